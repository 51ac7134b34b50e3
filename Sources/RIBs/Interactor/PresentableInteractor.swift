/// An interactor that owns a presenter, for RIBs that have a view.
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {

    /// The presenter, usually the RIB's view controller seen through its `Presentable` protocol.
    public let presenter: PresenterType

    /// Creates an interactor that drives `presenter`.
    ///
    /// - Parameter presenter: The presenter this interactor owns.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }

    isolated deinit {
        // Checked first: converting a generic presenter to `AnyObject` is a runtime cast.
        guard LeakDetector.instance.isEnabled else {
            return
        }
        LeakDetector.instance.expectDeallocation(of: presenter as AnyObject, inTime: LeakDefaultExpectationTime.deallocation)
    }
}
