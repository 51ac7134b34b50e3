import ArgumentParser
import RIBsGenerator

extension RIBsCommand {

    /// `ribs tests`: the interactor's and router's tests, and the RIB's mocks.
    struct UnitTests: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "tests",
            abstract: "Write <Name>InteractorTests, <Name>RouterTests and <Name>Mocks for a RIB made by 'ribs new'.",
            discussion: """
                The tests use Swift Testing and pass as generated. The mocks count calls \
                (...CallCount) and run closures (...Handler) for each method of the RIB's \
                protocols; the parent's tests use <Name>BuildableMock.
                """
        )

        @Argument(help: ArgumentHelp("The RIB's name, as given to 'ribs new'.", valueName: "name"))
        var name: String

        @OptionGroup
        var kind: RIBKindOptions

        @Option(help: ArgumentHelp("The module that holds the RIB, for '@testable import'.", valueName: "module"))
        var module: String

        @OptionGroup
        var output: OutputOptions

        func validate() throws {
            _ = try NameArgument.rib(name)
            _ = try NameArgument.module(module)
        }

        func run() throws {
            let files = try RIBFiles.tests(for: NameArgument.rib(name),
                                           kind: kind.kind,
                                           module: NameArgument.module(module))
            try output.write(files)
        }
    }
}
