import ArgumentParser
import Foundation
import RIBsWiring

/// `ribs-wire`: works out how to wire a new child RIB into its parent, for `ribs new <Child>
/// --parent <Parent>`, which writes the result.
@main
struct RIBsWireCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "ribs-wire",
        abstract: "Work out the edits that wire a new child RIB into its parent (for `ribs new --parent`).",
        discussion: """
            Reads the parent's Builder, Interactor, Router and ViewController files under \
            Sources/, and its Mocks, RouterTests and InteractorTests under Tests/, and prints as \
            JSON the parent's files as wiring leaves them and where the child's files go. \
            Writes nothing. When a file lacks what ribs writes, prints one line saying which \
            file and what, and exits with status 1.
            """
    )

    @Argument(help: ArgumentHelp("The parent RIB's name.", valueName: "parent"))
    var parent: String

    @Argument(help: ArgumentHelp("The new child RIB's name.", valueName: "child"))
    var child: String

    @Flag(help: "The child has no view of its own.")
    var viewless = false

    @Option(help: ArgumentHelp("The package's root folder.", valueName: "folder"))
    var packagePath = "."

    func run() throws {
        let wiring = RIBWiring(parent: parent, child: child, childIsViewless: viewless, packageRoot: URL(fileURLWithPath: packagePath))
        let plan: WiringPlan
        do {
            plan = try wiring.plan()
        } catch {
            FileHandle.standardError.write(Data(("Error: " + error.description + "\n").utf8))
            throw ExitCode(1)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(plan))
    }
}
