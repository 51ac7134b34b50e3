/// `<Name>Router.swift`: the Interactable and ViewControllable protocols, and the Router.
struct RouterTemplate {

    let rib: RIBName
    let kind: RIBKind

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)Router.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs

            /// What the \(name) router needs of its interactor.
            @MainActor
            protocol \(name)Interactable: Interactable {
                var router: (any \(name)Routing)? { get set }
            \(ListenerLines.requirement(of: rib, kind: kind))
                // TODO: Add the `...Listener` protocols of this RIB's children to the protocols this one
                // refines, so that the interactor hears from them.
            }

            \(viewControllableProtocol)

            \(routerClass)

            """
    }

    private var viewControllableProtocol: String {
        let name = rib.typeName
        switch kind {
        case .withView, .launch:
            return """
                /// What the \(name) router needs of its view.
                @MainActor
                protocol \(name)ViewControllable: ViewControllable {
                    // TODO: Declare what the router needs to show its children's views, such as
                    // `present(viewController:)` and `dismiss(viewController:)`.
                }
                """
        case .viewless:
            return """
                /// What the \(name) router needs of the view controller it borrows: \(name) has no view of its
                /// own, so its children's views are shown in an ancestor's.
                @MainActor
                protocol \(name)ViewControllable: ViewControllable {
                    func present(viewController: any ViewControllable)
                    func dismiss(viewController: any ViewControllable)
                }
                """
        }
    }

    private var routerClass: String {
        let name = rib.typeName
        let childBuildersTodo = "    // TODO: Take the builders of child RIBs, as `any <Child>Buildable`, as further parameters."
        switch kind {
        case .withView, .launch:
            let (summary, base) = kind == .launch
                ? ("Launches the \(name) RIB into the window, then attaches and detaches its children.", "LaunchRouter")
                : ("Attaches and detaches the \(name) RIB's children.", "ViewableRouter")
            return """
                /// \(summary)
                final class \(name)Router: \(base)<any \(name)Interactable, any \(name)ViewControllable>, \(name)Routing {

                \(childBuildersTodo)
                    override init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
                        super.init(interactor: interactor, viewController: viewController)
                        interactor.router = self
                    }
                }
                """
        case .viewless:
            return """
                /// Attaches and detaches the \(name) RIB's children, showing their views in the borrowed
                /// view controller.
                final class \(name)Router: Router<any \(name)Interactable>, \(name)Routing {

                \(childBuildersTodo)
                    init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
                        self.viewController = viewController
                        super.init(interactor: interactor)
                        interactor.router = self
                    }

                    // MARK: - \(name)Routing

                    func cleanupViews() {
                        // TODO: Dismiss every view this router presented through `viewController`, such as
                        // the current child's `viewControllable`: the ancestor that lent the view controller
                        // cannot tell which views are \(name)'s.
                    }

                    // MARK: - Private

                    private let viewController: any \(name)ViewControllable
                }
                """
        }
    }
}
