import Foundation

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

    /// Why `environment` asks for what swift-otel, as the hosts build it, cannot do, and would
    /// stop the process for (a `fatalError` in swift-otel 1.6): gRPC, a Jaeger or X-Ray
    /// sampler, a propagator other than W3C's trace context. `nil` when it asks for none.
    public static func unsupportedSetting(in environment: [String: String]) -> String? {
        for key in ["OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL"] {
            if let value = environment[key], normalized(value) == "grpc" {
                return "\(key)=\(value): spans are sent over OTLP/HTTP only; use http/protobuf (a collector's port 4318)."
            }
        }
        if let sampler = environment["OTEL_TRACES_SAMPLER"], unsupportedSamplers.contains(normalized(sampler)) {
            return "OTEL_TRACES_SAMPLER=\(sampler) is not supported; use always_on, always_off, traceidratio or a parentbased_ one of them."
        }
        if let propagators = environment["OTEL_PROPAGATORS"] {
            let unsupported = propagators.split(separator: ",").map { normalized(String($0)) }.filter(unsupportedPropagators.contains)
            if !unsupported.isEmpty {
                return "OTEL_PROPAGATORS names \(unsupported.joined(separator: ", ")), which is not supported; use OTEL_PROPAGATORS=tracecontext."
            }
        }
        return nil
    }

    /// The URL spans go to for a collector at `base` (`http://collector:4318`), as the OTLP
    /// specification derives it from `OTEL_EXPORTER_OTLP_ENDPOINT`: `base` + `/v1/traces`.
    public static func tracesURL(base: String) -> String {
        base.hasSuffix("/") ? "\(base)v1/traces" : "\(base)/v1/traces"
    }

    // MARK: - Private

    private static let unsupportedSamplers: Set<String> = ["jaeger_remote", "parentbased_jaeger_remote", "xray"]
    private static let unsupportedPropagators: Set<String> = ["baggage", "b3", "b3multi", "jaeger", "xray", "ottrace"]

    private static func normalized(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
