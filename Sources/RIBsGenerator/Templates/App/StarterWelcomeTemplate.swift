/// Welcome, the first child RIB of a generated app: a name field, a greeting its interactor
/// makes, and a Close button its parent answers.
struct StarterWelcomeTemplate {

    let app: AppName

    var files: [GeneratedFile] {
        [
            GeneratedFile(name: "WelcomeBuilder.swift", contents: builder),
            GeneratedFile(name: "WelcomeInteractor.swift", contents: interactor),
            GeneratedFile(name: "WelcomeRouter.swift", contents: router),
            GeneratedFile(name: "WelcomeViewController.swift", contents: viewController),
        ]
    }

    // MARK: - Private

    private var name: String {
        app.typeName
    }

    private var builder: String {
        """
        import RIBs

        /// What the Welcome RIB needs from its parent's scope: nothing so far. The Root component
        /// provides it in `RootComponent+Welcome.swift`.
        @MainActor
        protocol WelcomeDependency: Dependency {}

        /// The Welcome RIB's scope: the objects it creates for itself and for its children.
        final class WelcomeComponent: Component<any WelcomeDependency> {}

        // MARK: - Builder

        /// Builds the Welcome RIB.
        @MainActor
        protocol WelcomeBuildable: Buildable {
            func build(withListener listener: any WelcomeListener) -> any ViewableRouting
        }

        /// Builds the Welcome RIB: its component, view controller, interactor and router.
        final class WelcomeBuilder: Builder<any WelcomeDependency>, WelcomeBuildable {

            override init(dependency: any WelcomeDependency) {
                super.init(dependency: dependency)
            }

            func build(withListener listener: any WelcomeListener) -> any ViewableRouting {
                _ = WelcomeComponent(dependency: dependency)
                let viewController = WelcomeViewController()
                let interactor = WelcomeInteractor(presenter: viewController)
                interactor.listener = listener
                return WelcomeRouter(interactor: interactor, viewController: viewController)
            }
        }

        """
    }

    private var interactor: String {
        #"""
        import RIBs

        /// What the Welcome interactor asks of its router: nothing, as Welcome has no children.
        @MainActor
        protocol WelcomeRouting: ViewableRouting {}

        /// What the Welcome interactor asks of its view.
        @MainActor
        protocol WelcomePresentable: Presentable {
            var listener: (any WelcomePresentableListener)? { get set }

            func show(greeting: String?, greeted: [String])
        }

        /// What the Welcome RIB tells its parent.
        @MainActor
        protocol WelcomeListener: AnyObject {
            func welcomeDidClose()
        }

        /// The Welcome RIB's business logic: greets whoever says hello, and keeps the list of
        /// those greeted until they are forgotten. The list is its saved state: the app's hosts
        /// save it after every change and hand it back on `--resume` (or a page's reload).
        final class WelcomeInteractor: PresentableInteractor<any WelcomePresentable>, WelcomeInteractable, WelcomePresentableListener, StateRestoring {

            weak var router: (any WelcomeRouting)?
            weak var listener: (any WelcomeListener)?

            override init(presenter: any WelcomePresentable) {
                super.init(presenter: presenter)
                presenter.listener = self
            }

            // MARK: - WelcomePresentableListener

            func sayHello(to name: String) {
                let name = name.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                if !name.isEmpty {
                    greeted.append(name)
                }
                greeting = "Hello, \(name.isEmpty ? "world" : name)!"
                presenter.show(greeting: greeting, greeted: greeted)
            }

            func forget(at index: Int) {
                guard greeted.indices.contains(index) else {
                    return
                }
                greeted.remove(at: index)
                presenter.show(greeting: greeting, greeted: greeted)
            }

            func close() {
                listener?.welcomeDidClose()
            }

            // MARK: - StateRestoring

            /// Those greeted, in order: what a later run shows again.
            var restorableState: [String] {
                greeted
            }

            func restore(from state: [String]) {
                greeted = state
                presenter.show(greeting: greeting, greeted: greeted)
            }

            // MARK: - Private

            private var greeting: String?
            private var greeted: [String] = []
        }

        """#
    }

    private var router: String {
        """
        import RIBs

        /// What the Welcome router needs of its interactor.
        @MainActor
        protocol WelcomeInteractable: Interactable {
            var router: (any WelcomeRouting)? { get set }
            var listener: (any WelcomeListener)? { get set }
        }

        /// What the Welcome router needs of its view: nothing yet, as Welcome has no children.
        @MainActor
        protocol WelcomeViewControllable: ViewControllable {}

        /// Attaches and detaches the Welcome RIB's children: none yet.
        final class WelcomeRouter: ViewableRouter<any WelcomeInteractable, any WelcomeViewControllable>, WelcomeRouting {

            override init(interactor: any WelcomeInteractable, viewController: any WelcomeViewControllable) {
                super.init(interactor: interactor, viewController: viewController)
                interactor.router = self
            }
        }

        """
    }

    private var viewController: String {
        """
        import RIBs
        import ScreenKit

        /// What the Welcome view tells its interactor.
        @MainActor
        protocol WelcomePresentableListener: AnyObject {
            func sayHello(to name: String)
            func forget(at index: Int)
            func close()
        }

        /// The Welcome RIB's view: a name field, a greeting, the list of those greeted with a way
        /// to forget each, and buttons to say hello and to close.
        final class WelcomeViewController: ViewController, WelcomePresentable, WelcomeViewControllable {

            weak var listener: (any WelcomePresentableListener)?

            override var screen: Screen {
                var elements: [ScreenElement] = [
                    .label(Label("Welcome to \(name)", role: .heading)),
                    .label(Label("The root's first child RIB.", role: .caption)),
                    .textField(TextField(id: Control.name, placeholder: "Your name", text: text(inField: Control.name))),
                    .button(Button(id: Control.sayHello, title: "Say hello", role: .primary, command: "hello")),
                    .list(List(id: Control.greeted, rows: greeted.enumerated().map { index, name in
                        ListRow(id: String(index), title: name, actions: [RowAction(id: Control.forget, title: "Forget", role: .destructive)])
                    }, emptyText: "Nobody greeted yet")),
                    .button(Button(id: Control.close, title: "Close", role: .cancel)),
                ]
                if let greeting {
                    elements.insert(.label(Label(greeting, role: .heading, color: .blue)), at: 2)
                }
                return Screen(title: "\(name)", elements: elements)
            }

            override func buttonTapped(_ id: String) {
                switch id {
                case Control.sayHello:
                    listener?.sayHello(to: text(inField: Control.name))
                case Control.close:
                    listener?.close()
                default:
                    break
                }
            }

            override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {
                if actionID == Control.forget, let index = Int(rowID) {
                    listener?.forget(at: index)
                }
            }

            // MARK: - WelcomePresentable

            func show(greeting: String?, greeted: [String]) {
                self.greeting = greeting
                self.greeted = greeted
                setNeedsDisplay()
            }

            // MARK: - Private

            private var greeting: String?
            private var greeted: [String] = []

            private enum Control {
                static let name = "name"
                static let sayHello = "sayHello"
                static let greeted = "greeted"
                static let forget = "forget"
                static let close = "close"
            }
        }

        """
    }
}
