import RIBs

/// A view controller presented or dismissed, for tests that check the order of both.
enum ViewEvent: Equatable, CustomStringConvertible {
    case present(ObjectIdentifier)
    case dismiss(ObjectIdentifier)

    static func present(_ viewController: ViewControllable) -> ViewEvent {
        .present(ObjectIdentifier(viewController))
    }

    static func dismiss(_ viewController: ViewControllable) -> ViewEvent {
        .dismiss(ObjectIdentifier(viewController))
    }

    var description: String {
        switch self {
        case let .present(id): "present \(id)"
        case let .dismiss(id): "dismiss \(id)"
        }
    }
}
