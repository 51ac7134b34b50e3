/// `<Name>Interactor.swift`: the Routing, Presentable (with a view) and Listener (unless
/// launched) protocols, and the Interactor.
struct InteractorTemplate {

    let rib: RIBName
    let kind: RIBKind

    /// Whether the Listener declares `<name>DidFinish()`, which the parent answers: a RIB
    /// wired into its parent by `ribs new --parent` has it.
    var tellsParentWhenDone = false

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)Interactor.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs

            /// What the \(name) interactor asks of its router.
            @MainActor
            protocol \(name)Routing: \(routingBase) {
            \(routingRequirements)
            }
            \(presentableProtocol)\(listenerProtocol)
            /// The \(name) RIB's business logic.
            final class \(name)Interactor: \(superclassAndConformances) {

                weak var router: (any \(name)Routing)?
            \(ListenerLines.property(of: rib, kind: kind))
                // TODO: Take the objects the business logic uses, such as services and streams from the
                // component, as further parameters.
            \(initializer)

                override func didBecomeActive() {
                    super.didBecomeActive()
                    // TODO: Start the business logic; end subscriptions with this active period by
                    // `.cancelOnDeactivate(interactor: self)`.
                }

                override func willResignActive() {
                    super.willResignActive()
            \(resignActiveBody)
                }
            }

            """
    }

    private var listenerProtocol: String {
        switch kind {
        case .withView, .viewless:
            return """
                /// What the \(rib.typeName) RIB tells its parent.
                @MainActor
                protocol \(rib.typeName)Listener: AnyObject {
                \(listenerRequirements)
                }

                """
        case .launch:
            // Launched into the window, the root has no parent to tell anything.
            return ""
        }
    }


    private var listenerRequirements: String {
        guard tellsParentWhenDone else {
            return "    // TODO: Declare the events the parent's interactor handles, such as `\(rib.variableName)DidFinish()`."
        }
        return """
                /// Tells the parent that \(rib.typeName) is done, which detaches it until the parent decides
                /// otherwise: call `listener?.\(rib.variableName)DidFinish()` when it is.
                func \(rib.variableName)DidFinish()

                // TODO: Declare the other events the parent's interactor handles.
            """
    }

    private var routingBase: String {
        switch kind {
        case .withView, .launch: "ViewableRouting"
        case .viewless: "Routing"
        }
    }

    private var routingRequirements: String {
        let todo = "    // TODO: Declare the routes the interactor takes, such as `routeToChild()`."
        switch kind {
        case .withView, .launch:
            return todo
        case .viewless:
            return """
                    /// Removes the views this RIB's children showed in the view controller it borrows.
                    func cleanupViews()

                \(todo)
                """
        }
    }

    private var presentableProtocol: String {
        let name = rib.typeName
        switch kind {
        case .withView, .launch:
            return """

                /// What the \(name) interactor asks of its view.
                @MainActor
                protocol \(name)Presentable: Presentable {
                    var listener: (any \(name)PresentableListener)? { get set }

                    // TODO: Declare what the interactor asks the view to show.
                }

                """
        case .viewless:
            // The blank line between the Routing and Listener protocols.
            return "\n"
        }
    }

    private var superclassAndConformances: String {
        let name = rib.typeName
        switch kind {
        case .withView, .launch:
            return "PresentableInteractor<any \(name)Presentable>, \(name)Interactable, \(name)PresentableListener"
        case .viewless:
            return "Interactor, \(name)Interactable"
        }
    }

    private var initializer: String {
        switch kind {
        case .withView, .launch:
            return """
                    override init(presenter: any \(rib.typeName)Presentable) {
                        super.init(presenter: presenter)
                        presenter.listener = self
                    }
                """
        case .viewless:
            return """
                    override init() {
                        super.init()
                    }
                """
        }
    }

    private var resignActiveBody: String {
        let todo = "        // TODO: Pause the business logic."
        switch kind {
        case .withView, .launch:
            return todo
        case .viewless:
            return """
                        // \(rib.typeName) has no view: the views its children showed in an ancestor's view
                        // controller must leave with it.
                        router?.cleanupViews()
                \(todo)
                """
        }
    }
}
