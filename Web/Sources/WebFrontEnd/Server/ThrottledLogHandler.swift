import Logging

/// Passes a logger's lines on to its own handler, those of level notice and above through a
/// ``LogThrottle``: one line per message and minute, the next one logged saying how many were
/// held back (`suppressed=41`). A line held back is logged at debug level instead, for a server
/// whose log level shows debug lines.
///
/// A connection's logger goes through it (``GuardedHTTPChannel``), and so do the lines a page
/// can cause once per connection on its session's logger: what a client repeats at will costs a
/// line a minute, while lines below notice (a connection's debug lines) pass as they are.
struct ThrottledLogHandler: LogHandler {

    /// The lowest level held back.
    static let throttledLevel = Logger.Level.notice

    /// Creates a handler passing lines on to `handler`.
    init(wrapping handler: any LogHandler, throttle: LogThrottle) {
        wrapped = handler
        self.throttle = throttle
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { wrapped.metadataProvider }
        set { wrapped.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        guard event.level >= Self.throttledLevel else {
            wrapped.log(event: event)
            return
        }
        switch throttle.admit(event.message.description) {
        case .suppress:
            guard wrapped.logLevel <= .debug else {
                return
            }
            var event = event
            event.level = .debug
            wrapped.log(event: event)
        case let .log(suppressedBefore):
            var event = event
            if suppressedBefore > 0 {
                event.metadata = (event.metadata ?? [:]).merging(["suppressed": "\(suppressedBefore)"]) { _, count in count }
            }
            wrapped.log(event: event)
        }
    }

    // MARK: - Private

    private var wrapped: any LogHandler
    private let throttle: LogThrottle
}

extension Logger {

    /// This logger, its lines of level notice and above through `throttle`; itself if they go
    /// through a throttle already, so that no line is counted twice.
    func throttled(by throttle: LogThrottle) -> Logger {
        guard !(handler is ThrottledLogHandler) else {
            return self
        }
        var logger = self
        logger.handler = ThrottledLogHandler(wrapping: handler, throttle: throttle)
        return logger
    }
}
