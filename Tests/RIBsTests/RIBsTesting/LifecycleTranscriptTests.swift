import RIBs
import RIBsTesting
import Testing

/// RIBsTesting's lifecycle transcript: a subtree's events as lines, checked a step at a time,
/// with the first difference reported.
@MainActor
struct LifecycleTranscriptTests {

    private final class ParentRouter: Router<Interactor> {}
    private final class ChildRouter: Router<Interactor> {}

    private let root = ParentRouter(interactor: Interactor())

    init() {
        root.interactor.activate()
        root.load()
    }

    @Test func eachStepIsCheckedWhole() {
        let transcript = LifecycleTranscript(following: root)
        let child = ChildRouter(interactor: Interactor())

        root.attachChild(child)
        transcript.expect(["attached ChildRouter to ParentRouter", "activated ChildRouter", "loaded ChildRouter"])
        root.detachChild(child)
        transcript.expect(["deactivated ChildRouter", "detached ChildRouter from ParentRouter"])

        #expect(transcript.unchecked.isEmpty)
    }

    @Test func aDifferentStepIsReportedWithItsFirstDifference() {
        let transcript = LifecycleTranscript(following: root)
        root.attachChild(ChildRouter(interactor: Interactor()))

        withKnownIssue {
            transcript.expect(["attached ChildRouter to ParentRouter", "loaded ChildRouter"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The lifecycle transcript differs at event 2:") }
        }
        #expect(transcript.unchecked.isEmpty, "a check starts afresh, failed or not")
    }

    @Test func anEmptyCheckSaysNothingHappened() {
        let transcript = LifecycleTranscript(following: root)
        transcript.expect([])
        root.attachChild(ChildRouter(interactor: Interactor()))

        withKnownIssue {
            transcript.expect([])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("expected: nothing more\n  actual:   attached ChildRouter to ParentRouter") }
        }
    }

    @Test func theDifferenceNamesTheEventAndShowsBothTranscripts() {
        #expect(LifecycleTranscript.difference(expected: ["a", "b"], actual: ["a", "b"]) == nil)
        #expect(LifecycleTranscript.difference(expected: ["a", "b", "c"], actual: ["a", "x"]) == """
            The lifecycle transcript differs at event 2:
              expected: b
              actual:   x
            Expected (3):
              1. a
            → 2. b
              3. c
            Actual (2):
              1. a
            → 2. x
            """)
        #expect(LifecycleTranscript.difference(expected: ["a"], actual: ["a", "extra"])?.hasPrefix("""
            The lifecycle transcript differs at event 2:
              expected: nothing more
              actual:   extra
            """) == true)
    }
}
