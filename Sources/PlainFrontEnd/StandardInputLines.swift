import Foundation
import SystemCalls

/// The lines of standard input, read on a thread of their own so the main actor stays free,
/// in bounded memory whatever the input.
///
/// Lines end at LF, CR LF or a lone CR and come without their terminators; a final line
/// without a terminator is still delivered. A line longer than ``maxLineLength`` bytes is not
/// kept: it comes as ``Line/tooLong``, once it ends.
///
/// The reader hands lines over in batches, the lines of one read at most ``maxBatchLines``
/// lines or ``maxBatchBytes`` bytes together, so that a flood of short lines does not cost a
/// switch between threads per line. It stays at most ``maxPendingBatches`` batches ahead of
/// the consumer, the one being consumed included, so a flood of lines waits in the pipe
/// rather than in memory.
public struct StandardInputLines: AsyncSequence, Sendable {

    /// One line of input.
    public enum Line: Equatable, Sendable {

        /// A line's text, without its terminator; bytes that are not UTF-8 become U+FFFD.
        case text(String)

        /// A line longer than ``StandardInputLines/maxLineLength`` bytes, skipped.
        case tooLong
    }

    /// The most bytes a line may have: far more than a name or command needs.
    public static let maxLineLength = 4096

    /// The most lines in a batch handed to the consumer at once.
    public static let maxBatchLines = 256

    /// The bytes of lines after which a batch is handed over: with the longest line, a batch
    /// holds at most this plus ``maxLineLength`` bytes.
    public static let maxBatchBytes = 16 * 1024

    /// The most batches read ahead of the consumer, the one it is consuming included.
    public static let maxPendingBatches = 4

    /// A one-line hint for the user after a ``Line/tooLong`` line.
    public static let tooLongHint = "That line is longer than \(maxLineLength) bytes; it was skipped."

    /// Starts reading standard input.
    public static func start() -> StandardInputLines {
        start(reading: .standardInput)
    }

    /// Starts reading `fileDescriptor`; one left non-blocking is waited on, not taken for ended.
    static func start(reading fileDescriptor: FileDescriptor) -> StandardInputLines {
        let (batches, continuation) = AsyncStream.makeStream(of: [Line].self)
        // Created at 0 and raised, rather than created at maxPendingBatches: libdispatch
        // traps when a semaphore goes away below its initial value, as this one may on quit.
        let room = DispatchSemaphore(value: 0)
        (0..<maxPendingBatches).forEach { _ in room.signal() }
        let reader = Thread {
            var splitter = LineSplitter(maxLineLength: maxLineLength)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var batch = LineBatch()
            let handOver = {
                guard !batch.lines.isEmpty else {
                    return
                }
                room.wait()
                continuation.yield(batch.lines)
                batch = LineBatch()
            }
            let collect = { (line: Line) in
                batch.append(line)
                if batch.isFull {
                    handOver()
                }
            }
            while case let count = fileDescriptor.readAvailable(into: &buffer), count > 0 {
                splitter.split(buffer.prefix(count), into: collect)
                // What one read completed goes now: a line typed alone is not kept waiting.
                handOver()
            }
            splitter.finish(into: collect)
            handOver()
            continuation.finish()
        }
        reader.name = "standard input"
        reader.start()
        return StandardInputLines(batches: batches, room: room)
    }

    // MARK: - AsyncSequence

    /// Iterates over the lines, letting the reader read one more batch for each one taken.
    public struct AsyncIterator: AsyncIteratorProtocol {

        /// The next line, taken on the caller's actor: a line of the batch at hand costs no
        /// switch to another executor.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Line? {
            if let line = batch.popFirst() {
                return line
            }
            if hasTakenOne {
                room.signal()
            }
            hasTakenOne = true
            guard let next = await batches.next(isolation: actor) else {
                return nil
            }
            batch = next[...]
            return batch.popFirst()
        }

        public mutating func next() async -> Line? {
            await next(isolation: nil)
        }

        fileprivate var batches: AsyncStream<[Line]>.AsyncIterator
        fileprivate let room: DispatchSemaphore
        private var batch: ArraySlice<Line> = []
        private var hasTakenOne = false

        fileprivate init(batches: AsyncStream<[Line]>.AsyncIterator, room: DispatchSemaphore) {
            self.batches = batches
            self.room = room
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(batches: batches.makeAsyncIterator(), room: room)
    }

    // MARK: - Private

    private let batches: AsyncStream<[Line]>
    private let room: DispatchSemaphore
}

/// Lines on their way to the consumer, with the bytes they hold.
private struct LineBatch {

    private(set) var lines: [StandardInputLines.Line] = []
    private var byteCount = 0

    var isFull: Bool {
        lines.count >= StandardInputLines.maxBatchLines || byteCount >= StandardInputLines.maxBatchBytes
    }

    mutating func append(_ line: StandardInputLines.Line) {
        lines.append(line)
        if case let .text(text) = line {
            byteCount += text.utf8.count
        }
    }
}

/// Cuts bytes into lines at LF, CR LF and lone CR, keeping at most `maxLineLength` bytes of a
/// line.
struct LineSplitter {

    init(maxLineLength: Int) {
        self.maxLineLength = maxLineLength
    }

    /// Splits `bytes`, handing each line completed to `deliver`.
    mutating func split(_ bytes: some Sequence<UInt8>, into deliver: (StandardInputLines.Line) -> Void) {
        for byte in bytes {
            defer { followsCarriageReturn = byte == Self.carriageReturn }
            switch byte {
            case Self.lineFeed where followsCarriageReturn:
                break
            case Self.lineFeed, Self.carriageReturn:
                deliver(endLine())
            default:
                if isTooLong {
                    continue
                }
                if line.count == maxLineLength {
                    isTooLong = true
                    line.removeAll(keepingCapacity: true)
                } else {
                    line.append(byte)
                }
            }
        }
    }

    /// Hands a last line without its terminator to `deliver`, if there is one.
    mutating func finish(into deliver: (StandardInputLines.Line) -> Void) {
        if !line.isEmpty || isTooLong {
            deliver(endLine())
        }
    }

    // MARK: - Private

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private let maxLineLength: Int
    private var line: [UInt8] = []
    private var isTooLong = false
    private var followsCarriageReturn = false

    private mutating func endLine() -> StandardInputLines.Line {
        defer {
            line.removeAll(keepingCapacity: true)
            isTooLong = false
        }
        return isTooLong ? .tooLong : .text(String(decoding: line, as: UTF8.self))
    }
}
