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

    @Test func theTracesPathFollowsTheBaseURL() {
        #expect(OpenTelemetryExport.tracesURL(base: "http://collector:4318") == "http://collector:4318/v1/traces")
        #expect(OpenTelemetryExport.tracesURL(base: "http://collector:4318/") == "http://collector:4318/v1/traces")
        #expect(OpenTelemetryExport.tracesURL(base: "https://otel.example.com/tenant/a") == "https://otel.example.com/tenant/a/v1/traces")
    }
}
