import ArgumentParser
import Foundation
import RIBsWiring

/// `ribs-wire`: works out how to wire a new child RIB into its parent, for `ribs new <Child>
/// --parent <Parent>`, or how to remove one, for `ribs remove <Child>`; `ribs` writes the result.
@main
struct RIBsWireCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "ribs-wire",
        abstract: "Work out the edits that wire a child RIB into its parent (for `ribs new --parent`), or remove it (for `ribs remove`).",
        subcommands: [Wire.self, Unwire.self],
        defaultSubcommand: Wire.self
    )

    /// Prints `plan` as JSON, or, when working it out failed, one line on standard error and
    /// exits with status 1.
    static func answer<Plan: Encodable>(_ plan: () throws(WiringError) -> Plan) throws {
        let answer: Plan
        do {
            answer = try plan()
        } catch {
            FileHandle.standardError.write(Data(("Error: " + error.description + "\n").utf8))
            throw ExitCode(1)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(answer))
    }
}

extension RIBsWireCommand {

    /// `ribs-wire <parent> <child>`: the edits that wire a new child into its parent.
    struct Wire: ParsableCommand {

        static let configuration = CommandConfiguration(
            abstract: "Work out the edits that wire a new child RIB into its parent.",
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
            try RIBsWireCommand.answer { () throws(WiringError) in try wiring.plan() }
        }
    }

    /// `ribs-wire unwire <child> [--parent <parent>]`: the edits that remove a child.
    struct Unwire: ParsableCommand {

        static let configuration = CommandConfiguration(
            abstract: "Work out the edits that remove a child RIB from its parent, and the files that go.",
            discussion: """
                Reads the child's files and its parent's, and prints as JSON the parent's files \
                (sources, mocks and tests) as removing the child leaves them, and the child's \
                files and folders to delete. Writes nothing. When something is not as ribs wrote \
                it, prints one line saying which file and what, and exits with status 1.
                """
        )

        @Argument(help: ArgumentHelp("The child RIB's name.", valueName: "child"))
        var child: String

        @Option(help: ArgumentHelp("The parent RIB's name; by default, the one RIB whose Interactable refines the child's Listener.", valueName: "parent"))
        var parent: String?

        @Option(help: ArgumentHelp("The package's root folder.", valueName: "folder"))
        var packagePath = "."

        func run() throws {
            let unwiring = RIBUnwiring(child: child, parent: parent, packageRoot: URL(fileURLWithPath: packagePath))
            try RIBsWireCommand.answer { () throws(WiringError) in try unwiring.plan() }
        }
    }
}
