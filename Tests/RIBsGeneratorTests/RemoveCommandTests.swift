import Foundation
import RIBsGeneratorTestSupport
import Testing

/// `ribs remove`, the built binary, on a plan from a stand-in for `ribs-wire`
/// (``UnwiringFixture``): what it prints, writes and deletes, and what it refuses.
@Suite(.timeLimit(.minutes(10)))
struct RemoveCommandTests {

    private let fixture: UnwiringFixture

    init() throws {
        fixture = try UnwiringFixture()
    }

    @Test func aDryRunShowsEveryChangeAsADiffAndChangesNothing() async throws {
        let before = try fixture.snapshot()

        let run = try await fixture.ribs("remove", "Help", "--dry-run")

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            Dry run: nothing is written. 1 files of Root's would change, and 3 would be deleted:

            --- a/Sources/App/Root/RootRouter.swift
            +++ b/Sources/App/Root/RootRouter.swift
            @@ -1,3 +1,1 @@
            -final class RootRouter {
            -    let helpBuilder = HelpBuilder()
            -}
            +final class RootRouter {}
            --- a/Sources/App/Help/HelpBuilder.swift
            +++ /dev/null
            @@ -1,1 +0,0 @@
            -// Sources/App/Help/HelpBuilder.swift
            --- a/Sources/App/Help/HelpRouter.swift
            +++ /dev/null
            @@ -1,1 +0,0 @@
            -// Sources/App/Help/HelpRouter.swift
            --- a/Sources/App/Root/RootComponent+Help.swift
            +++ /dev/null
            @@ -1,1 +0,0 @@
            -// Sources/App/Root/RootComponent+Help.swift
            Would delete the folder Sources/App/Help if nothing else is left in it.

            """)
        #expect(try fixture.snapshot() == before)
    }

    @Test func removingEditsTheParentDeletesTheChildAndSaysSo() async throws {
        let run = try await fixture.ribs("remove", "Help", "--parent", "Root")

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            Edited Sources/App/Root/RootRouter.swift
            Deleted Sources/App/Help/HelpBuilder.swift
            Deleted Sources/App/Help/HelpRouter.swift
            Deleted Sources/App/Root/RootComponent+Help.swift
            Deleted the folder Sources/App/Help
            Removed Help from Root: no file of the package names it any more.

            """)
        #expect(try fixture.snapshot() == UnwiringFixture.removed)
    }

    /// A file the user keeps in the child's folder keeps the folder too.
    @Test func aFolderWithAFileOfTheUsersStays() async throws {
        try "notes\n".write(toFile: fixture.package.path + "/Sources/App/Help/.notes", atomically: false, encoding: .utf8)

        let run = try await fixture.ribs("remove", "Help")

        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains("Deleted the folder"))
        #expect(try String(contentsOfFile: fixture.package.path + "/Sources/App/Help/.notes", encoding: .utf8) == "notes\n")
    }

    @Test func aRefusalOfRibsWireChangesNothing() async throws {
        try FileManager.default.removeItem(atPath: fixture.package.path + "/Sources/App/Help/HelpRouter.swift")
        let before = try fixture.snapshot()

        let run = try await fixture.ribs("remove", "Help")

        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "Error: No HelpRouter.swift under Sources/.\n")
        #expect(try fixture.snapshot() == before)
    }

    /// A file to delete that is a folder by the time `ribs` looks is refused before anything
    /// is written.
    @Test func aFileToDeleteThatIsNoFileChangesNothing() async throws {
        let component = fixture.package.path + "/Sources/App/Root/RootComponent+Help.swift"
        try FileManager.default.removeItem(atPath: component)
        try FileManager.default.createDirectory(atPath: component, withIntermediateDirectories: false)
        let before = try fixture.snapshot()

        let run = try await fixture.ribs("remove", "Help")

        #expect(run.status == 1)
        #expect(run.standardError == "Error: Cannot delete 'Sources/App/Root/RootComponent+Help.swift': it is a folder. Nothing was changed.\n")
        #expect(try fixture.snapshot() == before)
    }

    @Test func namesAreCheckedBeforeAnythingRuns() async throws {
        let itself = try await fixture.ribs("remove", "Help", "--parent", "Help")
        let lowercase = try await fixture.ribs("remove", "help")

        #expect([itself.status, lowercase.status] == [64, 64])
        #expect(itself.standardError.hasPrefix("Error: A RIB cannot be its own parent."))
        #expect(lowercase.standardError.hasPrefix("Error: 'help' is not a Swift type name"))
    }
}
