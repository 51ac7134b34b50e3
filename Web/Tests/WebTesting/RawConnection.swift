import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// A TCP connection to a test server that sends bytes exactly as the test writes them: heads
/// no browser sends, WebSocket frames no page sends, or nothing at all.
///
/// Every connection is closed by the test 60 seconds after it opened, whatever the server
/// does, so a server that never answers or never closes fails the test instead of hanging it;
/// ``closedByTheTest`` tells the two apart.
package struct RawConnection {

    /// A frame from the server: its opcode, whether it ends a message, and its payload.
    package struct Frame: Equatable {
        package let opcode: UInt8
        package let fin: Bool
        package let payload: [UInt8]

        /// The payload as text, for text frames.
        package var text: String {
            String(decoding: payload, as: UTF8.self)
        }

        /// The close code of a close frame, if it has one.
        package var closeCode: UInt16? {
            guard opcode == Opcode.close, payload.count >= 2 else {
                return nil
            }
            return UInt16(payload[0]) << 8 | UInt16(payload[1])
        }
    }

    /// The WebSocket opcodes the tests send and read.
    package enum Opcode {
        package static let continuation: UInt8 = 0x0
        package static let text: UInt8 = 0x1
        package static let binary: UInt8 = 0x2
        package static let close: UInt8 = 0x8
        package static let ping: UInt8 = 0x9
        package static let pong: UInt8 = 0xA
    }

    /// How long any raw connection may stay open.
    package static let lifetime: Duration = .seconds(60)

    /// Opens a connection to the server on `port` of the loopback address, runs `body` with
    /// it, and closes it.
    ///
    /// - Parameters:
    ///   - receiveBufferSize: The socket's receive buffer, in bytes, for a peer that means to
    ///     stop reading soon; the system's default if `nil`.
    ///   - lifetime: How long the test keeps the connection open at most (``lifetime`` by
    ///     default); shorter for a test that expects the server to close it well before any of
    ///     the server's own timeouts would.
    ///   - firstBytes: What the connection sends the moment it is connected, written by its
    ///     event loop rather than by `body`: the server's clocks for a new connection (the
    ///     head's time limit, the keep-alive idle time) start as it accepts it, and `body` may
    ///     run long after that on a busy machine, when the tests' threads are all taken.
    package static func withConnection<Result: Sendable>(
        port: Int, receiveBufferSize: Int? = nil, lifetime: Duration = Self.lifetime, firstBytes: [UInt8] = [],
        _ body: (inout RawConnection) async throws -> Result
    ) async throws -> Result {
        // A peer that stops reading may go on writing: the server's end of the stream does not
        // close the test's.
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.allowRemoteHalfClosure, value: true)
        if let receiveBufferSize {
            bootstrap = bootstrap.channelOption(.socketOption(.so_rcvbuf), value: receiveBufferSize)
        }
        let (channel, firstBytesWritten) = try await bootstrap
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    var written: EventLoopFuture<Void>?
                    if !firstBytes.isEmpty {
                        let writer = FirstBytesWriter(bytes: firstBytes, written: channel.eventLoop.makePromise())
                        written = writer.written.futureResult
                        try channel.pipeline.syncOperations.addHandler(writer)
                    }
                    let asyncChannel = try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel,
                                                                                   configuration: .init(isOutboundHalfClosureEnabled: true))
                    return (asyncChannel, written)
                }
            }
        let timedOut = TimedOutFlag()
        let deadline = channel.channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(lifetime / .nanoseconds(1)))) { [channel = channel.channel] in
            timedOut.set()
            channel.close(promise: nil)
        }
        defer {
            deadline.cancel()
        }
        return try await channel.executeThenClose { inbound, outbound in
            var connection = RawConnection(inbound: inbound.makeAsyncIterator(), outbound: outbound, timedOut: timedOut,
                                           localPort: channel.channel.localAddress?.port, firstBytesWritten: firstBytesWritten)
            return try await body(&connection)
        }
    }

    /// The connection's own port, on the test's side.
    package let localPort: Int?

    /// Waits until the connection's `firstBytes` have been written to its socket (on the
    /// loopback address, into the server's socket too); at once if it had none.
    package func firstBytesHaveBeenWritten() async throws {
        try await firstBytesWritten?.get()
    }

    /// The error reading ended with, such as the reset (`ECONNRESET`) of a server that closed
    /// the connection with bytes of the test's still unread; `nil` while the connection is
    /// open, and after the server's orderly end of the stream.
    package private(set) var readError: (any Error)?

    /// Whether the connection was closed by the test's deadline rather than by the server.
    package var closedByTheTest: Bool {
        timedOut.isSet
    }

    /// Sends `bytes` as they are.
    package func send(_ bytes: [UInt8]) async throws {
        try await outbound.write(ByteBuffer(bytes: bytes))
    }

    /// Sends `text` as UTF-8 bytes.
    package func send(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    /// Sends a WebSocket upgrade of `path` with `Host: host` (the server's own address if
    /// `nil`) and any `extraHeaders`, and reads the response's head.
    ///
    /// - Returns: The response's head, such as `HTTP/1.1 101 Switching Protocols\r\n...`, or
    ///   `nil` if the server closed without one.
    package mutating func upgrade(_ path: String = "/ws", port: Int, host: String? = nil, extraHeaders: [String] = []) async throws -> String? {
        try await send(Self.upgradeRequest(path, port: port, host: host, extraHeaders: extraHeaders))
        return try await readHead()
    }

    /// The WebSocket upgrade request ``upgrade(_:port:host:extraHeaders:)`` sends, for a test
    /// that sends it with what follows in one write.
    package static func upgradeRequest(_ path: String = "/ws", port: Int, host: String? = nil, extraHeaders: [String] = []) -> String {
        let headers = [
            "GET \(path) HTTP/1.1",
            "Host: \(host ?? "127.0.0.1:\(port)")",
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version: 13",
        ] + extraHeaders
        return headers.joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// Reads up to the end of an HTTP head (an empty line).
    ///
    /// - Returns: The head, or `nil` if the connection closed first.
    package mutating func readHead() async throws -> String? {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let range = firstRange(of: end) {
                let head = String(decoding: received[..<range.upperBound], as: UTF8.self)
                received.removeFirst(range.upperBound)
                return head
            }
            guard try await readMore() else {
                return nil
            }
        }
    }

    /// Sends one masked frame, as a client must.
    package func sendFrame(opcode: UInt8, fin: Bool = true, payload: [UInt8] = []) async throws {
        try await send(Self.encodeFrame(opcode: opcode, fin: fin, payload: payload))
    }

    /// Sends a text message in one frame.
    package func sendText(_ text: String) async throws {
        try await sendFrame(opcode: Opcode.text, payload: Array(text.utf8))
    }

    /// Reads the next frame from the server.
    ///
    /// - Returns: The frame, or `nil` if the connection closed first.
    package mutating func readFrame() async throws -> Frame? {
        while true {
            if let frame = takeFrame() {
                return frame
            }
            guard try await readMore() else {
                return nil
            }
        }
    }

    /// Reads frames until a text frame whose payload contains `fragment`; `nil` if the
    /// connection closed first.
    package mutating func readText(containing fragment: String) async throws -> String? {
        while let frame = try await readFrame() {
            if frame.opcode == Opcode.text, frame.text.contains(fragment) {
                return frame.text
            }
        }
        return nil
    }

    /// Reads and discards everything until the server closes the connection.
    ///
    /// - Returns: The close frame's code, if the server sent one on the way.
    @discardableResult
    package mutating func readUntilClosed() async throws -> UInt16? {
        var closeCode: UInt16?
        while let frame = try await readFrame() {
            if frame.opcode == Opcode.close {
                closeCode = frame.closeCode
            }
        }
        return closeCode
    }

    /// Reads every frame until the server closes the connection.
    ///
    /// - Returns: The frames, the close frame among them if the server sent one.
    package mutating func readFramesUntilClosed() async throws -> [Frame] {
        var frames: [Frame] = []
        while let frame = try await readFrame() {
            frames.append(frame)
        }
        return frames
    }

    /// Goes on writing, as a peer that ignores the server's close does, until the server has
    /// closed its end for good (a write fails) or the test's deadline closes the connection.
    ///
    /// The end of what the server sends shows only that it stopped writing; a server that still
    /// reads holds the connection open.
    package func keepWritingUntilTheServerHasClosed() async {
        let ping = Self.encodeFrame(opcode: Opcode.ping, fin: true, payload: [])
        while (try? await send(ping)) != nil {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Reads and discards bytes until the server closes the connection.
    ///
    /// - Returns: Every byte read.
    @discardableResult
    package mutating func readBytesUntilClosed() async throws -> [UInt8] {
        while try await readMore() {}
        defer {
            received = []
        }
        return received
    }

    /// The bytes of a client frame: masked, as a client must send every frame, unless `masked`
    /// is `false`.
    package static func encodeFrame(opcode: UInt8, fin: Bool, payload: [UInt8], masked: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        switch payload.count {
        case ..<126:
            bytes.append(maskBit | UInt8(payload.count))
        case ..<65_536:
            bytes.append(maskBit | 126)
            bytes += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        default:
            bytes.append(maskBit | 127)
            bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xff) }
        }
        guard masked else {
            return bytes + payload
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        var maskedPayload = payload
        // A loop over the buffer: a megabyte masked in a debug build in milliseconds.
        maskedPayload.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                buffer[index] ^= mask[index & 3]
            }
        }
        return bytes + mask + maskedPayload
    }

    // MARK: - Private

    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private let timedOut: TimedOutFlag
    private var received: [UInt8] = []

    private let firstBytesWritten: EventLoopFuture<Void>?

    private init(inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator,
                 outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>, timedOut: TimedOutFlag,
                 localPort: Int?, firstBytesWritten: EventLoopFuture<Void>?) {
        self.inbound = inbound
        self.outbound = outbound
        self.timedOut = timedOut
        self.localPort = localPort
        self.firstBytesWritten = firstBytesWritten
    }

    /// Reads what has arrived; `false` once the connection is closed (or reset).
    private mutating func readMore() async throws -> Bool {
        do {
            guard let buffer = try await inbound.next() else {
                return false
            }
            received += buffer.readableBytesView
            return true
        } catch {
            readError = error
            return false
        }
    }

    private func firstRange(of pattern: [UInt8]) -> Range<Int>? {
        guard received.count >= pattern.count else {
            return nil
        }
        for start in 0...(received.count - pattern.count) where received[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }

    /// Takes a whole server frame (unmasked) from the bytes read, if there is one.
    private mutating func takeFrame() -> Frame? {
        guard received.count >= 2 else {
            return nil
        }
        var length = Int(received[1] & 0x7f)
        var headerLength = 2
        if length == 126 {
            guard received.count >= 4 else { return nil }
            length = Int(received[2]) << 8 | Int(received[3])
            headerLength = 4
        } else if length == 127 {
            guard received.count >= 10 else { return nil }
            length = received[2..<10].reduce(0) { $0 << 8 | Int($1) }
            headerLength = 10
        }
        guard received.count >= headerLength + length else {
            return nil
        }
        let frame = Frame(opcode: received[0] & 0x0f, fin: received[0] & 0x80 != 0,
                          payload: Array(received[headerLength..<(headerLength + length)]))
        received.removeFirst(headerLength + length)
        return frame
    }
}

