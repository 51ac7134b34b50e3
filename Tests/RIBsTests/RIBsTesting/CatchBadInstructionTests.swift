import RIBs
import RIBsTesting
import Testing

/// CwlPreconditionTesting's `catchBadInstruction`, as ported RIBs iOS tests call it: a trap in
/// the block is caught, in a copy of the process, and the test goes on.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct CatchBadInstructionTests {

    @Test func aFailedPreconditionIsCaught() {
        let caught = catchBadInstruction {
            precondition(Int.random(in: 0 ... 1) > 1, "never true")
        }
        #expect(caught != nil)
    }

    @Test func aBlockThatReturnsCatchesNothing() {
        #expect(catchBadInstruction { _ = Int.random(in: 0 ... 1) } == nil)
    }

    @Test func aRIBsProgrammingErrorIsCaughtAsRIBsIOSTestsCatchIt() {
        // As RIBs iOS's ComponentizedBuilderTests do: a componentized builder whose `build`
        // is not overridden traps.
        let caught = catchBadInstruction {
            let builder = SimpleComponentizedBuilder<SimpleComponent, BuiltRIB<SimpleComponent>> { SimpleComponent() }
            _ = builder.build()
        }
        #expect(caught != nil)
    }

    @Test func whatTheBlockChangesStaysInItsCopy() {
        var changed = false
        catchBadInstruction {
            changed = true
        }
        #expect(!changed)
    }
}
