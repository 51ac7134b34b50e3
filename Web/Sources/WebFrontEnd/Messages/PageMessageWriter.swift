import ScreenKit

/// Writes one connection's messages as the JSON text its page is sent.
///
/// A page that applies patches (it asked with `/ws?patches=1`) is sent each screen after the
/// first as a ``ScreenPatch`` of the screen this connection wrote before it, whenever that is
/// smaller than the whole screen. The writer keeps that one screen, no more, for as long as
/// the connection lives; a new connection (a reload, a reconnection) starts with the whole
/// screen.
///
/// Patches are made here, as the connection's writer writes each message, not when the session
/// sends it: a screen dropped from a full buffer (``SessionConnection/bufferLimit``) was never
/// written, so no patch is ever made against a screen the page does not show.
struct PageMessageWriter {

    /// Whether the page applies `screenPatch` messages.
    let sendsPatches: Bool

    /// Creates a writer for a new connection.
    ///
    /// - Parameter sendsPatches: Whether the page applies `screenPatch` messages.
    init(sendsPatches: Bool) {
        self.sendsPatches = sendsPatches
    }

    /// The text to send for `message`.
    mutating func text(for message: ServerMessage) -> String {
        let full = message.json
        guard sendsPatches, case let .screen(content, inputs) = message else {
            return full
        }
        defer {
            shown = content
        }
        guard let shown, let patch = ScreenPatch(from: shown, to: content, inputs: inputs)?.json,
              patch.utf8.count < full.utf8.count else {
            return full
        }
        return patch
    }

    // MARK: - Private

    /// The screen the page shows: the last one this connection wrote.
    private var shown: WindowContent?
}
