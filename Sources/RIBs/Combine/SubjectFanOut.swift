#if !canImport(Combine)
import Synchronization

/// One OpenCombine subscription of a subject, shared by every RIBs `sink` on it: each
/// ``FanOutSink`` joins and leaves it without a subscription of its own.
///
/// OpenCombine's subjects are not specialised across modules: a subscription of its own makes
/// the subject look up the generic metadata of its conduit, of `Optional`s of it and of its
/// list half a dozen times, allocate a conduit and two locks, and do most of it again on
/// cancel, some 9,000 instructions. Joining a fan-out is an append to an array, in code
/// specialised where the `sink` is written.
///
/// The fan-out stays subscribed for the subject's life (the subject keeps it, through its
/// conduit), so that the next `sink` finds it; it forwards each value to the sinks that had
/// joined when the subject sent it and were not cancelled by then, in the order they joined,
/// as the subject does with its own subscribers (which OpenCombine keeps in a set, in no
/// order); and the subject's completion to each, after which it takes no one: a `sink` on a
/// finished subject subscribes it directly, to be told the completion as OpenCombine tells it.
@usableFromInline
final class SubjectFanOut<Output, Failure: Error>: Subscriber {

    /// The fan-out of `subject`, subscribed to it if there was none.
    @inlinable
    static func of<S: Subject>(_ subject: S) -> SubjectFanOut where S.Output == Output, S.Failure == Failure {
        if let found = SubjectFanOuts.fanOut(of: subject) as? SubjectFanOut, found.subject === subject {
            return found
        }
        let fanOut = SubjectFanOut(subject: subject)
        subject.subscribe(fanOut)
        SubjectFanOuts.register(fanOut, of: subject)
        return fanOut
    }

    @usableFromInline
    init(subject: AnyObject) {
        self.subject = subject
        subjectIdentifier = ObjectIdentifier(subject)
    }

    deinit {
        SubjectFanOuts.forget(subjectIdentifier)
    }

    /// Adds `sink` to those told from now on, unless the subject has completed.
    ///
    /// - Returns: Whether it was added.
    @inlinable
    func add(_ sink: FanOutSink<Output, Failure>) -> Bool {
        lock.withLock { _ in
            guard !isCompleted else {
                return false
            }
            sinks.append(sink)
            return true
        }
    }

    /// Stops telling `sink`.
    @inlinable
    func remove(_ sink: FanOutSink<Output, Failure>) {
        lock.withLock { _ in
            // Searched from the end: the latest to join is the likeliest to leave.
            if let index = sinks.lastIndex(where: { $0 === sink }) {
                sinks.remove(at: index)
            }
        }
    }

    @usableFromInline
    func receive(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    @usableFromInline
    func receive(_ input: Output) -> Subscribers.Demand {
        var sinks: ContiguousArray<FanOutSink<Output, Failure>> = []
        lock.withLock { _ in
            sinks = self.sinks
        }
        for sink in sinks {
            sink.receive(input)
        }
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Failure>) {
        var sinks: ContiguousArray<FanOutSink<Output, Failure>> = []
        lock.withLock { _ in
            isCompleted = true
            swap(&sinks, &self.sinks)
        }
        for sink in sinks {
            sink.receive(completion: completion)
        }
    }

    // MARK: - Internal

    /// The subject subscribed; weak, as the subject keeps this fan-out. A constant, so that
    /// reading it needs no exclusivity check.
    @usableFromInline
    weak let subject: AnyObject?

    @usableFromInline
    let lock = Mutex(())

    // Unchecked: every access holds `lock`, so no two can overlap; the runtime's check would
    // cost about 90 instructions an access and never fire.
    @usableFromInline
    @exclusivity(unchecked)
    var sinks: ContiguousArray<FanOutSink<Output, Failure>> = []

    @usableFromInline
    @exclusivity(unchecked)
    var isCompleted = false

    // MARK: - Private

    private let subjectIdentifier: ObjectIdentifier
}
#endif
