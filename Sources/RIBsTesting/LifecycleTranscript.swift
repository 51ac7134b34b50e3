import RIBs
import Testing

/// A RIB subtree's lifecycle in a unit test, one line an event, asserted a whole step at a
/// time: `attached LoggedInRouter to RootRouter`, `activated LoggedInRouter`,
/// `loaded LoggedInRouter`, `deactivated OffGameRouter`, `detached OffGameRouter from LoggedInRouter`.
///
/// ``expect(_:sourceLocation:)`` checks that what happened since the last check is exactly
/// the lines given, in order, and reports the first difference with both transcripts; nothing
/// is left out by accident, and `expect([])` checks that nothing happened.
///
/// ```swift
/// let transcript = LifecycleTranscript(following: launchRouter)
/// try driver.tapButton(titled: "Login")
/// transcript.expect([
///     "deactivated LoggedOutRouter",
///     "detached LoggedOutRouter from RootRouter",
///     "attached LoggedInRouter to RootRouter",
///     ...
/// ])
/// ```
@MainActor
public final class LifecycleTranscript {

    /// Starts recording the events of the tree under `router`, including RIBs attached later.
    ///
    /// - Parameter router: The top of the subtree, usually the launch router.
    public init(following router: any Routing) {
        treeEvents = RIBEvents(following: router)
        subscription = treeEvents.events.sink { [weak self] event in
            MainActor.assumeIsolated {
                self?.unchecked.append(Self.line(for: event))
            }
        }
    }

    /// The events since the last check, one line each.
    public private(set) var unchecked: [String] = []

    /// Checks that the events since the last check are exactly `expected`, in order, then
    /// starts afresh; a difference is reported as a test issue at `sourceLocation`.
    public func expect(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = Self.difference(expected: expected, actual: unchecked) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
        unchecked.removeAll()
    }

    /// The first difference between two transcripts, with both in full; `nil` when they are
    /// the same.
    public static func difference(expected: [String], actual: [String]) -> String? {
        guard expected != actual else {
            return nil
        }
        let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, actual.count)
        func numbered(_ lines: [String]) -> String {
            lines.enumerated().map { offset, line in
                "\(offset == index ? "→" : " ") \(offset + 1). \(line)"
            }.joined(separator: "\n")
        }
        return """
            The lifecycle transcript differs at event \(index + 1):
              expected: \(index < expected.count ? expected[index] : "nothing more")
              actual:   \(index < actual.count ? actual[index] : "nothing more")
            Expected (\(expected.count)):
            \(numbered(expected))
            Actual (\(actual.count)):
            \(numbered(actual))
            """
    }

    // MARK: - Private

    private let treeEvents: RIBEvents
    private var subscription: AnyCancellable?

    private static func line(for event: RIBEvent) -> String {
        let router = String(describing: type(of: event.router))
        let parent = event.parentRouter.map { String(describing: type(of: $0)) }
        switch event.type {
        case .attached:
            return "attached \(router) to \(parent ?? "?")"
        case .detached:
            return "detached \(router) from \(parent ?? "?")"
        case .activated, .loaded, .deactivated:
            return "\(event.type.rawValue) \(router)"
        }
    }
}
