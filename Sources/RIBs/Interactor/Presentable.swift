/// The base protocol of a presenter: what an interactor may ask its view to show.
@MainActor
public protocol Presentable: AnyObject {}

/// A presenter that turns an interactor's data into what a view controller shows.
///
/// Most RIBs let the view controller itself conform to their `Presentable` protocol; use a
/// separate presenter when that translation grows big enough to deserve its own type.
@MainActor
open class Presenter<ViewControllerType>: Presentable {

    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    ///
    /// - Parameter viewController: The view controller to drive.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
