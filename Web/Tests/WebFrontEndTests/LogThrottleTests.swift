import Logging
import Testing
@testable import WebFrontEnd
import WebTesting

/// Lines a client can cause once per connection are logged once a minute for each cause, the
/// next line saying how many were held back.
@Suite(.timeLimit(.minutes(2)))
struct LogThrottleTests {

    @Test func oneLineOfACausePerPeriodAndTheNextSaysHowManyWereHeldBack() {
        let time = ManualTime()
        let throttle = LogThrottle(period: .seconds(60), now: time.now)
        #expect(throttle.admit("timed out") == .log(suppressedBefore: 0))
        #expect(throttle.admit("timed out") == .suppress)
        #expect(throttle.admit("unmasked") == .log(suppressedBefore: 0))
        time.advance(by: .seconds(59))
        #expect(throttle.admit("timed out") == .suppress)
        time.advance(by: .seconds(1))
        #expect(throttle.admit("timed out") == .log(suppressedBefore: 2))
        #expect(throttle.admit("timed out") == .suppress)
        #expect(throttle.admit("unmasked") == .log(suppressedBefore: 0))
    }

    @Test func linesBelowNoticePassAndHeldBackOnesAreDebugLines() throws {
        let log = RecordedLog()
        let throttle = LogThrottle(now: ManualTime().now)
        let logger = log.logger(label: "test", level: .debug).throttled(by: throttle)
        for _ in 0..<3 {
            logger.info("Session started")
            logger.error("Error handling upgrade result")
        }
        let lines = log.text.split(separator: "\n")
        #expect(lines.count(where: { $0.contains("info [") && $0.contains("Session started") }) == 3, "\(log.text)")
        #expect(lines.count(where: { $0.contains("error [") }) == 1, "\(log.text)")
        #expect(lines.count(where: { $0.contains("debug [") && $0.contains("Error handling upgrade result") }) == 2, "\(log.text)")
        // A logger throttled twice counts each line once: the first of its cause is logged.
        let twice = logger.throttled(by: throttle)
        twice.notice("Another cause")
        #expect(log.text.split(separator: "\n").contains { $0.contains(" notice [") && $0.contains("Another cause") }, "\(log.text)")
    }

    /// Pages refused a session (an address opening them too fast, a full server) cost a line a
    /// minute for each cause, however many come.
    @MainActor
    @Test(arguments: [
        // One address opening sessions faster than one a minute.
        (SessionLimits(maxSessions: 100, newSessionsPerAddressPerMinute: 1), true, "opens new sessions too fast"),
        // Addresses of their own, past a cap of two sessions.
        (SessionLimits(maxSessions: 2, newSessionsPerAddressPerMinute: 1_000), false, "holds its maximum"),
    ])
    func pagesRefusedASessionLogOneLineAMinute(limits: SessionLimits, fromOneAddress: Bool, cause: String) async {
        let log = RecordedLog()
        let registry = SessionRegistry.ticTacToe(limits: limits, logger: log.logger(label: "server", level: .debug), now: ManualTime().now)
        var held: [SessionConnection] = []
        for index in 0..<20 {
            let page = SessionConnection()
            if await registry.connect(resuming: nil, connection: page, from: fromOneAddress ? "10.0.0.1" : "10.0.0.\(index)") != nil {
                held.append(page)
            }
        }
        let refusals = log.text.split(separator: "\n").filter { $0.contains(cause) }
        #expect(held.count == 2)
        #expect(refusals.count(where: { $0.contains(" notice [") }) == 1, "\(log.text)")
        #expect(refusals.count(where: { $0.contains(" debug [") }) == 17, "\(log.text)")
    }

    /// Each connection whose request head does not come in time is closed with 408, and
    /// Hummingbird's WebSocket upgrade logs an error for it ("Error handling upgrade result"):
    /// one a minute here, the rest as debug lines, the next error saying how many there were.
    @Test func timedOutRequestHeadsLogOneErrorAMinute() async throws {
        let log = RecordedLog()
        let time = ManualTime()
        let port = ListeningPort()
        let (app, _) = try await TestServer.make(time: time, requestHeadLimits: RequestHeadLimits(headTimeout: .milliseconds(100)),
                                                 logger: log.logger(label: "server", level: .debug), onServerRunning: port.onServerRunning)
        // No connection but the test's: HummingbirdTesting's live client would hold one whose
        // head times out too.
        try await TestServer.run(app, listeningOn: port) { port in
            let partialHead = Array("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
            // Each closed by the server: with its 408, or, should the head's time run out before
            // the server read the partial head (a busy machine), with a reset that may lose it.
            for _ in 0..<5 {
                try await RawConnection.withConnection(port: port, firstBytes: partialHead) { connection in
                    try await connection.readBytesUntilClosed()
                    #expect(!connection.closedByTheTest)
                }
            }
            let line = "Error handling upgrade result"
            try await waitUntil("\(log.text)") { log.text.split(separator: "\n").count(where: { $0.contains(line) }) >= 5 }
            let lines = log.text.split(separator: "\n").filter { $0.contains(line) }
            #expect(lines.count(where: { $0.contains(" error [") }) == 1, "\(lines)")
            #expect(lines.count(where: { $0.contains(" debug [") }) == 4, "\(lines)")

            time.advance(by: .seconds(60))
            try await RawConnection.withConnection(port: port, firstBytes: partialHead) { connection in
                _ = try await connection.readBytesUntilClosed()
            }
            try await waitUntil("\(log.text)") { log.text.split(separator: "\n").count(where: { $0.contains(line) }) >= 6 }
            let last = try #require(log.text.split(separator: "\n").last { $0.contains(line) })
            #expect(last.contains(" error [") && last.contains("suppressed=4"), "\(last)")
        }
    }

    /// A request's logger is the application's, not its connection's: the middleware that
    /// refuses a host name throttles its line itself.
    @Test func requestsForAnotherHostLogOneNoticeAMinute() async throws {
        let log = RecordedLog()
        let port = ListeningPort()
        let (app, _) = try await TestServer.make(logger: log.logger(label: "server", level: .debug), onServerRunning: port.onServerRunning)
        try await TestServer.run(app, listeningOn: port) { port in
            let request = Array("GET / HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n".utf8)
            for _ in 0..<3 {
                try await RawConnection.withConnection(port: port, firstBytes: request) { connection in
                    let response = RawResponse(try await connection.readBytesUntilClosed())
                    #expect(response?.status == 403)
                }
            }
            let line = "Request refused: a host name the server is not reached by"
            try await waitUntil("\(log.text)") { log.text.split(separator: "\n").count(where: { $0.contains(line) }) >= 3 }
            let lines = log.text.split(separator: "\n").filter { $0.contains(line) }
            #expect(lines.count(where: { $0.contains(" notice [") }) == 1, "\(lines)")
            #expect(lines.count(where: { $0.contains(" debug [") }) == 2, "\(lines)")
        }
    }
}
