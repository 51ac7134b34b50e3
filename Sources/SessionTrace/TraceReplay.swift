import RIBs
import RIBsInspector
import ScreenKit

/// Replays a trace through a new RIB tree, headless: performs each input of the trace in turn
/// and compares everything that follows with what the trace observed.
@MainActor
public enum TraceReplay {

    /// How a replay ended.
    public enum Outcome: Sendable {

        /// Everything the trace observed happened again.
        ///
        /// - inputs: The inputs performed.
        /// - observations: The events, screens and refusals that matched.
        /// - content: What the window shows at the end.
        case matched(inputs: Int, observations: Int, content: WindowContent?)

        /// The first difference: at the trace's line `line` (`nil` past its end), the trace
        /// says `expected` (`nil`: nothing more) and the replay did `actual` (`nil`: nothing).
        case differed(line: Int?, expected: TraceEntry?, actual: TraceEntry?)
    }

    /// Replays `trace` through `app`, every input at once.
    public static func replay(_ trace: Trace, through app: AppTree) -> Outcome {
        let run = Run(trace, through: app, in: Window())
        while run.performNextInput() {}
        return run.outcome
    }

    /// Replays `trace` through `app` in `window` at the pace it was recorded, `speed` times
    /// faster, as a front-end shows it (the window's renderer draws each step).
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - app: The app, built and not yet launched.
    ///   - window: The window to launch the app into, its renderer set.
    ///   - speed: How many times faster than recorded; values of 0 or less replay at once.
    /// - Returns: How the replay ended; cancelling the task ends it early, as far as it got.
    public static func replay(_ trace: Trace, through app: AppTree, in window: Window, speed: Double) async -> Outcome {
        let run = Run(trace, through: app, in: window)
        let start = ContinuousClock.now
        while let milliseconds = run.nextInputTime, !Task.isCancelled {
            if speed > 0 {
                // A wait of at most a day before any one input, whatever the trace says.
                let seconds = min(Double(milliseconds) / 1_000 / speed, Self.longestWait)
                try? await Task.sleep(until: start + .milliseconds(Int64((seconds * 1_000).rounded())), clock: .continuous)
            }
            guard !Task.isCancelled, run.performNextInput() else {
                break
            }
        }
        if !Task.isCancelled {
            // Past the last input: what the trace still observes and the replay did not is a
            // difference.
            _ = run.performNextInput()
        }
        return run.outcome
    }

    /// One replay: the app launched into a window, the trace's inputs performed one by one and
    /// what follows each compared with the trace.
    @MainActor
    private final class Run {

        init(_ trace: Trace, through app: AppTree, in window: Window) {
            self.app = app
            self.window = window
            let comparison = Comparison(expected: trace.entries)
            self.comparison = comparison
            inspector = RIBInspector(following: app.launchRouter, capacity: 1)
            recorder = TraceRecorder(window: window, inspector: inspector) { comparison.append($0) }
            app.launch(in: window)
            recorder.recordLaunch()
        }

        /// When the next input was recorded, in milliseconds since the start; `nil` once the
        /// trace is done or differs.
        var nextInputTime: Int? {
            guard comparison.difference == nil, case let .input(_, milliseconds)? = comparison.peekInput() else {
                return nil
            }
            return milliseconds
        }

        /// Performs the trace's next input, if the replay can go on.
        ///
        /// - Returns: Whether an input was performed.
        func performNextInput() -> Bool {
            guard comparison.difference == nil, let input = comparison.nextExpectedInput() else {
                return false
            }
            inputs += 1
            switch input {
            case let .action(action):
                try? window.perform(action)
            case let .link(link):
                try? recorder.recordLink(link) { [app, window] in
                    try app.open(link, in: window)
                }
            }
            return true
        }

        /// How the replay ended, or how it stands.
        var outcome: Outcome {
            comparison.difference ?? comparison.finish(inputs: inputs, content: window.content)
        }

        private let app: AppTree
        private let window: Window
        private let comparison: Comparison
        private let inspector: RIBInspector
        private let recorder: TraceRecorder
        private var inputs = 0
    }

    /// The longest a paced replay waits for an input, from its start, in seconds.
    private static let longestWait = 24 * 3_600.0

    /// What the replay did so far, against what the trace says.
    @MainActor
    private final class Comparison {

        init(expected: [(line: Int, entry: TraceEntry)]) {
            self.expected = expected
        }

        /// The first difference, once there is one.
        private(set) var difference: Outcome?

        /// Compares what the replay did next with the trace.
        func append(_ entry: TraceEntry) {
            guard difference == nil else {
                return
            }
            guard position < expected.count else {
                difference = .differed(line: nil, expected: nil, actual: entry)
                return
            }
            let (line, expectedEntry) = expected[position]
            guard expectedEntry.untimed == entry.untimed else {
                difference = .differed(line: line, expected: expectedEntry, actual: entry)
                return
            }
            position += 1
        }

        /// The trace's next entry if it is an input, without taking it; `nil` otherwise.
        func peekInput() -> TraceEntry? {
            guard position < expected.count, case .input = expected[position].entry else {
                return nil
            }
            return expected[position].entry
        }

        /// The trace's next entry, if it is an input, for the replay to perform; `nil` at the
        /// end of the trace or, with a difference recorded, where the trace observed something
        /// the replay did not do.
        func nextExpectedInput() -> TraceInput? {
            guard position < expected.count else {
                return nil
            }
            guard case let .input(input, _) = expected[position].entry else {
                difference = .differed(line: expected[position].line, expected: expected[position].entry, actual: nil)
                return nil
            }
            return input
        }

        func finish(inputs: Int, content: WindowContent?) -> Outcome {
            .matched(inputs: inputs, observations: position - inputs, content: content)
        }

        private let expected: [(line: Int, entry: TraceEntry)]
        private var position = 0
    }
}
