import Foundation

/// A TCP socket on 127.0.0.1 as the kernel lists it in `/proc/net/tcp`: what a test can see of
/// a server process's connections that the server itself says nothing about.
package struct LoopbackSocket: Equatable, Sendable {

    /// The socket's own port.
    package let localPort: Int

    /// The port of the other end.
    package let remotePort: Int

    /// Bytes written and not yet acknowledged by the other end.
    package let sendQueue: Int

    /// Bytes received and not yet read by the program that holds the socket.
    package let receiveQueue: Int

    /// The socket's inode: 0 while a connection waits in its listening socket's queue, not yet
    /// accepted by any program.
    package let inode: Int

    /// Every IPv4 TCP socket of the loopback address, as the kernel lists them now.
    package static func all() -> [LoopbackSocket] {
        // Read to its end: the file's size reads as 0, and `String(contentsOfFile:)` reads one
        // page of it, a few dozen sockets, fewer than the suites open at once.
        guard let file = FileHandle(forReadingAtPath: "/proc/net/tcp") else {
            return []
        }
        defer {
            try? file.close()
        }
        let table = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        return table.split(separator: "\n").dropFirst().compactMap(LoopbackSocket.init(line:))
    }

    /// Whether the server listening on `serverPort` has accepted the connection from the
    /// test's `clientPort`, and read every byte the test had sent on it: the test's side has
    /// nothing unacknowledged, and the server's side holds a socket of its program's with
    /// nothing left unread.
    ///
    /// Call it once what the test sent has been written (see
    /// ``RawConnection/firstBytesHaveBeenWritten()``).
    package static func serverHasTakenIn(connectionFrom clientPort: Int, serverPort: Int) -> Bool {
        let sockets = all()
        guard let client = sockets.first(where: { $0.localPort == clientPort && $0.remotePort == serverPort }),
              let server = sockets.first(where: { $0.localPort == serverPort && $0.remotePort == clientPort }) else {
            return false
        }
        return client.sendQueue == 0 && server.inode != 0 && server.receiveQueue == 0
    }

    // MARK: - Private

    /// The loopback address as `/proc/net/tcp` writes it: its four bytes in the host's order.
    private static let loopback = "0100007F"

    /// Reads a line such as `0: 0100007F:1F90 0100007F:D2A4 01 00000000:00000000 00:00000000
    /// 00000000 1000 0 123456 ...`; `nil` for a socket of another address.
    private init?(line: Substring) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 10 else {
            return nil
        }
        let local = fields[1].split(separator: ":")
        let remote = fields[2].split(separator: ":")
        let queues = fields[4].split(separator: ":")
        guard local.count == 2, remote.count == 2, queues.count == 2,
              local[0] == Self.loopback, remote[0] == Self.loopback,
              let localPort = Int(local[1], radix: 16), let remotePort = Int(remote[1], radix: 16),
              let sendQueue = Int(queues[0], radix: 16), let receiveQueue = Int(queues[1], radix: 16),
              let inode = Int(fields[9]) else {
            return nil
        }
        self.localPort = localPort
        self.remotePort = remotePort
        self.sendQueue = sendQueue
        self.receiveQueue = receiveQueue
        self.inode = inode
    }
}
