import RIBs

/// What the Settings interactor asks of its router.
@MainActor
protocol SettingsRouting: Routing {
    /// Removes the views this RIB's children showed in the view controller it borrows.
    func cleanupViews()

    // TODO: Declare the routes the interactor takes, such as `routeToChild()`.
}
/// What the Settings RIB tells its parent.
@MainActor
protocol SettingsListener: AnyObject {
    /// Tells the parent that Settings is done, which detaches it until the parent decides
    /// otherwise: call `listener?.settingsDidFinish()` when it is.
    func settingsDidFinish()

    // TODO: Declare the other events the parent's interactor handles.
}

/// The Settings RIB's business logic.
final class SettingsInteractor: Interactor, SettingsInteractable {

    weak var router: (any SettingsRouting)?
    weak var listener: (any SettingsListener)?

    // TODO: Take the objects the business logic uses, such as services and streams from the
    // component, as further parameters.
    override init() {
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: Start the business logic; end subscriptions with this active period by
        // `.cancelOnDeactivate(interactor: self)`.
    }

    override func willResignActive() {
        super.willResignActive()
        // Settings has no view: the views its children showed in an ancestor's view
        // controller must leave with it.
        router?.cleanupViews()
        // TODO: Pause the business logic.
    }
}
