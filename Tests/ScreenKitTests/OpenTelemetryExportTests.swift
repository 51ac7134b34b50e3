import ScreenKit
import Testing

/// When a host sends its spans: the standard variables, and a host's own option.
struct OpenTelemetryExportTests {

    @Test(arguments: [
        (nil, [:], false),
        ("http://localhost:4318", [:], true),
        (nil, ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"], true),
        (nil, ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"], true),
        (nil, ["OTEL_TRACES_EXPORTER": "otlp"], true),
        (nil, ["OTEL_TRACES_EXPORTER": "none"], false),
        (nil, ["OTEL_SERVICE_NAME": "shop"], false),
        ("http://localhost:4318", ["OTEL_SDK_DISABLED": "true"], false),
        (nil, ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "TRUE"], false),
    ] as [(String?, [String: String], Bool)])
    func spansAreSentOnlyWhenAnEndpointOrTheExporterIsNamed(endpoint: String?, environment: [String: String], isRequested: Bool) {
        #expect(OpenTelemetryExport.isRequested(endpoint: endpoint, environment: environment) == isRequested)
    }

    @Test(arguments: [
        (["OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"], "OTEL_EXPORTER_OTLP_PROTOCOL=grpc: spans are sent over OTLP/HTTP only"),
        (["OTEL_EXPORTER_OTLP_TRACES_PROTOCOL": " GRPC "], "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL= GRPC : spans are sent over OTLP/HTTP only"),
        (["OTEL_TRACES_SAMPLER": "jaeger_remote"], "OTEL_TRACES_SAMPLER=jaeger_remote is not supported"),
        (["OTEL_TRACES_SAMPLER": "xray"], "OTEL_TRACES_SAMPLER=xray is not supported"),
        (["OTEL_PROPAGATORS": "tracecontext,baggage"], "OTEL_PROPAGATORS names baggage, which is not supported"),
        (["OTEL_PROPAGATORS": "b3, b3multi"], "OTEL_PROPAGATORS names b3, b3multi, which is not supported"),
    ])
    func whatSwiftOTelWouldStopTheProcessForIsRefusedWithAMessage(environment: [String: String], message: String) throws {
        let said = try #require(OpenTelemetryExport.unsupportedSetting(in: environment))
        #expect(said.hasPrefix(message), "\(said)")
    }

    @Test(arguments: [
        [:],
        ["OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf"],
        ["OTEL_EXPORTER_OTLP_TRACES_PROTOCOL": "http/json"],
        ["OTEL_TRACES_SAMPLER": "parentbased_traceidratio"],
        ["OTEL_PROPAGATORS": "tracecontext"],
        ["OTEL_PROPAGATORS": "none"],
    ])
    func whatItCanDoPasses(environment: [String: String]) {
        #expect(OpenTelemetryExport.unsupportedSetting(in: environment) == nil)
    }

    @Test func theTracesPathFollowsTheBaseURL() {
        #expect(OpenTelemetryExport.tracesURL(base: "http://collector:4318") == "http://collector:4318/v1/traces")
        #expect(OpenTelemetryExport.tracesURL(base: "http://collector:4318/") == "http://collector:4318/v1/traces")
        #expect(OpenTelemetryExport.tracesURL(base: "https://otel.example.com/tenant/a") == "https://otel.example.com/tenant/a/v1/traces")
    }
}
