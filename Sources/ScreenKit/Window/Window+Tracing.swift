import Tracing

/// The names of what a ``Window`` reports through swift-distributed-tracing.
///
/// When a tracer is set, each ``UserAction`` a window performs is a span named
/// `perform <action>` (such as `perform tapButton`), a child of the span current in the task
/// (the web message that carried it, say); the work the action causes (the interactor's, the
/// RIBs it attaches, which link to it) happens inside it. Its attributes name the action and
/// its fields (element identifiers, indices, on or off), never a text the user typed.
public enum WindowTracing {

    /// The attribute naming the action, such as `tapButton`.
    public static let actionAttribute = "ui.action"

    /// The prefix of the attributes holding the action's fields, such as `ui.action.id`.
    public static let fieldAttributePrefix = "ui.action."

    /// The attribute holding the length, in characters, of a text typed into a field.
    public static let typedLengthAttribute = "ui.action.text_length"

    /// The attribute naming the view controller on top, which the action went to.
    public static let viewControllerAttribute = "ui.view_controller"

    /// The attribute saying why the window refused the action, when it did.
    public static let rejectionAttribute = "ui.rejection"
}

extension Window {

    /// Runs `perform` in a span of `action` when a tracer is set, and returns why it refused
    /// the action, if it did.
    func performTraced(_ action: UserAction, _ perform: () throws(UserActionRejection) -> Void) -> UserActionRejection? {
        let tracer = InstrumentationSystem.tracer
        guard !(tracer is NoOpTracer) else {
            return Self.rejection(of: perform)
        }
        let span = tracer.startSpan("perform \(action.name)", context: InstrumentationContext.current ?? .topLevel, ofKind: .internal)
        defer { span.end() }
        span.attributes = attributes(of: action)
        let rejection = InstrumentationContext.withValue(span.context) {
            Self.rejection(of: perform)
        }
        if let rejection {
            span.attributes[WindowTracing.rejectionAttribute] = rejection.description
        }
        return rejection
    }

    // MARK: - Private

    private static func rejection(of perform: () throws(UserActionRejection) -> Void) -> UserActionRejection? {
        do {
            try perform()
            return nil
        } catch {
            return error
        }
    }

    private func attributes(of action: UserAction) -> SpanAttributes {
        var attributes: SpanAttributes = [:]
        attributes[WindowTracing.actionAttribute] = action.name
        for (key, value) in action.fields {
            switch (key, value) {
            case let ("text", .string(text)) where action.name == "editText":
                attributes[WindowTracing.typedLengthAttribute] = text.count
            case let (_, .string(text)):
                attributes[WindowTracing.fieldAttributePrefix + key] = text
            case let (_, .integer(number)):
                attributes[WindowTracing.fieldAttributePrefix + key] = number
            case let (_, .bool(isOn)):
                attributes[WindowTracing.fieldAttributePrefix + key] = isOn
            }
        }
        if let top = root?.topViewController {
            attributes[WindowTracing.viewControllerAttribute] = String(describing: type(of: top))
        }
        return attributes
    }
}
