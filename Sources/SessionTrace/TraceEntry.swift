/// One line of a trace after its header: what the user did, or what was observed after it.
public enum TraceEntry: Equatable, Sendable {

    /// The RIB tree once the app was launched (or restored), before any input.
    case tree(TraceTree)

    /// What the user did, `milliseconds` after the recording started.
    case input(TraceInput, milliseconds: Int)

    /// A lifecycle or workflow event of the RIB tree.
    case event(TraceEvent)

    /// What the window showed once the app was launched, or once an input was handled.
    case screen(ScreenSummary)

    /// The window refused the last input, for this reason; nothing changed.
    case rejected(String)

    /// The entry without the time of an input, which a replay does not reproduce.
    var untimed: TraceEntry {
        if case let .input(input, _) = self {
            return .input(input, milliseconds: 0)
        }
        return self
    }
}
