import ArgumentParser
import RIBsGenerator

extension RIBsCommand {

    /// `ribs remove`: the inverse of `ribs new --parent`.
    struct Remove: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a child RIB: take it out of its parent's files, mocks and tests, and delete its own.",
            discussion: """
                Run from the package's root. Undoes what 'ribs new <Child> --parent <Parent>' did: \
                the parent's router, interactor, builder, view controller, mocks and tests lose \
                the child's listener, builder, routes and tests; the child's files, tests and \
                mocks and <Parent>Component+<Child>.swift are deleted. Works on the Welcome RIB \
                'ribs init' writes, too. The parent is the RIB whose Interactable refines \
                <Child>Listener; --parent checks that it is that one.

                ribs removes only what it wrote: when a route or listener method was changed, \
                code that stays still uses the child, or the child has children of its own, it \
                says where and changes nothing. --dry-run prints every change as a unified diff. \
                The edits are worked out by ribs-wire, as for --parent.
                """
        )

        @Argument(help: ArgumentHelp("The child RIB to remove, such as Help.", valueName: "child"))
        var name: String

        @Option(help: ArgumentHelp("The RIB to remove it from; by default the one it is wired into.", valueName: "parent"))
        var parent: String?

        @Flag(help: "Print every change as a unified diff, and change nothing.")
        var dryRun = false

        func validate() throws {
            let child = try NameArgument.rib(name)
            if let parent, try NameArgument.rib(parent) == child {
                throw ValidationError("A RIB cannot be its own parent.")
            }
        }

        func run() throws {
            try ParentUnwiring(child: NameArgument.rib(name), parent: parent.map(NameArgument.rib), dryRun: dryRun).run()
        }
    }
}
