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
                """
        )

        @Argument(help: ArgumentHelp("The RIB's name, an UpperCamelCase Swift type name such as LoggedIn.", valueName: "name"))
        var name: String

        @OptionGroup
        var kind: RIBKindOptions

        @OptionGroup
        var output: OutputOptions

        func validate() throws {
            _ = try NameArgument.rib(name)
        }

        func run() throws {
            let rib = try NameArgument.rib(name)
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
                """
            }
        }
    }
}
