import RIBs
import RIBsInspector
import ScreenKit

/// The full-screen terminal front-end's state and drawing: renders a window's screens into
/// frames, keeps the keyboard focus, and turns keys into user actions.
///
/// The session draws into ``frame`` whatever happens; it writes frames to the terminal only
/// between ``startDrawing(to:)`` and ``stopDrawing()``, and then only the rows that changed.
/// ``TerminalUI`` runs one on the real terminal; tests drive one directly.
@MainActor
public final class TerminalSession: WindowRenderer {

    /// What the caller should do after a key.
    public enum Continuation: Equatable, Sendable {

        /// Read the next key.
        case readNextKey

        /// The user asked to quit.
        case quit

        /// The user asked to suspend the app (Ctrl-Z), as the shell's job control does.
        case suspend
    }

    /// Creates a session on `window`, becoming its renderer.
    ///
    /// - Parameters:
    ///   - window: The window to show and drive.
    ///   - size: The terminal's size.
    public init(window: Window, size: TerminalSize) {
        self.window = window
        self.size = size
        frame = TerminalBuffer(size: Self.frameSize(on: size))
        window.renderer = self
    }

    /// The terminal's size, as last told.
    public private(set) var size: TerminalSize

    /// The frame drawn last: the terminal's size, or ``largestFrame`` centred on a terminal
    /// larger than that.
    public private(set) var frame: TerminalBuffer

    /// The largest frame drawn, whatever the terminal's size: room for the card, the RIB tree
    /// beside it and long status lines. Memory, drawing time and output stay bounded on a
    /// terminal of any size; beyond this size the terminal is left blank around the frame.
    public static let largestFrame = TerminalSize(columns: 240, rows: 80)

    /// Whether the RIB tree panel shows beside the screen; the `t` key toggles it.
    public var isTreePanelShown = false {
        didSet {
            followInspectorUpdates()
            draw()
        }
    }

    /// Draws `content`; the window calls it when its content changes. The focus stays where
    /// it was while the screen still shows it (on the same row of a list that changed, or its
    /// last row if the list shrank); otherwise, as on a new screen or when an alert comes or
    /// goes, it goes to the first element, scrolled into view.
    public func render(_ content: WindowContent) {
        if let resolved = focus.flatMap(content.resolved) {
            focus = resolved
        } else {
            focus = content.initialFocus
            scrollOffset = 0
        }
        self.content = content
        draw()
    }

    /// Draws everything again for a terminal of `size`, after the user resized it.
    public func resize(to size: TerminalSize) {
        self.size = size
        writer.invalidate()
        draw()
    }

    /// Shows the tree and the lifecycle timeline that `inspector` follows in the tree panel,
    /// drawn again at each event while the panel shows.
    ///
    /// - Parameter inspector: The inspector of the app's RIB tree; the session keeps it.
    public func followRIBTree(with inspector: RIBInspector) {
        self.inspector = inspector
        followInspectorUpdates()
        draw()
    }

    /// Shows `text` in the status line as a warning until the next key, such as a leak the
    /// leak detector found.
    public func showWarning(_ text: String) {
        statusNotice = StatusMessage(text: text, importance: .warning)
        draw()
    }

    /// Starts writing frames with `write`, beginning with a whole one.
    ///
    /// - Parameter write: Writes text to the terminal, escape sequences included.
    public func startDrawing(to write: @escaping @MainActor (String) -> Void) {
        output = write
        writer.invalidate()
        draw()
    }

    /// Stops writing frames, before the terminal is handed back to the shell.
    public func stopDrawing() {
        output = nil
    }

    // MARK: - Internal

    let window: Window
    /// What the window showed last.
    var content: WindowContent?
    /// What has the focus, if anything does.
    var focus: FocusTarget?
    /// What the user's last key did not do, or a warning; cleared by the next key.
    var statusNotice: StatusMessage?
    /// Whether the last key was a character refused because the focused field is full.
    var lastKeyOverflowedField = false
    /// The first row of the card's content in view, as last drawn.
    var scrollOffset = 0
    /// The rows of the card's content in view and where its elements are, as last drawn; `nil`
    /// while no card shows.
    var view: (rows: Int, layout: CardLayout)?
    /// The inspector whose tree the panel shows, if the session follows one.
    private(set) var inspector: RIBInspector?

