import HTTPTypes
import Testing
@testable import WebFrontEnd
import WebTesting

/// Only the server's own page may open a WebSocket (the browser test checks it end to end).
@Suite(.timeLimit(.minutes(2)))
struct SameOriginTests {

    @Test(arguments: [
        ("http://localhost:8080", true),
        ("HTTP://LOCALHOST:8080", true),
        ("https://localhost:8080", true),
        ("http://localhost:8081", false),
        ("http://localhost", false),
        ("http://evil.example", false),
        ("http://localhost:8080.evil.example", false),
        ("null", false),
        ("", false),
        ("ws://localhost", true),
    ])
    func anOriginIsAllowedOnlyIfItIsTheServersOwn(origin: String, allowed: Bool) {
        #expect(SameOrigin.allows(upgradeRequest(authority: "localhost:8080", origin: origin)) == allowed)
    }

    @Test func aRequestWithoutOriginComesFromNoBrowserAndIsAllowed() {
        #expect(SameOrigin.allows(upgradeRequest(authority: "localhost:8080", origin: nil)))
    }

    @Test func aRequestWithoutHostIsRefusedWhenItNamesAnOrigin() {
        #expect(!SameOrigin.allows(upgradeRequest(authority: nil, origin: "http://localhost:8080")))
    }

    @Test func anotherSitesUpgradeIsRefusedWith400AsThePROTOCOLSays() async throws {
        let (app, registry) = try await TestServer.make()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await RawConnection.withConnection(port: port) { connection in
                let head = try await connection.upgrade(port: port, extraHeaders: ["Origin: http://evil.example"])
                #expect(head?.hasPrefix("HTTP/1.1 400 ") == true, "\(head ?? "no answer")")
            }
            #expect(await registry.sessionCount == 0)
        }
    }

    private func upgradeRequest(authority: String?, origin: String?) -> HTTPRequest {
        var fields = HTTPFields()
        if let origin {
            fields[.origin] = origin
        }
        return HTTPRequest(method: .get, scheme: "http", authority: authority, path: "/ws", headerFields: fields)
    }
}
