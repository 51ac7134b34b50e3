import ArgumentParser
import RIBsGenerator

extension RIBsCommand {

    /// `ribs new`: the Builder, Interactor, Router and, with a view, ViewController files.
    struct NewRIB: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Write a new RIB: <Name>Builder, <Name>Interactor, <Name>Router and, unless viewless, <Name>ViewController.",
            discussion: """
                A viewless RIB (--viewless), like the tutorial's LoggedIn, has no view controller \
                of its own: it shows its children's views in one its parent lends it through \
                <Name>Dependency, and removes them in cleanupViews() when it is detached. The root \
                RIB (--launch), like the tutorial's Root, is launched into the window: its router \
                is a LaunchRouter, its builder's build() returns LaunchRouting, and no parent \
                listens to it.

                With --parent, run from the package's root: the child's files go in a folder \
                beside the parent's, its tests and mocks beside the parent's tests, and the parent \
                is wired to it: its component provides the child's dependency, its builder passes \
                the child's builder to its router, which gains routeTo<Child>() and \
                routeAwayFrom<Child>(), its interactor hears <child>DidFinish(), its view \
                controller can present the child's view, and its mocks and tests follow. \
                --dry-run prints every change as a unified diff. The parent's files are edited \
                by ribs-wire (the Port package's; built on first use: swift-syntax takes several \
                minutes, which ribs says before it starts).
                """
        )

        @Argument(help: ArgumentHelp("The RIB's name, an UpperCamelCase Swift type name such as LoggedIn.", valueName: "name"))
        var name: String

        @OptionGroup
        var kind: RIBKindOptions

        @Option(help: ArgumentHelp("The RIB to wire the new one into, such as LoggedIn; run from the package's root.", valueName: "parent"))
        var parent: String?

        @OptionGroup
        var output: OutputOptions

        func validate() throws {
            let rib = try NameArgument.rib(name)
            guard let parent else {
                return
            }
            if try NameArgument.rib(parent) == rib {
                throw ValidationError("A RIB cannot be its own parent.")
            }
            if kind.launch {
                throw ValidationError("--launch and --parent do not go together: the root RIB has no parent.")
            }
            if output.output != "." || output.force {
                throw ValidationError("--parent writes beside the parent's files and never replaces one: run it from the package's root, without --output or --force.")
            }
        }

        func run() throws {
            let rib = try NameArgument.rib(name)
            if let parent {
                try ParentWiring(child: rib, parent: try NameArgument.rib(parent), childKind: kind.kind, dryRun: output.dryRun).run()
                return
            }
            try output.write(RIBFiles.newRIB(rib, kind: kind.kind), nextStep: nextStep(for: rib))
        }

        /// What to do after writing the files: a child's parent provides its dependency; the
        /// app's component provides the root's.
        private func nextStep(for rib: RIBName) -> String {
            switch kind.kind {
            case .launch:
                """
                Next: make the app's component conform to \(rib.typeName)Dependency, then launch the tree:
                  \(rib.typeName)Builder(dependency: appComponent).build().launch(from: window)
                """
            case .withView, .viewless:
                """
                Next: let the parent's component provide \(rib.typeName)Dependency with
                  ribs extension <Parent> \(rib.typeName)\(kind.viewless ? " --viewless" : "") --output <the parent's folder>
                or, from the package's root, write and wire it in one step with
                  ribs new \(rib.typeName)\(kind.viewless ? " --viewless" : "") --parent <Parent>
                """
            }
        }
    }
}
