import HTTPTypes
import Tracing

/// Reads trace context (`traceparent`, `tracestate`, baggage) from a request's header fields.
struct HTTPFieldsExtractor: Extractor {

    func extract(key: String, from fields: HTTPFields) -> String? {
        HTTPField.Name(key).flatMap { fields[$0] }
    }
}