    /// Draws the frame and writes what changed, if drawing; inside ``drawingOnce(_:)``, waits
    /// for its draw at the end instead.
    func draw() {
        guard !isDrawingHeldBack else {
            return
        }
        let inspection = isTreePanelShown ? inspector?.snapshot : nil
        let frameSize = Self.frameSize(on: size)
        var painter = FramePainter(content: content, focus: focus, inspection: inspection, status: statusNotice ?? keyHint)
        painter.rewoundIndex = inspection.flatMap(rewoundIndex(in:))
        painter.scrollOffset = scrollOffset
        let painted = painter.paint(size: frameSize)
        frame = painted.buffer
        scrollOffset = painted.scrollOffset
        view = painted.layout.map { (rows: painted.viewRows, layout: $0) }
        guard let output else {
            return
        }
        let origin = CellPosition(column: (max(size.columns, 0) - frameSize.columns) / 2, row: (max(size.rows, 0) - frameSize.rows) / 2)
        let text = writer.output(for: frame, at: origin)
        if !text.isEmpty {
            output(text)
        }
    }

    /// Runs `body`, holding back the draws it asks for, then draws once.
    func drawingOnce<Result>(_ body: () -> Result) -> Result {
        isDrawingHeldBack = true
        defer {
            isDrawingHeldBack = false
            draw()
        }
        return body()
    }

    /// Whether the user only watches (a replay drives the app): keys quit, suspend, show the
    /// tree panel and rewind it, and nothing else.
    public var isWatchOnly = false {
        didSet {
            draw()
        }
    }

    /// The event the tree panel is rewound to, by its number in the inspector's timeline;
    /// `nil` while it shows the tree live.
    var rewoundSequence: Int?

    /// Steps the panel's rewind `steps` events back (negative) or on; past the newest it is
    /// live again. Does nothing while the panel is hidden.
    func rewind(by steps: Int) {
        guard isTreePanelShown, let events = inspector?.timeline.events, !events.isEmpty else {
            return
        }
        // As the panel shows it: an event dropped meanwhile is the oldest kept.
        let current = rewoundSequence.map { sequence in events.firstIndex { $0.sequence >= sequence } ?? events.count - 1 }
            ?? events.count - 1
        let next = current + steps
        rewoundSequence = next >= events.count - 1 ? nil : events[max(next, 0)].sequence
    }

    // MARK: - Private

    /// The index in `inspection`'s events of the event rewound to: the oldest kept if it was
    /// dropped meanwhile; `nil` while live.
    private func rewoundIndex(in inspection: InspectorSnapshot) -> Int? {
        guard let rewoundSequence, !inspection.events.isEmpty else {
            return nil
        }
        return inspection.events.firstIndex { $0.sequence >= rewoundSequence } ?? inspection.events.count - 1
    }

    /// Redraws at each of the inspector's events while the panel shows, and only then: an
    /// event's update costs the inspector a tree with every RIB's saved state.
    private func followInspectorUpdates() {
        guard isTreePanelShown, let inspector else {
            inspectorUpdates = nil
            return
        }
        guard inspectorUpdates == nil else {
            return
        }
        inspectorUpdates = inspector.updates.sink { [weak self] _ in
            MainActor.assumeIsolated {
                self?.draw()
            }
        }
    }

    private var isDrawingHeldBack = false

    /// The size of the frame drawn on a terminal of `size`: at most ``largestFrame``.
    private static func frameSize(on size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(max(size.columns, 0), largestFrame.columns), rows: min(max(size.rows, 0), largestFrame.rows))
    }
    private var writer = FrameWriter()
    private var output: (@MainActor (String) -> Void)?
    private var inspectorUpdates: AnyCancellable?
}
