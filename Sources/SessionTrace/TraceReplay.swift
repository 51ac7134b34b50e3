import RIBs
import RIBsInspector
import ScreenKit

/// Replays a trace through a new RIB tree, headless: performs each input of the trace in turn
/// and compares everything that follows with what the trace observed.
@MainActor
public enum TraceReplay {

    /// The app a trace is replayed through, built and not yet launched.
    public struct App {

        /// The root of the new tree.
        public let launchRouter: any LaunchRouting

        /// Launches the tree into the window.
        public let launch: @MainActor (Window) -> Void

        /// Hands a link to the app; `nil` for an app that opens none.
        public let openLink: (@MainActor (String) throws -> Void)?

        /// Describes the app to replay through.
        public init(launchRouter: any LaunchRouting, launch: @escaping @MainActor (Window) -> Void,
                    openLink: (@MainActor (String) throws -> Void)?) {
            self.launchRouter = launchRouter
            self.launch = launch
            self.openLink = openLink
        }
    }

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

    /// Replays `trace` through `app`.
    public static func replay(_ trace: Trace, through app: App) -> Outcome {
        let window = Window()
        let inspector = RIBInspector(following: app.launchRouter, capacity: 1)
        let comparison = Comparison(expected: trace.entries)
        let recorder = TraceRecorder(window: window, inspector: inspector) { comparison.append($0) }
        window.performBatchUpdates {
            app.launch(window)
        }
        recorder.recordLaunch()
        var inputs = 0
        while comparison.difference == nil, let input = comparison.nextExpectedInput() {
            inputs += 1
            switch input {
            case let .action(action):
                try? window.perform(action)
            case let .link(link):
                try? recorder.recordLink(link) {
                    guard let openLink = app.openLink else {
                        throw NoLinks()
                    }
                    try window.performBatchUpdates { try openLink(link) }
                }
            }
        }
        let outcome = comparison.difference ?? comparison.finish(inputs: inputs, content: window.content)
        withExtendedLifetime((recorder, app.launchRouter)) {}
        return outcome
    }

    /// Why a link was refused by an app that opens none.
    private struct NoLinks: Error, CustomStringConvertible {
        var description: String {
            "The app opens no links."
        }
    }

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
