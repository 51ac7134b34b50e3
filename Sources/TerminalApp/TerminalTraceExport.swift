#if OpenTelemetry
import ArgumentParser
import Foundation
import Logging
import OTel
import ScreenKit
import ServiceLifecycle
import Tracing

/// Sends a terminal app's spans with swift-otel (OTLP over HTTP), when the standard variables
/// ask (``OpenTelemetryExport``), in builds with the `OpenTelemetry` trait.
///
/// The spans of a run are sent as they end, and the last of them when the app quits, within
/// ``flushDeadline``: a collector that is gone never keeps the terminal from its shell.
/// swift-otel's own messages are not written: they would land on the app's screen.
@MainActor
struct TerminalTraceExport {

    /// The longest an app waits, when it quits, for its last spans to be sent.
    static let flushDeadline: Duration = .seconds(2)

    /// Starts sending `app`'s spans if the environment asks; `nil` otherwise.
    ///
    /// - Throws: `ValidationError` when the variables ask for what swift-otel would stop the
    ///   process for (gRPC, say).
    static func startIfRequested(for app: AppDescriptor) throws -> TerminalTraceExport? {
        let environment = ProcessInfo.processInfo.environment
        guard OpenTelemetryExport.isRequested(environment: environment) else {
            return nil
        }
        if let unsupported = OpenTelemetryExport.unsupportedSetting(in: environment) {
            throw ValidationError(unsupported)
        }
        var configuration = OTel.Configuration.default
        configuration.serviceName = app.identifier
        configuration.metrics.enabled = false
        configuration.logs.enabled = false
        configuration.diagnosticLogger = .custom(Logger(label: app.identifier) { _ in SwiftLogNoOpLogHandler() })
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        InstrumentationSystem.bootstrap(backend.factory)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [.init(service: backend.service)],
            logger: Logger(label: app.identifier) { _ in SwiftLogNoOpLogHandler() }
        ))
        let running = Task.detached {
            // Its failures are swift-otel's to log, and its messages are not written.
            _ = try? await group.run()
        }
        return TerminalTraceExport(group: group, running: running)
    }

    /// Sends what is left, waiting at most ``flushDeadline``: then the sending is cancelled.
    func finish() async {
        await group.triggerGracefulShutdown()
        let running = running
        let deadline = Task.detached {
            try await Task.sleep(for: Self.flushDeadline)
            running.cancel()
        }
        await running.value
        deadline.cancel()
    }

    // MARK: - Private

    private let group: ServiceGroup
    private let running: Task<Void, Never>
}
#endif
