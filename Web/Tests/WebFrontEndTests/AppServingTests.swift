import Foundation
import Hummingbird
import HummingbirdTesting
import CoreMetrics
import Logging
import RIBs
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

/// Any app served from its descriptor, as the web server every app gets serves it, here a
/// one-screen app rather than TicTacToe: the page named after it, and each page its own tree.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct AppServingTests {

    @Test func thePageIsNamedAfterTheAppWithItsNameEscaped() async throws {
        let app = try TestServer.make(serving: GreetingApp.descriptor(named: "Notes <&> \"Co\""))
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("<title>Notes &lt;&amp;&gt; &quot;Co&quot; · RIBs</title>"))
                #expect(page.contains(#"<h1 class="bar-title">Notes &lt;&amp;&gt; &quot;Co&quot; <span class="bar-subtitle">on RIBs</span></h1>"#))
                #expect(!page.contains("%APP_NAME%"))
                #expect(!page.contains("TicTacToe"))
            }
        }
    }

    @Test func eachPageGetsATreeOfItsOwnFromTheDescriptor() async throws {
        let launches = LaunchCount()
        let app = try TestServer.make(serving: AppDescriptor(name: "Greetings") {
            launches.count += 1
            return GreetingApp.build()
        })
        try await app.test(.live) { client in
            for _ in 0..<2 {
                try await client.withPage { page in
                    _ = try await page.next()
                    let screen = try await page.nextScreen()
                    #expect(screen.screen.title == "Greetings")
                    #expect(screen.labels == ["Hello from a RIB"])
                }
            }
        }
        #expect(launches.count == 2)
    }

    @Test func theServerAndThePagesFilesNameTheAppAndNoOther() async throws {
        let app = try TestServer.make(serving: GreetingApp.descriptor(named: "Notes"))
        try await app.test(.live) { client in
            for path in ["/", "/app.js", "/theme.js", "/inspector.js", "/elements.js", "/elements/grid.js", "/elements/list.js", "/patch.js", "/inputs.js", "/style.css"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.server] == "notes-web", "\(path)")
                    let text = String(buffer: response.body)
                    #expect(text.range(of: "tic-?tac-?toe", options: [.regularExpression, .caseInsensitive]) == nil, "\(path) names TicTacToe")
                    if path == "/" {
                        // The page keeps what it remembers under the app's identifier.
                        #expect(text.contains(#"<html lang="en" data-app="notes">"#))
                    }
                }
            }
        }
    }

    @Test func everyServedAppHasMetricsTheFrontEndsAndItsOwn() async throws {
        let metrics = WebMetrics()
        let greetings = Counter(label: "greetings_launched_total", factory: metrics.factory)
        let app = try TestServer.make(serving: AppDescriptor(name: "Greetings") {
            greetings.increment()
            return GreetingApp.build()
        }, metrics: metrics)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await client.withPage { page in
                _ = try await page.next()
                _ = try await page.nextScreen()
            }
            // On a connection of its own: the live client's, silent while the page played, may
            // have been closed by the server's timeouts meanwhile.
            let response = try #require(try await RawConnection.get("/metrics", port: port))
            #expect(response.status == 200)
            let text = response.text
            #expect(text.contains("\nribs_web_sessions_started_total 1\n"), "\(text)")
            #expect(text.contains("\ngreetings_launched_total 1\n"), "\(text)")
            #expect(!text.contains("tictactoe"), "\(text)")
        }
    }
}

/// How many trees a launch function launched.
@MainActor
private final class LaunchCount {
    var count = 0
}

/// An app of one RIB with one screen.
@MainActor
private enum GreetingApp {

    /// The app, under `name`.
    nonisolated static func descriptor(named name: String) -> AppDescriptor {
        AppDescriptor(name: name) { build() }
    }

    /// A new tree of the app.
    static func build() -> AppTree {
        AppTree(launchRouter: LaunchRouter(interactor: Interactor(), viewController: GreetingViewController()))
    }

    final class GreetingViewController: ViewController {
        override var screen: Screen {
            Screen(title: "Greetings", elements: [.label(Label("Hello from a RIB"))])
        }
    }
}
