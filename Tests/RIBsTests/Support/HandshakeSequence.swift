/// An async sequence of the elements a test sends, which tells the test each time its consumer
/// asks for the next element: the consumer is then done with the previous one.
///
/// It lets a test wait, without sleeping, until an element was handled (for example dropped).
struct HandshakeSequence: AsyncSequence, Sendable {

    typealias Element = Int

    struct AsyncIterator: AsyncIteratorProtocol {

        fileprivate var elements: AsyncStream<Int>.Iterator
        fileprivate let requests: AsyncStream<Void>.Continuation

        mutating func next() async -> Int? {
            requests.yield()
            return await elements.next()
        }
    }

    /// Sends the sequence's elements.
    let elementsContinuation: AsyncStream<Int>.Continuation

    /// One element per request of the consumer for the next element.
    let requests: AsyncStream<Void>

    init() {
        (elements, elementsContinuation) = AsyncStream<Int>.makeStream()
        (requests, requestsContinuation) = AsyncStream<Void>.makeStream()
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(elements: elements.makeAsyncIterator(), requests: requestsContinuation)
    }

    // MARK: - Private

    private let elements: AsyncStream<Int>
    private let requestsContinuation: AsyncStream<Void>.Continuation
}
