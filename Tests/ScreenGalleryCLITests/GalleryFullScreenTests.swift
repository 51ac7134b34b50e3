import Foundation
import ProcessTestSupport
import Testing

/// The gallery in the full-screen mode, through the real binary in a real terminal (a tmux
/// pane) of the classic 80×24: a list of a thousand rows scrolls, End reaches its last row and
/// Space checks it.
@Suite(.timeLimit(.minutes(5)), .enabled(if: TmuxPane.isAvailable, "needs tmux; .ci/run installs it"))
struct GalleryFullScreenTests {

    @Test func aThousandErrandsShowTheirFirstRowsAndEndTheLastWhichSpaceChecks() async throws {
        let pane = try await TmuxPane(columns: 80, rows: 24)
        try await pane.run("'\(BuiltProduct("screen-gallery").url.path)'; echo \"STATUS=$?\"; echo AFTER-'GALLERY'")
        try await pane.waitForScreen(showing: "Screen gallery", "New errand", "[ ] Buy milk")

        // Field, Add errand, the list, the toggle, the choice, Clear done, then Add 1,000 errands.
        try await pane.press("BTab", "BTab")
        try await pane.waitForScreen(showing: "▶ │   Add 1,000 errands   │ ◀")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Errands done")

        // Back past Clear done, the choice and the toggle into the list, at its first row.
        try await pane.press("BTab", "BTab", "BTab", "BTab")
        let first = try await pane.waitForScreen(showing: "▶ [ ] Buy milk", "[ ] Errand 4 ", "▼")
        #expect(!first.contains("Errand 1003"))

        try await pane.press("End")
        let last = try await pane.waitForScreen(showing: "▶ [ ] Errand 1003", "[Remove]", "▲")
        #expect(!last.contains("Buy milk"))
        #expect(last.contains("Errand 1002"))

        try await pane.press("Space")
        try await pane.waitForScreen(showing: "▶ [x] Errand 1003")

        try await pane.press("q")
        let end = try await pane.waitForScreen(showing: "AFTER-GALLERY")
        #expect(end.contains("STATUS=0"))
    }
}
