import RIBs

/// An ``Interactable`` for tests: tracks activeness as the framework expects and counts the
/// calls. RIB-specific interactable mocks refine it.
@MainActor
class InteractableMock: Interactable {

    var isActive: Bool {
        isActiveSubject.value
    }

    var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveSubject.removeDuplicates().eraseToAnyPublisher()
    }

    var activateCallCount = 0
    var activateHandler: (() -> ())?

    var deactivateCallCount = 0
    var deactivateHandler: (() -> ())?

    init() {}

    func activate() {
        activateCallCount += 1
        isActiveSubject.send(true)
        activateHandler?()
    }

    func deactivate() {
        deactivateCallCount += 1
        isActiveSubject.send(false)
        deactivateHandler?()
    }

    // MARK: - Private

    private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
}
