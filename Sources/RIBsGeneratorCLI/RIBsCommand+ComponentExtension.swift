import ArgumentParser
import RIBsGenerator

extension RIBsCommand {

    /// `ribs extension`: `<Parent>Component+<Child>.swift`.
    struct ComponentExtension: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "extension",
            abstract: "Write <Parent>Component+<Child>.swift, where the parent's component provides the child's dependency."
        )

        @Argument(help: ArgumentHelp("The parent RIB's name, such as Root.", valueName: "parent"))
        var parent: String

        @Argument(help: ArgumentHelp("The child RIB's name, such as LoggedIn.", valueName: "child"))
        var child: String

        @Flag(help: "The child was made with --viewless: provide the view controller it shows its children's views in.")
        var viewless = false

        @OptionGroup
        var output: OutputOptions

        func validate() throws {
            let parent = try NameArgument.rib(parent)
            let child = try NameArgument.rib(child)
            guard parent != child else {
                throw ValidationError("A RIB cannot be its own child: the parent and the child are both \(DisplayText.quoted(parent.typeName)).")
            }
        }

        func run() throws {
            let file = try RIBFiles.componentExtension(parent: NameArgument.rib(parent),
                                                       child: NameArgument.rib(child),
                                                       childKind: viewless ? .viewless : .withView)
            try output.write([file])
        }
    }
}
