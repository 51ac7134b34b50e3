import SystemCalls

/// What ``catchBadInstruction(in:)`` caught: the signal a trap ended the block with.
public struct BadInstructionException: Error, Equatable, Sendable {

    /// The signal: `SIGILL` or `SIGTRAP`, as a failed `precondition`, `assert` or `fatalError`
    /// raises.
    public let signal: Int32
}

/// Runs `block` and tells whether it trapped, as a failed `precondition`, `assertionFailure` or
/// `fatalError` does, without ending the test: CwlPreconditionTesting's `catchBadInstruction`,
/// under its name, so that RIBs iOS tests ported by `ribs port` check a programming error as they
/// did.
///
/// `block` runs in a copy of the test process (`fork`) of the calling thread alone: it may build
/// and call RIBs, but must not wait for another thread, and what it changes stays in the copy.
/// Swift Testing's exit tests, `#expect(processExitsWith: .failure)`, do the same for a test of
/// its own.
///
/// - Returns: What was caught, or `nil` if `block` returned.
@discardableResult
public func catchBadInstruction(in block: () -> Void) -> BadInstructionException? {
    TrapCatcher.trapSignal(of: block).map(BadInstructionException.init(signal:))
}
