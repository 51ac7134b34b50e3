/// `<Parent>Component+<Child>.swift`: the parent's component provides the child's dependency.
struct ComponentExtensionTemplate {

    let parent: RIBName
    let child: RIBName

    var file: GeneratedFile {
        GeneratedFile(name: "\(parent.typeName)Component+\(child.typeName).swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let child = child.typeName
        return """
            import RIBs

            /// What the \(parent.typeName) scope provides to its \(child) child.
            extension \(parent.typeName)Component: \(child)Dependency {
                // TODO: Implement what `\(child)Dependency` declares, from this component's objects or
                // from its own `dependency`. A viewless \(child) asks for `\(self.child.variableName)ViewController`:
                // return the view controller it is to show its children's views in.
            }

            """
    }
}