/// An HTTP response read off a ``RawConnection``: its status, its headers and its body.
package struct RawResponse: Sendable {

    /// The status code, such as 200.
    package let status: Int

    /// The headers, in order, their names in lower case.
    package let headers: [(name: String, value: String)]

    /// The body, de-chunked if it came in chunks.
    package let body: [UInt8]

    /// The first value of the header `name` (any case), if there is one.
    package func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    package var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// Reads a whole response, as a server that closes the connection after it sends it; `nil`
    /// if `bytes` is no response.
    package init?(_ bytes: [UInt8]) {
        let end = Array("\r\n\r\n".utf8)
        guard let headEnd = (0...max(0, bytes.count - end.count)).first(where: { bytes[$0..<min(bytes.count, $0 + end.count)].elementsEqual(end) }) else {
            return nil
        }
        let lines = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            return nil
        }
        self.status = status
        headers = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else {
                return nil
            }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let rest = Array(bytes[(headEnd + end.count)...])
        guard headers.first(where: { $0.name == "transfer-encoding" })?.value.lowercased() == "chunked" else {
            body = rest
            return
        }
        guard let body = Self.dechunk(rest) else {
            return nil
        }
        self.body = body
    }

    /// The bytes of a chunked body; `nil` if it is cut short.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8]? {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = (index..<max(index, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? "", radix: 16),
                  lineEnd + 2 + size <= bytes.count else {
                return nil
            }
            if size == 0 {
                return body
            }
            body += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
    }
}

