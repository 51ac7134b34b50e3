import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WebFrontEnd
import WebTesting

/// `/metrics`: what a server counts, in Prometheus' text format, from a registry of the test's
/// own (never the process-wide metrics system).
struct MetricsTests {

    @Test func aGameIsCountedAndServedInPrometheusTextFormat() async throws {
        let (app, _) = try await TestServer.make(metrics: WebMetrics())
        try await app.test(.live) { client in
            try await client.withPage { page in
                try await page.skipWelcomeAndFirstScreen()
                _ = try await page.logIn("Ann", "Bob")
                _ = try await page.play([(1, 1), (0, 0), (2, 2)])
            }
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
                let samples = Self.samples(in: String(buffer: response.body))
                #expect(samples["ribs_web_sessions_started_total"] == 1)
                #expect(samples["tictactoe_moves_total"] == 3)
                #expect(samples["ribs_web_sessions_restored_total"] == 0)
                #expect(samples["ribs_web_store_write_duration_seconds_count"] == 0)
            }
        }
    }

    /// The samples of an exposition, by name with labels: every line that is not a comment is
    /// `name{labels} value`, or the test fails.
    private static func samples(in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Double] {
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
