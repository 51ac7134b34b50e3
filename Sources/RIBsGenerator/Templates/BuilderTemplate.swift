/// `<Name>Builder.swift`: the Dependency protocol, the Component, the Buildable protocol and
/// the Builder.
struct BuilderTemplate {

    let rib: RIBName
    let kind: RIBKind

    /// The parent, when `ribs new --parent` writes its component extension in the same run.
    var parent: RIBName?

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)Builder.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs

            /// What the \(name) RIB needs from \(dependencyProvider).
            @MainActor
            protocol \(name)Dependency: Dependency {
            \(dependencyRequirements)
            }

            /// The \(name) RIB's scope: the objects it creates for itself and for its children.
            final class \(name)Component: Component<any \(name)Dependency> {
            \(componentBody)
            }

            // MARK: - Builder

            /// Builds the \(name) RIB.
            @MainActor
            protocol \(name)Buildable: Buildable {
                \(buildSignature)
            }

            /// Builds the \(name) RIB: \(builtParts).
            final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {

                override init(dependency: any \(name)Dependency) {
                    super.init(dependency: dependency)
                }

                \(buildSignature) {
            \(buildBody)
                }
            }

            """
    }

    private var dependencyProvider: String {
        switch kind {
        case .withView, .viewless: "its parent's scope"
        case .launch: "the app's component, the root of the DI tree"
        }
    }

    private var dependencyRequirements: String {
        let name = rib.typeName
        if kind == .launch {
            return """
                    // TODO: Declare what the app gives this RIB, such as services created once at launch. The
                    // app's component, a `Component<EmptyDependency>`, conforms to \(name)Dependency.
                """
        }
        let todo = if let parent {
            """
                    // TODO: Declare what this RIB needs but does not create, such as services or streams
                    // owned by an ancestor. \(parent.typeName)'s component provides them in its
                    // `\(parent.typeName)Component+\(name).swift` extension.
                """
        } else {
            """
                    // TODO: Declare what this RIB needs but does not create, such as services or streams
                    // owned by an ancestor. The parent's component provides them in its
                    // `<Parent>Component+\(name).swift` extension (`ribs extension <Parent> \(name)`).
                """
        }
        switch kind {
        case .withView, .launch:
            return todo
        case .viewless:
            return """
                    /// The view controller \(name) shows its children's views in: having no view of its
                    /// own, \(name) borrows one from an ancestor.
                    var \(rib.variableName)ViewController: any \(name)ViewControllable { get }

                \(todo)
                """
        }
    }

    private var componentBody: String {
        let todo = """
                // TODO: Declare the objects this RIB creates, wrapping those that must exist once per
                // scope in `shared { ... }`. Make them `fileprivate` unless a child's dependency needs them.
            """
        switch kind {
        case .withView, .launch:
            return "\n" + todo
        case .viewless:
            return """

                    fileprivate var \(rib.variableName)ViewController: any \(rib.typeName)ViewControllable {
                        dependency.\(rib.variableName)ViewController
                    }

                \(todo)
                """
        }
    }

    private var builtParts: String {
        switch kind {
        case .withView, .launch: "its component, view controller, interactor and router"
        case .viewless: "its component, interactor and router, without a view"
        }
    }

    private var buildSignature: String {
        let name = rib.typeName
        switch kind {
        case .withView, .viewless: return "func build(withListener listener: any \(name)Listener) -> any \(name)Routing"
        case .launch: return "func build() -> any LaunchRouting"
        }
    }

    /// The line that hands the interactor its listener, with its newline: a launched RIB has none.
    private var listenerAssignment: String {
        kind.hasListener ? "        interactor.listener = listener\n" : ""
    }

    private var buildBody: String {
        let name = rib.typeName
        switch kind {
        case .withView, .launch:
            return """
                        let component = \(name)Component(dependency: dependency)
                        // TODO: Pass the component's objects to the view controller and the interactor, and
                        // the component itself to child builders as their dependency; then delete `_ = component`.
                        _ = component
                        let viewController = \(name)ViewController()
                        let interactor = \(name)Interactor(presenter: viewController)
                \(listenerAssignment)        return \(name)Router(interactor: interactor, viewController: viewController)
                """
        case .viewless:
            return """
                        let component = \(name)Component(dependency: dependency)
                        // TODO: Pass the component's objects to the interactor, and the component itself to
                        // child builders as their dependency.
                        let interactor = \(name)Interactor()
                        interactor.listener = listener
                        return \(name)Router(interactor: interactor, viewController: component.\(rib.variableName)ViewController)
                """
        }
    }
}
