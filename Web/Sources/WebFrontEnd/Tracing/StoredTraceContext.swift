import Foundation
import Tracing

/// The trace context a session's row keeps: the tracer's propagation fields (W3C's
/// `traceparent` and `tracestate` with swift-otel) of the message whose change was saved last,
/// as JSON text, so that the server that resumes the session links its spans to that message's.
enum StoredTraceContext {

    /// The most bytes kept: a `traceparent` is 55, and W3C asks that a `tracestate` of 512 be
    /// propagated; a longer context is not kept, and the resume is not linked.
    static let maxLength = 1_024

    /// The context of the span current in the task, as the store keeps it; `nil` without a
    /// traced span (no tracer set), or beyond ``maxLength``.
    static func current() -> String? {
        guard let context = InstrumentationContext.current else {
            return nil
        }
        var fields: [String: String] = [:]
        InstrumentationSystem.instrument.inject(context, into: &fields, using: DictionaryInjector())
        guard !fields.isEmpty,
              let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]),
              data.count <= maxLength else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The context `text` keeps, to link to; `nil` if it is not what ``current()`` writes.
    static func context(from text: String) -> InstrumentationContext? {
        guard text.utf8.count <= maxLength,
              let fields = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String],
              !fields.isEmpty else {
            return nil
        }
        var context = InstrumentationContext.topLevel
        InstrumentationSystem.instrument.extract(fields, into: &context, using: DictionaryExtractor())
        return context
    }
}

/// Writes propagation fields into a dictionary.
private struct DictionaryInjector: Injector {
    func inject(_ value: String, forKey key: String, into fields: inout [String: String]) {
        fields[key] = value
    }
}

/// Reads propagation fields from a dictionary.
private struct DictionaryExtractor: Extractor {
    func extract(key: String, from fields: [String: String]) -> String? {
        fields[key]
    }
}
