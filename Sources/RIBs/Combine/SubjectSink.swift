#if !canImport(Combine)
import Synchronization

/// The subscriber of RIBs' `sink` on OpenCombine's subjects: `Subscribers.Sink`'s behaviour,
/// event for event, in a class the subjects' unspecialised code can call without the runtime
/// looking up generic metadata.
///
/// OpenCombine's generics are not specialised across modules, so a subject calls its
/// subscriber through the generic witness table, and `Subscribers.Sink` then asks the runtime
/// for the metadata of the types it handles generically (its closures' function types when it
/// cancels, the completion), about 1,400 instructions a subscription. Here every stored
/// property has a layout that does not depend on `Input` or `Failure` (closures, an
/// existential, a byte), so the unspecialised code handles them without metadata.
///
/// As `Subscribers.Sink`: it requests unlimited values once subscribed; cancels a second
/// subscription; on completion or cancellation releases its closures outside its lock (a
/// closure's captures may run arbitrary code as they go), before calling the completion handler
/// or cancelling the subscription; and may be used from any thread.
@usableFromInline
final class SubjectSink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {

    @usableFromInline
    init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
         receiveValue: @escaping (Input) -> Void) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    @usableFromInline
    var description: String {
        "Sink"
    }

    @usableFromInline
    func receive(subscription: any Subscription) {
        let isFirst = lock.withLock { _ in
            guard case .awaitingSubscription = status else {
                return false
            }
            status = .subscribed(subscription)
            return true
        }
        guard isFirst else {
            subscription.cancel()
            return
        }
        subscription.request(.unlimited)
    }

    @usableFromInline
    func receive(_ input: Input) -> Subscribers.Demand {
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            receiveValue = self.receiveValue
        }
        receiveValue?(input)
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Failure>) {
        var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            status = .terminal
            receiveCompletion = self.receiveCompletion
            receiveValue = self.receiveValue
            self.receiveCompletion = nil
            self.receiveValue = nil
        }
        // Released before the handler runs, as `Subscribers.Sink` does.
        _ = consume receiveValue
        receiveCompletion?(completion)
    }

    @usableFromInline
    func cancel() {
        var status = SubjectSinkStatus.terminal
        var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        var receiveValue: ((Input) -> Void)?
        lock.withLock { _ in
            guard case .subscribed = self.status else {
                return
            }
            swap(&status, &self.status)
            receiveCompletion = self.receiveCompletion
            receiveValue = self.receiveValue
            self.receiveCompletion = nil
            self.receiveValue = nil
        }
        guard case let .subscribed(subscription) = status else {
            return
        }
        // The closures go before the subscription is cancelled, as with `Subscribers.Sink`.
        _ = consume receiveCompletion
        _ = consume receiveValue
        subscription.cancel()
    }

    // MARK: - Private

    private let lock = Mutex(())

    // Unchecked: every access holds `lock`, so no two can overlap; the runtime's check would
    // cost about 90 instructions an access and never fire.
    @exclusivity(unchecked)
    private var status = SubjectSinkStatus.awaitingSubscription

    @exclusivity(unchecked)
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    @exclusivity(unchecked)
    private var receiveValue: ((Input) -> Void)?
}

/// Where a ``SubjectSink`` is in its life; the subscription is kept while subscribed. Outside
/// the generic class, so that it is not generic itself: the unspecialised code then copies and
/// destroys it without asking the runtime for its metadata.
private enum SubjectSinkStatus {
    case awaitingSubscription
    case subscribed(any Subscription)
    case terminal
}
#endif
