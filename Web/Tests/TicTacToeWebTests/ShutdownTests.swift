import Foundation
import Testing
@testable import WebApp
import WebTesting

/// SIGTERM and SIGINT stop the server within seconds whatever its peers do, telling every page.
@Suite(.timeLimit(.minutes(2)))
struct ShutdownTests {

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalTellsEveryPageAndEndsTheServerWhateverPeersDo(signal: Int32) async throws {
        let server = try ServerProcess.start()
        defer {
            server.killIfRunning()
        }
        let port = try await server.port()
        try await RawConnection.withConnection(port: port) { page in
            _ = try await page.upgrade(port: port)
            #expect(try await page.readText(containing: #""type":"screen""#) != nil)
            try await RawConnection.withConnection(port: port) { deaf in
                // A page that starts a message, never ends it, and will answer no close.
                _ = try await deaf.upgrade(port: port)
                #expect(try await deaf.readText(containing: #""type":"screen""#) != nil)
                try await deaf.sendFrame(opcode: RawConnection.Opcode.text, fin: false, payload: Array("{".utf8))
                let halfHead = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1".utf8)
                try await RawConnection.withConnection(port: port, firstBytes: halfHead) { halfSent in
                    // The server must hold the half-sent head before the signal: a connection it
                    // has not accepted yet is reset as it stops listening, and one it closes with
                    // the head unread is reset too, its 503 lost; it says nothing of either, and
                    // on a busy machine it may be slow to get to them, so the kernel is asked.
                    try await halfSent.firstBytesHaveBeenWritten()
                    let clientPort = try #require(halfSent.localPort)
                    try await waitUntil("the server never took the half-sent head in") {
                        LoopbackSocket.serverHasTakenIn(connectionFrom: clientPort, serverPort: port)
                    }
                    let signalled = ContinuousClock.now
                    server.send(signal)
                    #expect(try await page.readText(containing: #""type":"shuttingDown""#) != nil)
                    try await server.waitForExit()
                    let exitTime = ContinuousClock.now - signalled
                    // The promise is 10 s; the server takes milliseconds, its deadline is 8 s.
                    #expect(exitTime < .seconds(10), "\(server.output)")
                    #expect(server.exitStatus == 0, "\(server.output)")
                    // The head still coming when the server stopped was answered, not dropped.
                    let refusal = try await halfSent.readHead()
                    #expect(refusal?.hasPrefix("HTTP/1.1 503 ") == true, "\(refusal ?? "no answer")")
                }
            }
        }
    }

    /// Measured (2026-12-01): such a page holds the server for the WebSocket close handshake's
    /// timeout, 5 s (the server exited 5.02 s after SIGTERM, twice), and the graceful shutdown
    /// then ends; the deadline's forced exit, at 8 s, is not the way out. The test fails if the
    /// server is held past its promise of 10 s, or until the forced exit.
    @Test func aPeerThatReadsNothingDoesNotHoldTheServer() async throws {
        let server = try ServerProcess.start(arguments: ["--max-messages-per-second", "1000000"])
        defer {
            server.killIfRunning()
        }
        let port = try await server.port()
        try await RawConnection.withConnection(port: port, receiveBufferSize: 4_096) { deaf in
            _ = try await deaf.upgrade(port: port)
            // Asks for its trace again and again (about 3 MB of answers), and reads none of
            // it: the server's writes to it stop, half done, once the buffers between them are
            // full.
            for _ in 0 ..< 3_000 {
                try await deaf.sendText(#"{"v":2,"type":"getTrace"}"#)
            }
            let signalled = ContinuousClock.now
            server.send(SIGTERM)
            try await server.waitForExit()
            #expect(ContinuousClock.now - signalled < .seconds(10), "\(server.output)")
            #expect(server.exitStatus == 0, "\(server.output)")
            #expect(!server.output.contains(ShutdownDeadline.forcedExitMessage), "\(server.output)")
        }
    }
}
