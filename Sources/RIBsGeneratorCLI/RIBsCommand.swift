import ArgumentParser

/// `ribs`: writes the files of new RIBs, as Uber's Xcode templates do, for SwiftPM projects.
@main
struct RIBsCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "ribs",
        abstract: "Generate the files of RIBs: a new RIB, a component extension, a RIB's tests.",
        discussion: """
            Each file holds the protocols and classes of Uber's RIB templates, with TODO \
            comments where your code goes. Existing files are never replaced without --force; \
            --dry-run prints the files instead of writing them.

            EXAMPLES (the tutorial's LoggedIn RIB, its parent Root, and its tests)
              ribs new LoggedIn --viewless -o Sources/TicTacToe/LoggedIn
              ribs extension Root LoggedIn -o Sources/TicTacToe/Root
              ribs tests LoggedIn --viewless --module TicTacToe \\
                  -o Tests/TicTacToeTests/LoggedIn
            """,
        subcommands: [NewRIB.self, ComponentExtension.self, UnitTests.self]
    )
}
