import Foundation
import Testing
import WebTesting

/// SIGTERM and SIGINT stop the server within seconds whatever its peers do, telling every page.
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
                try await RawConnection.withConnection(port: port) { halfSent in
                    try await halfSent.send("GET / HTTP/1.1\r\nHost: 127.0.0.1")
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
}
