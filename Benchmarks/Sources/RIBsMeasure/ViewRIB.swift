import RIBs

/// The measured RIB with a view: view controller, presentable interactor and viewable router,
/// as a generated RIB with a view has them (the view controller is the interactor's presenter).
final class ViewBuilder: Builder<any ViewlessDependency> {

    func build() -> ViewRouter {
        let component = ViewlessComponent(dependency: dependency)
        let viewController = MeasuredViewController()
        let interactor = ViewInteractor(presenter: viewController)
        _ = component
        return ViewRouter(interactor: interactor, viewController: viewController)
    }
}

/// What the interactor asks of its view.
@MainActor
protocol MeasuredPresentable: Presentable {}

/// A view controller that shows nothing.
final class MeasuredViewController: ViewControllable, MeasuredPresentable {}

/// What the router needs of its interactor.
@MainActor
protocol ViewInteractable: Interactable {}

/// A presentable interactor with no logic of its own.
final class ViewInteractor: PresentableInteractor<any MeasuredPresentable>, ViewInteractable {}

/// A viewable router with no children of its own.
final class ViewRouter: ViewableRouter<any ViewInteractable, MeasuredViewController> {}
