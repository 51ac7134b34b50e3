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
                <Name>Dependency, and removes them in cleanupViews() when it is detached.
                """
        )

        @Argument(help: ArgumentHelp("The RIB's name, an UpperCamelCase Swift type name such as LoggedIn.", valueName: "name"))
        var name: String

        @Flag(help: "Make a RIB without a view controller of its own.")
        var viewless = false

        @OptionGroup
        var output: OutputOptions

        func validate() throws {
            _ = try NameArgument.rib(name)
        }

        func run() throws {
            let rib = try NameArgument.rib(name)
            try output.write(RIBFiles.newRIB(rib, kind: viewless ? .viewless : .withView), nextStep: """
                Next: let the parent's component provide \(rib.typeName)Dependency with
                  ribs extension <Parent> \(rib.typeName)\(viewless ? " --viewless" : "") --output <the parent's folder>
                """)
        }
    }
}
