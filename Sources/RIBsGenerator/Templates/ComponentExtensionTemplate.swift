/// `<Parent>Component+<Child>.swift`: the parent's component provides the child's dependency.
///
/// A viewless child's dependency asks for the view controller it shows its children's views
/// in; the extension declares that property with a `TODO` in place of its body, since only the
/// user knows which view controller to lend (usually the parent's own, as tutorial 2's Root
/// lends `rootViewController` to LoggedIn). Until it is filled in, the compiler reports the
/// missing return at that `TODO`.
struct ComponentExtensionTemplate {

    let parent: RIBName
    let child: RIBName
    let childKind: RIBKind

    /// What lends a viewless child its view controller, such as `rootViewController`, when
    /// `ribs new --parent` knows it; otherwise the extension leaves a `TODO` in its place.
    var lentViewController: String?

    var file: GeneratedFile {
        GeneratedFile(name: "\(parent.typeName)Component+\(child.typeName).swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let parent = parent.typeName
        let child = child.typeName
        return """
            import RIBs

            /// What the \(parent) scope provides to its \(child) child.
            extension \(parent)Component: \(child)Dependency {
            \(members)
            }

            """
    }

    private var members: String {
        let parent = parent.typeName
        let child = child.typeName
        switch childKind {
        case .withView, .launch:
            return """
                    // TODO: Implement what `\(child)Dependency` declares, from this component's objects or
                    // from its own `dependency`.
                """
        case .viewless:
            if let lentViewController {
                return """

                        /// \(child) has no view of its own: it shows its children's views in \(parent)'s.
                        var \(self.child.variableName)ViewController: any \(child)ViewControllable {
                            \(lentViewController)
                        }

                        // TODO: Implement the rest of what `\(child)Dependency` declares, from this component's
                        // objects or from its own `dependency`.
                    """
            }
            return """

                    /// \(child) has no view of its own: it shows its children's views in this one.
                    var \(self.child.variableName)ViewController: any \(child)ViewControllable {
                        // TODO: Return the view controller \(child) is to show its children's views in, usually
                        // \(parent)'s own: keep it in this component, as tutorial 2's RootComponent keeps
                        // `rootViewController`, and make its class conform with
                        // `extension \(parent)ViewController: \(child)ViewControllable {}`.
                    }

                    // TODO: Implement the rest of what `\(child)Dependency` declares, from this component's
                    // objects or from its own `dependency`.
                """
        }
    }
}
