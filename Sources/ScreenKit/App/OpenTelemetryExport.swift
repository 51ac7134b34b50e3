/// When a host sends its spans to an OpenTelemetry collector, by the standard variables every
/// OpenTelemetry SDK reads: shared by the web host and the terminal host (docs/observability.md).
public enum OpenTelemetryExport {

    /// Whether `endpoint` (a host's option) or `environment` asks for spans to be sent:
    /// `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` set, or
    /// `OTEL_TRACES_EXPORTER=otlp`; never with `OTEL_SDK_DISABLED=true`.
    public static func isRequested(endpoint: String? = nil, environment: [String: String]) -> Bool {
        if ["true", "1", "yes"].contains(environment["OTEL_SDK_DISABLED"]?.lowercased()) {
            return false
        }
        return endpoint != nil
            || environment["OTEL_EXPORTER_OTLP_ENDPOINT"] != nil
            || environment["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"] != nil
            || environment["OTEL_TRACES_EXPORTER"] == "otlp"
    }

    /// The URL spans go to for a collector at `base` (`http://collector:4318`), as the OTLP
    /// specification derives it from `OTEL_EXPORTER_OTLP_ENDPOINT`: `base` + `/v1/traces`.
    public static func tracesURL(base: String) -> String {
        base.hasSuffix("/") ? "\(base)v1/traces" : "\(base)/v1/traces"
    }
}
