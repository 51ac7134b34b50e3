/// The root RIB of a generated app, on `LaunchRouter`: it attaches its first child, Welcome,
/// when it loads (as tutorial 2's Root attaches LoggedOut), answers Welcome's listener by
/// detaching it, and offers to open it again.
struct StarterRootTemplate {

    let app: AppName

    var files: [GeneratedFile] {
        [
            GeneratedFile(name: "RootBuilder.swift", contents: builder),
            GeneratedFile(name: "RootComponent+Welcome.swift", contents: componentExtension),
            GeneratedFile(name: "RootInteractor.swift", contents: interactor),
            GeneratedFile(name: "RootRouter.swift", contents: router),
            GeneratedFile(name: "RootViewController.swift", contents: viewController),
        ]
    }

    // MARK: - Private

    private var name: String {
        app.typeName
    }

    private var builder: String {
        """
        import RIBs

        /// What the Root RIB needs from the app's component, the root of the DI tree.
        @MainActor
        protocol RootDependency: Dependency {
            // Declare here what the app gives this RIB, such as services created once at launch.
        }

        /// The Root RIB's scope: the objects it creates for itself and for its children.
        final class RootComponent: Component<any RootDependency> {}

        // MARK: - Builder

        /// Builds the Root RIB.
        @MainActor
        protocol RootBuildable: Buildable {
            func build() -> any LaunchRouting
        }

        /// Builds the Root RIB: its component, view controller, interactor and router, and the
        /// builders of its children, which get the component as their dependency.
        final class RootBuilder: Builder<any RootDependency>, RootBuildable {

            override init(dependency: any RootDependency) {
                super.init(dependency: dependency)
            }

            func build() -> any LaunchRouting {
                let component = RootComponent(dependency: dependency)
                let viewController = RootViewController()
                let interactor = RootInteractor(presenter: viewController)
                let welcomeBuilder = WelcomeBuilder(dependency: component)
                return RootRouter(interactor: interactor, viewController: viewController, welcomeBuilder: welcomeBuilder)
            }
        }

        """
    }

    private var componentExtension: String {
        """
        import RIBs

        /// What the Root scope provides to its Welcome child: nothing so far.
        extension RootComponent: WelcomeDependency {}

        """
    }

    private var interactor: String {
        """
        import RIBs

        /// What the Root interactor asks of its router.
        @MainActor
        protocol RootRouting: ViewableRouting {
            func routeToWelcome()
            func routeAwayFromWelcome()
        }

        /// What the Root interactor asks of its view.
        @MainActor
        protocol RootPresentable: Presentable {
            var listener: (any RootPresentableListener)? { get set }
        }

        /// The Root RIB's business logic: opens and closes Welcome.
        final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {

            weak var router: (any RootRouting)?

            override init(presenter: any RootPresentable) {
                super.init(presenter: presenter)
                presenter.listener = self
            }

            // MARK: - RootPresentableListener

            func openWelcome() {
                router?.routeToWelcome()
            }

            // MARK: - WelcomeListener

            func welcomeDidClose() {
                router?.routeAwayFromWelcome()
            }
        }

        """
    }

    private var router: String {
        """
        import RIBs

        /// What the Root router needs of its interactor: to listen to its child.
        @MainActor
        protocol RootInteractable: Interactable, WelcomeListener {
            var router: (any RootRouting)? { get set }
        }

        /// What the Root router needs of its view: to show and hide its child's view.
        @MainActor
        protocol RootViewControllable: ViewControllable {
            func present(viewController: any ViewControllable)
            func dismiss(viewController: any ViewControllable)
        }

        /// Launches the Root RIB into the window, then attaches Welcome when it loads and detaches
        /// it when it closes.
        final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {

            init(interactor: any RootInteractable, viewController: any RootViewControllable, welcomeBuilder: any WelcomeBuildable) {
                self.welcomeBuilder = welcomeBuilder
                super.init(interactor: interactor, viewController: viewController)
                interactor.router = self
            }

            override func didLoad() {
                super.didLoad()
                routeToWelcome()
            }

            // MARK: - RootRouting

            func routeToWelcome() {
                guard welcome == nil else {
                    return
                }
                let welcome = welcomeBuilder.build(withListener: interactor)
                self.welcome = welcome
                attachChild(welcome)
                viewController.present(viewController: welcome.viewControllable)
            }

            func routeAwayFromWelcome() {
                guard let welcome else {
                    return
                }
                detachChild(welcome)
                viewController.dismiss(viewController: welcome.viewControllable)
                self.welcome = nil
            }

            // MARK: - Private

            private let welcomeBuilder: any WelcomeBuildable
            private var welcome: (any ViewableRouting)?
        }

        """
    }

    private var viewController: String {
        """
        import RIBs
        import ScreenKit

        /// What the Root view tells its interactor.
        @MainActor
        protocol RootPresentableListener: AnyObject {
            func openWelcome()
        }

        /// The Root RIB's view: shown when no child's view is over it.
        final class RootViewController: ViewController, RootPresentable, RootViewControllable {

            weak var listener: (any RootPresentableListener)?

            override var screen: Screen {
                Screen(title: "\(name)", elements: [
                    .label(Label("\(name)", role: .heading)),
                    .label(Label("Welcome, its child RIB, is closed.")),
                    .button(Button(id: Control.openWelcome, title: "Open Welcome", command: "open")),
                ])
            }

            override func buttonTapped(_ id: String) {
                if id == Control.openWelcome {
                    listener?.openWelcome()
                }
            }

            // MARK: - RootViewControllable

            func present(viewController: any ViewControllable) {
                guard let viewController = viewController.screenViewController else {
                    return
                }
                present(viewController)
            }

            func dismiss(viewController: any ViewControllable) {
                if presentedViewController === viewController {
                    dismiss()
                }
            }

            // MARK: - Private

            private enum Control {
                static let openWelcome = "openWelcome"
            }
        }

        """
    }
}
