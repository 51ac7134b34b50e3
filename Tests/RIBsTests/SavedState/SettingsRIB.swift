import RIBs
import RIBsTesting

/// An interactor whose state has several fields: a nested one, and two that a rule ties
/// together, checked when the state is read back.
@MainActor
final class SettingsInteractor: RecordingInteractor, StateRestoring {

    struct RestorableState: Codable, Sendable, Equatable {

        struct Size: Codable, Sendable, Equatable {
            var width: Int
            var height: Int
        }

        var title: String
        var size: Size
        var fewest: Int
        var most: Int

        init(title: String, size: Size, fewest: Int, most: Int) {
            self.title = title
            self.size = size
            self.fewest = fewest
            self.most = most
        }

        /// Refuses `fewest` above `most`.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            size = try container.decode(Size.self, forKey: .size)
            fewest = try container.decode(Int.self, forKey: .fewest)
            most = try container.decode(Int.self, forKey: .most)
            guard fewest <= most else {
                throw DecodingError.dataCorruptedError(forKey: .fewest, in: container, debugDescription: "more than most")
            }
        }

        private enum CodingKeys: String, CodingKey {
            case title
            case size
            case fewest
            case most
        }
    }

    /// What a settings RIB starts with.
    static let fresh = RestorableState(title: "Untitled", size: .init(width: 80, height: 24), fewest: 0, most: 10)

    var state = SettingsInteractor.fresh

    private(set) var restoreCallCount = 0

    var restorableState: RestorableState {
        state
    }

    func restore(from state: RestorableState) {
        restoreCallCount += 1
        self.state = state
    }
}

/// The launch router of a settings RIB, whose `didLoad()` runs a handler: where a test
/// attaches the children it always starts with.
@MainActor
final class SettingsLaunchRouter: LaunchRouter<SettingsInteractor, ViewControllableMock> {

    var didLoadHandler: ((SettingsLaunchRouter) -> Void)?

    convenience init() {
        self.init(interactor: SettingsInteractor(name: "settings"), viewController: ViewControllableMock())
    }

    override func didLoad() {
        didLoadHandler?(self)
    }
}

/// An interactor whose state is an enum with values, as TicTacToe's Root saves who logged in:
/// a field its fresh state (another case) has no value for falls back with
/// `decodeSavedStateField`.
@MainActor
final class AccountInteractor: RecordingInteractor, StateRestoring {

    enum RestorableState: Codable, Sendable, Equatable {
        case signedOut
        case signedIn(name: String, visits: Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.signedIn) {
                let values = try container.nestedContainer(keyedBy: SignedInCodingKeys.self, forKey: .signedIn)
                self = .signedIn(name: try decoder.decodeSavedStateField(String.self, forKey: .name, in: values, fallback: "guest"),
                                 visits: try decoder.decodeSavedStateField(Int.self, forKey: .visits, in: values, fallback: 0))
            } else {
                _ = try container.nestedContainer(keyedBy: SignedInCodingKeys.self, forKey: .signedOut)
                self = .signedOut
            }
        }

        private enum CodingKeys: String, CodingKey {
            case signedOut
            case signedIn
        }

        private enum SignedInCodingKeys: String, CodingKey {
            case name
            case visits
        }
    }

    var state = RestorableState.signedOut

    var restorableState: RestorableState {
        state
    }

    func restore(from state: RestorableState) {
        self.state = state
    }
}

/// The launch router of an account RIB, whose `didLoad()` runs a handler.
@MainActor
final class AccountLaunchRouter: LaunchRouter<AccountInteractor, ViewControllableMock> {

    var didLoadHandler: ((AccountLaunchRouter) -> Void)?

    convenience init() {
        self.init(interactor: AccountInteractor(name: "account"), viewController: ViewControllableMock())
    }

    override func didLoad() {
        didLoadHandler?(self)
    }
}
