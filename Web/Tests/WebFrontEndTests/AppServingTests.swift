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

/// Any app served as `WebServer.serve` serves it, here a one-screen app rather than TicTacToe:
/// the page named after it, and each page its own tree from the app's launch function.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct AppServingTests {

    @Test func thePageIsNamedAfterTheAppWithItsNameEscaped() async throws {
        let (app, _) = try WebServer.makeApplication(configuration: configuration(appName: "Notes <&> \"Co\""), metrics: WebMetrics(),
                                                      logger: TestServer.quietLogger, launch: GreetingApp.launch(in:)) { _ in }
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

    @Test func eachPageGetsATreeOfItsOwnFromTheLaunchFunction() async throws {
        let launches = LaunchCount()
        let (app, _) = try WebServer.makeApplication(configuration: configuration(appName: "Greetings"), metrics: WebMetrics(),
                                                      logger: TestServer.quietLogger, launch: { window in
                                                          launches.count += 1
                                                          return GreetingApp.launch(in: window)
                                                      }) { _ in }
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
        let (app, _) = try WebServer.makeApplication(configuration: configuration(appName: "Notes"), metrics: WebMetrics(),
                                                      logger: TestServer.quietLogger, launch: GreetingApp.launch(in:)) { _ in }
        try await app.test(.live) { client in
            for path in ["/", "/app.js", "/theme.js", "/inspector.js", "/elements.js", "/elements/grid.js", "/elements/list.js", "/patch.js", "/style.css"] {
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
        let (app, _) = try WebServer.makeApplication(configuration: configuration(appName: "Greetings"), metrics: metrics,
                                                      logger: TestServer.quietLogger, launch: { window in
                                                          greetings.increment()
                                                          return GreetingApp.launch(in: window)
                                                      }) { _ in }
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

    private func configuration(appName: String) -> WebServer.Configuration {
        WebServer.Configuration(appName: appName, port: 0,
                                limits: SessionLimits(messagesPerSecond: 1_000, newSessionsPerAddressPerMinute: 1_000))
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

    static func launch(in window: Window) -> any LaunchRouting {
        let router = LaunchRouter(interactor: Interactor(), viewController: GreetingViewController())
        router.launch(from: window)
        return router
    }

    final class GreetingViewController: ViewController {
        override var screen: Screen {
            Screen(title: "Greetings", elements: [.label(Label("Hello from a RIB"))])
        }
    }
}
