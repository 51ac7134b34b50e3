import Foundation
import Hummingbird
import HummingbirdTesting
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

/// `/metrics`: what a server counts, in Prometheus' text format, from a registry of the test's
/// own (never the process-wide metrics system).
@Suite(.timeLimit(.minutes(2)))
struct MetricsTests {

    @Test func aGameIsCountedAndServedInPrometheusTextFormat() async throws {
        let (app, _) = try await TestServer.make(metrics: WebMetrics())
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await client.withPage { page in
                try await page.skipWelcomeAndFirstScreen()
                _ = try await page.logIn("Ann", "Bob")
                _ = try await page.play([(1, 1), (0, 0), (2, 2)])
            }
            // On a connection of its own: the live client's, silent while the page played, may
            // have been closed by the server's timeouts meanwhile.
            let response = try #require(try await RawConnection.get("/metrics", port: port))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            let samples = Self.samples(in: response.text)
            #expect(samples["ribs_web_sessions_started_total"] == 1)
            #expect(samples["cells_tapped_total"] == 3)
            #expect(samples["ribs_web_sessions_restored_total"] == 0)
            #expect(samples["ribs_web_store_write_duration_seconds_count"] == 0)
        }
    }

    /// Every metric `/metrics` serves, each read by a test here (or, for the take-over,
    /// in ``SharedStoreTests``) that checks it moves as it should: a metric added without a
    /// test fails ``everyMetricServedIsOneATestReads()``.
    static let metricsTheTestsRead: Set<String> = [
        "ribs_web_sessions", "ribs_web_connections",
        "ribs_web_sessions_started_total", "ribs_web_sessions_restored_total", "ribs_web_sessions_taken_over_total",
        "ribs_web_store_writes_total", "ribs_web_store_write_failures_total", "ribs_web_store_write_duration_seconds",
        "ribs_web_store_rows_refused_total", "ribs_web_sessions_given_way_total",
        "ribs_web_store_rows_set_aside_total",
        // The test app's own, through the registry's action observer.
        "cells_tapped_total",
    ]

    @Test func everyMetricServedIsOneATestReads() async throws {
        let metrics = WebMetrics()
        _ = try await TestServer.make(metrics: metrics)
        let served = Set(metrics.text.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            return parts.count >= 3 && parts[0] == "#" && parts[1] == "TYPE" ? String(parts[2]) : nil
        })
        #expect(served == Self.metricsTheTestsRead)
    }

    @Test func sessionsAndConnectionsAreCountedWhileTheyAreOpen() async throws {
        let metrics = WebMetrics()
        let time = ManualTime()
        let limits = SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000_000)
        let (app, registry) = try await TestServer.make(limits: limits, time: time, metrics: metrics)
        try await app.test(.live) { client in
            Self.expect(metrics, ["ribs_web_sessions": 0, "ribs_web_connections": 0, "ribs_web_sessions_started_total": 0])
            try await client.withPage { first in
                try await first.skipWelcomeAndFirstScreen()
                Self.expect(metrics, ["ribs_web_sessions": 1, "ribs_web_connections": 1, "ribs_web_sessions_started_total": 1])
                try await client.withPage { second in
                    try await second.skipWelcomeAndFirstScreen()
                    Self.expect(metrics, ["ribs_web_sessions": 2, "ribs_web_connections": 2, "ribs_web_sessions_started_total": 2])
                }
                // The second page left before playing: its session went with its connection.
                try await Self.waitForMetrics(metrics, ["ribs_web_sessions": 1, "ribs_web_connections": 1])
                _ = try await first.logIn("Ann", "Bob")
            }
            // The first page played: its session waits for it, without a connection.
            try await Self.waitForMetrics(metrics, ["ribs_web_connections": 0])
            Self.expect(metrics, ["ribs_web_sessions": 1, "ribs_web_sessions_started_total": 2])
            time.advance(by: limits.idleTimeout + .seconds(1))
            await registry.expireIdleSessions()
            Self.expect(metrics, ["ribs_web_sessions": 0, "ribs_web_connections": 0, "ribs_web_sessions_started_total": 2])
        }
    }

    @Test @MainActor func storeWritesAndHowLongTheyTookAreCounted() async throws {
        let metrics = WebMetrics()
        let store = GatedStore()
        store.open()
        let time = ManualTime()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                       store: store, metrics: metrics.server)
        Self.expect(metrics, ["ribs_web_store_writes_total": 0, "ribs_web_store_write_duration_seconds_count": 0])
        let page = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: page))
        await session.play(Self.logInAndPlayTheCentre, from: page, at: time.now())
        await registry.flushSavedStates()
        page.finish()

        let writes = store.batchSizes.count
        #expect(writes > 0)
        Self.expect(metrics, ["ribs_web_store_writes_total": Double(writes), "ribs_web_store_write_failures_total": 0,
                              "ribs_web_store_write_duration_seconds_count": Double(writes)])
        #expect(Self.samples(in: metrics.text)["ribs_web_store_write_duration_seconds_sum"] ?? 0 > 0)
    }

    @Test @MainActor func storeWritesThatFailAreCountedWithHowLongTheyTook() async throws {
        let metrics = WebMetrics()
        let store = GatedStore(failing: true)
        store.open()
        let time = ManualTime()
        let registry = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                       store: store, metrics: metrics.server)
        let page = SessionConnection()
        let session = try #require(await registry.connect(resuming: nil, connection: page))
        await session.play(Self.logInAndPlayTheCentre, from: page, at: time.now())
        await registry.flushSavedStates()
        page.finish()

        // The server retries every second: every failure is timed, none is a write.
        try await WebTesting.waitUntil(timeout: .seconds(20), "failed writes not counted and timed: \(metrics.text)") {
            let samples = Self.samples(in: metrics.text)
            let failures = samples["ribs_web_store_write_failures_total"] ?? 0
            return failures > 0 && samples["ribs_web_store_write_duration_seconds_count"] == failures
        }
        Self.expect(metrics, ["ribs_web_store_writes_total": 0])
    }

    @Test @MainActor func sessionsBroughtBackFromTheStoreAreCountedAsRestoredNotStarted() async throws {
        let store = GatedStore()
        store.open()
        let time = ManualTime()
        let before = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                     store: store)
        let page = SessionConnection()
        let session = try #require(await before.connect(resuming: nil, connection: page))
        await session.play(Self.logInAndPlayTheCentre, from: page, at: time.now())
        await before.flushSavedStates()
        page.finish()

        // A server started again on the same store.
        let metrics = WebMetrics()
        let after = SessionRegistry.ticTacToe(limits: SessionLimits(), logger: TestServer.quietLogger, now: time.now, wallClock: time.date,
                                    store: store, metrics: metrics.server)
        let returning = SessionConnection()
        _ = try #require(await after.connect(resuming: session.token, connection: returning))
        Self.expect(metrics, ["ribs_web_sessions_restored_total": 1, "ribs_web_sessions_started_total": 0, "ribs_web_sessions": 1])
        let newcomer = SessionConnection()
        _ = try #require(await after.connect(resuming: nil, connection: newcomer))
        Self.expect(metrics, ["ribs_web_sessions_restored_total": 1, "ribs_web_sessions_started_total": 1, "ribs_web_sessions": 2])
        returning.finish()
        newcomer.finish()
    }

    /// What a page does to have something to store: logs in, starts a game, plays the centre.
    static let logInAndPlayTheCentre: [UserAction] = [
        .editText(field: "player1Name", text: "Ann"), .editText(field: "player2Name", text: "Bob"),
        .tapButton(id: "login"), .tapButton(id: "startGame"), .tapGridCell(grid: "board", at: GridPosition(row: 1, column: 1)),
    ]

    /// Checks that each of `expected`'s samples has its value in `metrics` now.
    static func expect(_ metrics: WebMetrics, _ expected: [String: Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let samples = samples(in: metrics.text, sourceLocation: sourceLocation)
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(samples[name] == value, "\(name)", sourceLocation: sourceLocation)
        }
    }

    /// Waits until each of `expected`'s samples has its value in `metrics`: the server counts a
    /// closed connection a moment after the page has closed it.
    static func waitForMetrics(_ metrics: WebMetrics, _ expected: [String: Double], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await WebTesting.waitUntil("metrics never reached \(expected): \(metrics.text)", sourceLocation: sourceLocation) {
            let samples = Self.samples(in: metrics.text, sourceLocation: sourceLocation)
            return expected.allSatisfy { samples[$0.key] == $0.value }
        }
    }

    /// The samples of an exposition, by name with labels: every line that is not a comment is
    /// `name{labels} value`, or the test fails.
    static func samples(in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Double] {
        var samples: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let value = Double(parts[1]) else {
                Issue.record("Not a sample: \(line)", sourceLocation: sourceLocation)
                continue
            }
            samples[String(parts[0])] = value
        }
        return samples
    }
}
