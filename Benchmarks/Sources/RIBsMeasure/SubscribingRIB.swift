import RIBs

// The measured viewless RIB that, once active, subscribes to a stream its parent hands down,
// bound to its active scope (RIBs iOS's `subscribe(onNext:).disposeOnDeactivate(interactor:)`):
// `ribs new Subscribing --viewless` with the stream added where the template's TODOs ask.

// MARK: - SubscribingBuilder.swift

/// What the Subscribing RIB needs from its parent's scope.
@MainActor
protocol SubscribingDependency: Dependency {
    /// The view controller Subscribing shows its children's views in: having no view of its
    /// own, Subscribing borrows one from an ancestor.
    var subscribingViewController: any SubscribingViewControllable { get }

    /// The scores, owned by an ancestor.
    var scores: CurrentValueSubject<Int, Never> { get }
}

/// The Subscribing RIB's scope: the objects it creates for itself and for its children.
final class SubscribingComponent: Component<any SubscribingDependency> {

    fileprivate var subscribingViewController: any SubscribingViewControllable {
        dependency.subscribingViewController
    }

    fileprivate var scores: CurrentValueSubject<Int, Never> {
        dependency.scores
    }
}

/// Builds the Subscribing RIB.
@MainActor
protocol SubscribingBuildable: Buildable {
    func build(withListener listener: any SubscribingListener) -> any SubscribingRouting
}

/// Builds the Subscribing RIB: its component, interactor and router, without a view.
final class SubscribingBuilder: Builder<any SubscribingDependency>, SubscribingBuildable {

    override init(dependency: any SubscribingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any SubscribingListener) -> any SubscribingRouting {
        let component = SubscribingComponent(dependency: dependency)
        let interactor = SubscribingInteractor(scores: component.scores)
        interactor.listener = listener
        return SubscribingRouter(interactor: interactor, viewController: component.subscribingViewController)
    }
}

// MARK: - SubscribingInteractor.swift

/// What the Subscribing interactor asks of its router.
@MainActor
protocol SubscribingRouting: Routing {
    /// Removes the views this RIB's children showed in the view controller it borrows.
    func cleanupViews()
}

/// What the Subscribing RIB tells its parent: nothing.
@MainActor
protocol SubscribingListener: AnyObject {}

/// The Subscribing RIB's business logic: keeps the latest score while it is active.
final class SubscribingInteractor: Interactor, SubscribingInteractable {

    weak var router: (any SubscribingRouting)?
    weak var listener: (any SubscribingListener)?

    init(scores: CurrentValueSubject<Int, Never>) {
        self.scores = scores
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scores.sink { [weak self] score in
            self?.latestScore = score
        }
        .cancelOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
        // Subscribing has no view: the views its children showed in an ancestor's view
        // controller must leave with it.
        router?.cleanupViews()
    }

    // MARK: - Private

    private let scores: CurrentValueSubject<Int, Never>
    private var latestScore = 0
}

// MARK: - SubscribingRouter.swift

/// What the Subscribing router needs of its interactor.
@MainActor
protocol SubscribingInteractable: Interactable {
    var router: (any SubscribingRouting)? { get set }
    var listener: (any SubscribingListener)? { get set }
}

/// What the Subscribing router needs of the view controller it borrows: Subscribing has no view
/// of its own, so its children's views are shown in an ancestor's.
@MainActor
protocol SubscribingViewControllable: ViewControllable {
    func present(viewController: any ViewControllable)
    func dismiss(viewController: any ViewControllable)
}

/// Attaches and detaches the Subscribing RIB's children, showing their views in the borrowed
/// view controller.
final class SubscribingRouter: Router<any SubscribingInteractable>, SubscribingRouting {

    init(interactor: any SubscribingInteractable, viewController: any SubscribingViewControllable) {
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    // MARK: - SubscribingRouting

    func cleanupViews() {
        // Subscribing attaches no children, so it presented nothing through `viewController`.
    }

    // MARK: - Private

    private let viewController: any SubscribingViewControllable
}
