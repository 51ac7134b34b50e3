import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WebFrontEnd

/// The page, its files and `/health`, with the right types and security headers.
struct PageServingTests {

    @Test(arguments: [
        ("/", "text/html; charset=utf-8", "<!doctype html>"),
        ("/index.html", "text/html; charset=utf-8", "<!doctype html>"),
        ("/app.js", "text/javascript; charset=utf-8", "'use strict';"),
        ("/elements/grid.js", "text/javascript; charset=utf-8", "'use strict';"),
        ("/patch.js", "text/javascript; charset=utf-8", "'use strict';"),
        ("/inputs.js", "text/javascript; charset=utf-8", "'use strict';"),
        ("/style.css", "text/css; charset=utf-8", ":root"),
        ("/favicon.svg", "image/svg+xml", "<svg"),
        ("/favicon.ico", "image/svg+xml", "<svg"),
    ])
    func servesThePageFiles(path: String, contentType: String, expectedText: String) async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == contentType)
                #expect(String(buffer: response.body).contains(expectedText))
                expectSecurityHeaders(response.headers)
            }
        }
    }

    @Test(arguments: ["/", "/app.js", "/favicon.svg", "/health"])
    func headIsAnsweredAsGetWithoutTheBody(path: String) async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            let get = try await client.execute(uri: path, method: .get)
            try await client.execute(uri: path, method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == get.headers[.contentType])
                #expect(response.headers[.contentLength] == String(get.body.readableBytes))
                #expect(response.body.readableBytes == 0)
                expectSecurityHeaders(response.headers)
            }
        }
    }

    @Test func otherMethodsOnWhatIsServedAreNotAllowedAndSayWhichAre() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            for path in ["/", "/index.html", "/style.css", "/health"] {
                for method: HTTPRequest.Method in [.post, .put, .delete, .patch, .options, .init("PROPFIND")!] {
                    try await client.execute(uri: path, method: method, body: ByteBuffer(string: "x")) { response in
                        #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                        #expect(response.headers[.allow] == "GET, HEAD")
                        expectSecurityHeaders(response.headers)
                    }
                }
            }
            try await client.execute(uri: "/nope", method: .post) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func thePageNamesItsIcon() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).contains(#"<link rel="icon" href="/favicon.svg" type="image/svg+xml">"#))
            }
        }
    }

    @Test func unknownPathsAreNotFoundAndStillCarryTheHeaders() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            for path in ["/nope", "/../Package.swift", "/Public/app.js", "/%2e%2e/etc/passwd"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    expectSecurityHeaders(response.headers)
                }
            }
        }
    }

    @Test func healthReportsTheSessionCount() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let report = try JSONDecoder().decode([String: AnyCodableValue].self, from: Data(buffer: response.body))
                #expect(report == ["status": .string("ok"), "sessions": .int(0)])
            }
        }
    }

    @Test func thePageLoadsNoInlineCodeAndNothingFromElsewhere() async throws {
        let (app, _) = try await TestServer.make()
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(!html.contains("<script>"))
                #expect(!html.contains(" style="))
                #expect(!html.contains("http://") && !html.contains("https://"))
                #expect(html.contains(#"role="status""#))
            }
        }
    }

    /// Each element kind is a script of its own in `Public/elements/`: the page loads every one
    /// of them (after `elements.js`, before `app.js`), and each is served.
    @Test func thePageLoadsEveryElementKindsScript() async throws {
        let (app, _) = try await TestServer.make()
        let kinds = ["button", "choice", "grid", "label", "list", "progress", "textField", "toggle"]
        try await app.test(.router) { client in
            let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            #expect(!html.contains("%ELEMENT_SCRIPTS%"))
            let registry = try #require(html.range(of: #"<script src="/elements.js" defer></script>"#))
            let app = try #require(html.range(of: #"<script src="/app.js" defer></script>"#))
            for kind in kinds {
                let tag = try #require(html.range(of: #"<script src="/elements/\#(kind).js" defer></script>"#), "\(kind)")
                #expect(registry.upperBound <= tag.lowerBound && tag.upperBound <= app.lowerBound, "\(kind)")
                try await client.execute(uri: "/elements/\(kind).js", method: .get) { response in
                    #expect(response.status == .ok, "\(kind)")
                    #expect(String(buffer: response.body).contains("Elements.register('\(kind)'"), "\(kind)")
                }
            }
        }
    }

    private func expectSecurityHeaders(_ headers: HTTPFields, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(headers[.contentSecurityPolicy] == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'", sourceLocation: sourceLocation)
        #expect(headers[.xContentTypeOptions] == "nosniff", sourceLocation: sourceLocation)
        #expect(headers[.xFrameOptions] == "DENY", sourceLocation: sourceLocation)
        #expect(headers[.referrerPolicy] == "no-referrer", sourceLocation: sourceLocation)
    }
}

/// A JSON scalar, to compare small JSON objects whole.
enum AnyCodableValue: Decodable, Equatable {
    case string(String)
    case int(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}
