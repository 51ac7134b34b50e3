import RIBs
import Testing

// Programming errors are caught by assertions, which exist in debug builds only; each test runs
// its body in a child process (a Swift Testing exit test) and expects that process to crash.
#if DEBUG
@MainActor
struct ProgrammingErrorTests {

    @Test func attachingTheSameChildTwiceCrashes() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let parent = RecordingRouter(name: "parent")
            let child = RecordingRouter(name: "child")
            parent.attachChild(child)
            parent.attachChild(child)
        }
    }

    /// The control for the test above: the same steps without the second attach.
    @Test func attachingAChildOnceDoesNotCrash() async {
        await #expect(processExitsWith: .success) { @MainActor in
            let parent = RecordingRouter(name: "parent")
            let child = RecordingRouter(name: "child")
            parent.attachChild(child)
        }
    }
}
#endif
