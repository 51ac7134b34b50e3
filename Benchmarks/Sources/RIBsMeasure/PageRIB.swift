import RIBs
import ScreenKit

// The measured RIB with a view, as `ribs new Page` writes it (its Builder, Interactor, Router and
// ViewController files, in that order, in one file), with the template's TODOs left out: a
// ScreenKit view controller, a presentable interactor listening to it, a viewable router.

// MARK: - PageBuilder.swift

/// What the Page RIB needs from its parent's scope: nothing.
@MainActor
protocol PageDependency: Dependency {}

/// The Page RIB's scope: the objects it creates for itself and for its children.
final class PageComponent: Component<any PageDependency> {}

/// Builds the Page RIB.
@MainActor
protocol PageBuildable: Buildable {
    func build(withListener listener: any PageListener) -> any PageRouting
}

/// Builds the Page RIB: its component, view controller, interactor and router.
final class PageBuilder: Builder<any PageDependency>, PageBuildable {

    override init(dependency: any PageDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any PageListener) -> any PageRouting {
        let component = PageComponent(dependency: dependency)
        _ = component
        let viewController = PageViewController()
        let interactor = PageInteractor(presenter: viewController)
        interactor.listener = listener
        return PageRouter(interactor: interactor, viewController: viewController)
    }
}

// MARK: - PageInteractor.swift

/// What the Page interactor asks of its router.
@MainActor
protocol PageRouting: ViewableRouting {}

/// What the Page interactor asks of its view.
@MainActor
protocol PagePresentable: Presentable {
    var listener: (any PagePresentableListener)? { get set }
}

/// What the Page RIB tells its parent: nothing.
@MainActor
protocol PageListener: AnyObject {}

/// The Page RIB's business logic: none.
final class PageInteractor: PresentableInteractor<any PagePresentable>, PageInteractable, PagePresentableListener {

    weak var router: (any PageRouting)?
    weak var listener: (any PageListener)?

    override init(presenter: any PagePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}

// MARK: - PageRouter.swift

/// What the Page router needs of its interactor.
@MainActor
protocol PageInteractable: Interactable {
    var router: (any PageRouting)? { get set }
    var listener: (any PageListener)? { get set }
}

/// What the Page router needs of its view: nothing, having no children to show.
@MainActor
protocol PageViewControllable: ViewControllable {}

/// Attaches and detaches the Page RIB's children: none.
final class PageRouter: ViewableRouter<any PageInteractable, any PageViewControllable>, PageRouting {

    override init(interactor: any PageInteractable, viewController: any PageViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

// MARK: - PageViewController.swift

/// What the Page view tells its interactor: nothing.
@MainActor
protocol PagePresentableListener: AnyObject {}

/// The Page RIB's view.
final class PageViewController: ViewController, PagePresentable, PageViewControllable {

    weak var listener: (any PagePresentableListener)?

    override var screen: Screen {
        Screen(title: "Page")
    }

    override func buttonTapped(_ id: String) {
        // The page shows no buttons.
    }
}
