import Foundation
import ProcessTestSupport
import Testing

/// The gallery in plain mode, through the real binary with piped input.
@Suite(.timeLimit(.minutes(5)))
struct GalleryPlainModeTests {

    private let gallery = BuiltProduct("screen-gallery")

    /// Where the gallery saves its state: a folder of the test's own, not the user's.
    private let stateHome = StateHome()

    @Test func twoErrandsAddedInARowBothLandAndRowsAreActedOnByNumber() async throws {
        let run = try await gallery.run(arguments: ["--plain"],
                                        input: "New errand: Milk\nadd\nNew errand: Eggs\nadd\ncheck 5\nremove 1\nquit\n",
                                        environment: stateHome.environment)

        #expect(run.exitStatus == 0)
        let screens = run.standardOutput.components(separatedBy: "=== Screen gallery ===")
        let last = try #require(screens.last)
        #expect(last.contains("  1. [ ] Post the letter\n  2. [ ] Call Grandma\n  3. [ ] Milk\n  4. [x] Eggs\n"))
        #expect(last.contains("Errands done: 25%"))
        #expect(!run.standardOutput.contains("Unknown command"))
    }
}