extension RawConnection {

    /// `GET path` on a connection of its own, its request sent as soon as it connects (see
    /// `firstBytes` of ``withConnection(port:receiveBufferSize:lifetime:firstBytes:_:)``) and
    /// saying `Connection: close`, read to the server's close.
    ///
    /// A test that asks the server something after a while asks it this way: a connection
    /// opened earlier and left silent (HummingbirdTesting's live client connects as the server
    /// starts) is closed by the server once the head's time limit or the keep-alive idle time
    /// is up, which a slow step of the test may outlast on a busy machine.
    ///
    /// - Returns: The response, or `nil` if the server closed the connection without one.
    package static func get(_ path: String, port: Int) async throws -> RawResponse? {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        return try await withConnection(port: port, firstBytes: Array(request.utf8)) { connection in
            let bytes = try await connection.readBytesUntilClosed()
            let closedByTheTest = connection.closedByTheTest
            #expect(!closedByTheTest, "the server kept the connection open after answering GET \(path)")
            return RawResponse(bytes)
        }
    }
}

/// Writes a connection's first bytes as soon as it is connected, on its event loop.
private final class FirstBytesWriter: ChannelInboundHandler {

    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Completed once the bytes are written (failed if they could not be).
    let written: EventLoopPromise<Void>

    init(bytes: [UInt8], written: EventLoopPromise<Void>) {
        self.bytes = bytes
        self.written = written
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if !isWriting {
            written.fail(ChannelError.ioOnClosedChannel)
        }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            write(context: context)
        }
    }

    func channelActive(context: ChannelHandlerContext) {
        write(context: context)
        context.fireChannelActive()
    }

    // MARK: - Private

    private let bytes: [UInt8]
    private var isWriting = false

    private func write(context: ChannelHandlerContext) {
        guard !isWriting else {
            return
        }
        isWriting = true
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: bytes)), promise: written)
    }
}

/// Set once the test's deadline closed a ``RawConnection``.
private final class TimedOutFlag: Sendable {

    package var isSet: Bool {
        flag.withLock { $0 }
    }

    package func set() {
        flag.withLock { $0 = true }
    }

    private let flag = Mutex(false)
}
