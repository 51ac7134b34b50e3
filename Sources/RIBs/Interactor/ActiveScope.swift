/// What an interactor cancels when its current active period ends (or a worker when its run
/// ends): the cancellables bound to the period, in the order they were bound.
///
/// A value, kept in its owner's state. When the first cancellable bound is an `AnyCancellable`
/// (what `sink` returns: the common case) it is stored inline, as a plain reference, and only a
/// second one makes an array; so a period with one subscription allocates nothing here, and one
/// with none costs two empty fields.
@MainActor
struct ActiveScope {

    /// Whether nothing is bound.
    var isEmpty: Bool {
        first == nil && others == nil
    }

    /// Keeps `cancellable` until ``end()``.
    mutating func insert(_ cancellable: AnyCancellable) {
        if first == nil, others == nil {
            first = cancellable
        } else {
            insert(cancellable as any Cancellable)
        }
    }

    /// Keeps `cancellable` until ``end()``.
    mutating func insert(_ cancellable: any Cancellable) {
        if others == nil {
            others = [cancellable]
        } else {
            others?.append(cancellable)
        }
    }

    /// Cancels everything inserted, in insertion order.
    consuming func end() {
        // This value is its owner's no longer: what a cancellation binds (it runs subscribers'
        // code) goes to the owner's state, not here.
        if let first {
            first.cancel()
        }
        if let others {
            for cancellable in others {
                cancellable.cancel()
            }
        }
    }

    // MARK: - Private

    /// The first cancellable inserted, when it is an `AnyCancellable`; `nil` otherwise.
    private var first: AnyCancellable?

    /// Those inserted after ``first``, or all of them when the first was not an
    /// `AnyCancellable`; `nil` until there is one.
    private var others: ContiguousArray<any Cancellable>?
}
