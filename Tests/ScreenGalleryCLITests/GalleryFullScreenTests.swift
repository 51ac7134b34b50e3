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

    /// The wheel as the terminal reports it with mouse reporting on (SGR, button 65 down, 64
    /// up, at any place): ten notches take the focus thirty rows down the list, and back; a
    /// click is dropped and checks nothing.
    @Test func theWheelScrollsAThousandErrandsAndAClickChecksNothing() async throws {
        let pane = try await TmuxPane(columns: 80, rows: 24)
        try await pane.run("'\(BuiltProduct("screen-gallery").url.path)'; echo \"STATUS=$?\"; echo AFTER-'GALLERY'")
        try await pane.waitForScreen(showing: "Screen gallery", "New errand", "[ ] Buy milk")
        #expect(try await pane.mouseReportingIsOn())
        try await pane.press("BTab", "BTab")
        try await pane.waitForScreen(showing: "▶ │   Add 1,000 errands   │ ◀")
        try await pane.press("Enter")
        try await pane.waitForScreen(showing: "Errands done")
        try await pane.press("BTab", "BTab", "BTab", "BTab")
        try await pane.waitForScreen(showing: "▶ [ ] Buy milk")

        try await pane.type(String(repeating: "\u{1B}[<65;40;12M", count: 10))

        let down = try await pane.waitForScreen(showing: "▶ [ ] Errand 31 ", "▲")
        #expect(!down.contains("Buy milk"))
        try await pane.type("\u{1B}[<0;40;12M\u{1B}[<0;40;12m" + String(repeating: "\u{1B}[<64;40;12M", count: 10))
        let up = try await pane.waitForScreen(showing: "▶ [ ] Buy milk")
        #expect(!up.contains("[x]"))

        try await pane.press("q")
        let end = try await pane.waitForScreen(showing: "AFTER-GALLERY")
        #expect(end.contains("STATUS=0"))
        #expect(try await !pane.mouseReportingIsOn())
    }
}
