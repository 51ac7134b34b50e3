import RIBs

/// A ``LaunchWindow`` for tests: keeps the root view controller and counts being shown.
@MainActor
final class LaunchWindowMock: LaunchWindow {

    var rootViewController: ViewControllable?

    var makeKeyAndVisibleCallCount = 0
    var makeKeyAndVisibleHandler: (() -> ())?

    func makeKeyAndVisible() {
        makeKeyAndVisibleCallCount += 1
        makeKeyAndVisibleHandler?()
    }
}
