import InMemoryTracing
import RIBs
import ScreenKit
import Testing
import Tracing

/// Each action a window performs is a span when a tracer is set; each test binds its own
/// in-memory tracer to its task, so that none sets a process-wide tracer.
@MainActor
struct WindowTracingTests {

    /// A form whose button starts a span of its own, as an interactor's traced work would.
    private final class FormViewController: ViewController {
        var tracer: InMemoryTracer?

        override var screen: Screen {
            Screen(title: "Form", elements: [
                .textField(TextField(id: "name", placeholder: "Name")),
                .button(Button(id: "send", title: "Send")),
                .button(Button(id: "off", title: "Off", isEnabled: false)),
            ])
        }

        override func buttonTapped(_ id: String) {
            tracer?.startSpan("the app's work").end()
        }
    }

    private let window = Window()
    private let form = FormViewController()

    init() {
        window.rootViewController = form
        window.makeKeyAndVisible()
    }

    @Test func anActionIsASpanUnderTheCurrentOneWithTheWorkItCausesBeneathIt() throws {
        let tracer = InMemoryTracer()
        form.tracer = tracer
        let message = tracer.startSpan("message")

        try withTracer(tracer) {
            try InstrumentationContext.withValue(message.context) {
                try window.perform(.tapButton(id: "send"))
            }
        }

        let spans = tracer.finishedSpans
        #expect(spans.map(\.operationName) == ["the app's work", "perform tapButton"])
        let action = try #require(spans.last)
        #expect(action.parentSpanID == message.spanID)
        #expect(spans.first?.parentSpanID == action.spanID)
        #expect(action.attributes.get(WindowTracing.actionAttribute) == "tapButton")
        #expect(action.attributes.get(WindowTracing.fieldAttributePrefix + "id") == "send")
        #expect(action.attributes.get(WindowTracing.viewControllerAttribute) == "FormViewController")
        #expect(action.attributes.get(WindowTracing.rejectionAttribute) == nil)
    }

    @Test func aTypedTextIsNotRecordedOnlyItsLength() throws {
        let tracer = InMemoryTracer()

        try withTracer(tracer) {
            try window.perform(.editText(field: "name", text: "Ada Lovelace"))
        }

        let action = try #require(tracer.finishedSpans.first)
        #expect(action.operationName == "perform editText")
        #expect(action.parentSpanID == nil)
        #expect(action.attributes.get(WindowTracing.fieldAttributePrefix + "field") == "name")
        #expect(action.attributes.get(WindowTracing.typedLengthAttribute) == 12)
        #expect(action.attributes.get(WindowTracing.fieldAttributePrefix + "text") == nil)
    }

    @Test func aRefusedActionSaysWhyAndIsStillRefused() throws {
        let tracer = InMemoryTracer()

        #expect(throws: UserActionRejection.disabled(reason: nil)) {
            try withTracer(tracer) {
                try window.perform(.tapButton(id: "off"))
            }
        }

        let action = try #require(tracer.finishedSpans.first)
        #expect(action.attributes.get(WindowTracing.rejectionAttribute) == "That can't be used right now.")
    }

    @Test func withoutATracerAnActionStartsNoSpan() throws {
        let tracer = InMemoryTracer()
        form.tracer = tracer

        try window.perform(.tapButton(id: "send"))

        #expect(tracer.finishedSpans.map(\.operationName) == ["the app's work"])
        #expect(tracer.finishedSpans.first?.parentSpanID == nil)
    }
}
