/// A short sentence saying where and why decoding failed, for ``SavedTreeError``.
struct DecodingErrorDescription {

    let text: String

    init(_ error: any Error) {
        guard let decodingError = error as? DecodingError else {
            text = "\(error)"
            return
        }
        switch decodingError {
        case let .keyNotFound(key, context):
            text = "no value for \"\(key.stringValue)\"" + Self.location(context.codingPath)
        case let .typeMismatch(type, context):
            text = "expected \(type)" + Self.location(context.codingPath)
        case let .valueNotFound(type, context):
            text = "expected \(type), found null" + Self.location(context.codingPath)
        case let .dataCorrupted(context):
            text = context.debugDescription + Self.location(context.codingPath)
        @unknown default:
            text = "\(decodingError)"
        }
    }

    private static func location(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else {
            return ""
        }
        let path = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
    }
}
