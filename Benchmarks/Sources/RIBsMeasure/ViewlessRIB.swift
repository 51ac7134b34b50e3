import RIBs

// The measured viewless RIB, as `ribs new Viewless --viewless` writes it (its Builder, Interactor
// and Router files, in that order, in one file), with the template's TODOs left out: a RIB's
// life costs what a generated one costs, weak router and listener and borrowed view controller
// included.

// MARK: - ViewlessBuilder.swift

/// What the Viewless RIB needs from its parent's scope.
@MainActor
protocol ViewlessDependency: Dependency {
    /// The view controller Viewless shows its children's views in: having no view of its
    /// own, Viewless borrows one from an ancestor.
    var viewlessViewController: any ViewlessViewControllable { get }
}

/// The Viewless RIB's scope: the objects it creates for itself and for its children.
final class ViewlessComponent: Component<any ViewlessDependency> {

    fileprivate var viewlessViewController: any ViewlessViewControllable {
        dependency.viewlessViewController
    }
}

/// Builds the Viewless RIB.
@MainActor
protocol ViewlessBuildable: Buildable {
    func build(withListener listener: any ViewlessListener) -> any ViewlessRouting
}

/// Builds the Viewless RIB: its component, interactor and router, without a view.
final class ViewlessBuilder: Builder<any ViewlessDependency>, ViewlessBuildable {

    override init(dependency: any ViewlessDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any ViewlessListener) -> any ViewlessRouting {
        let component = ViewlessComponent(dependency: dependency)
        let interactor = ViewlessInteractor()
        interactor.listener = listener
        return ViewlessRouter(interactor: interactor, viewController: component.viewlessViewController)
    }
}

// MARK: - ViewlessInteractor.swift

/// What the Viewless interactor asks of its router.
@MainActor
protocol ViewlessRouting: Routing {
    /// Removes the views this RIB's children showed in the view controller it borrows.
    func cleanupViews()
}

/// What the Viewless RIB tells its parent: nothing.
@MainActor
protocol ViewlessListener: AnyObject {}

/// The Viewless RIB's business logic: none.
final class ViewlessInteractor: Interactor, ViewlessInteractable {

    weak var router: (any ViewlessRouting)?
    weak var listener: (any ViewlessListener)?

    override init() {
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
        // Viewless has no view: the views its children showed in an ancestor's view
        // controller must leave with it.
        router?.cleanupViews()
    }
}

// MARK: - ViewlessRouter.swift

/// What the Viewless router needs of its interactor.
@MainActor
protocol ViewlessInteractable: Interactable {
    var router: (any ViewlessRouting)? { get set }
    var listener: (any ViewlessListener)? { get set }
}

/// What the Viewless router needs of the view controller it borrows: Viewless has no view of its
/// own, so its children's views are shown in an ancestor's.
@MainActor
protocol ViewlessViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Viewless RIB's children, showing their views in the borrowed
/// view controller.
final class ViewlessRouter: Router<any ViewlessInteractable>, ViewlessRouting {

    init(interactor: any ViewlessInteractable, viewController: any ViewlessViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - ViewlessRouting

    func cleanupViews() {
        // Viewless attaches no children, so it presented nothing through `viewController`.
    }

    // MARK: - Private

    private let viewController: any ViewlessViewControllable
}
