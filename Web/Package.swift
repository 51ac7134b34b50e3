// swift-tools-version: 6.2

import PackageDescription

// The web front-end is a package of its own, beside the root one, so that the terminal game
// (`swift run tictactoe` in the root folder) neither resolves nor builds the server's
// dependencies (Hummingbird and SwiftNIO: about thirty packages and minutes of building).

/// Settings every target of ours shares, as in the root package.
let sharedSwiftSettings: [SwiftSetting] = [
    // Existentials spelled `any P`, as Swift 6 code should read.
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RIBsWeb",
    products: [
        .library(name: "WebFrontEnd", targets: ["WebFrontEnd"]),
        // The web server any app gets from its descriptor: `WebAppCommand.main(running:)`.
        .library(name: "WebApp", targets: ["WebApp"]),
        .executable(name: "tictactoe-web", targets: ["TicTacToeWeb"]),
        .executable(name: "screen-gallery-web", targets: ["ScreenGalleryWeb"]),
        .executable(name: "tictactoe-web-load", targets: ["WebLoadTool"]),
        .executable(name: "WebMeasure", targets: ["WebMeasure"]),
    ],
    dependencies: [
        .package(name: "RIBs", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.86.0"),
        // SHA-256 of session tokens: the store keeps hashes, never tokens.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3" ..< "5.0.0"),
        // The session store: SQLKit's SQL over SQLite (sqlite-nio builds SQLite itself, so a
        // machine needs no database installed).
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        // SQLite's C API, for the store's own writer connection (see SQLiteSessionWriter).
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        // The same store over PostgreSQL, shared by several servers (postgres-nio underneath).
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        // /metrics: swift-metrics' API, Prometheus' text format.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // The tracing API (spans of messages and store calls) and swift-otel, its OTLP exporter.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // OTLP over HTTP only: gRPC's packages would double the server's first build.
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
    ],
    targets: [
        // Serves ScreenKit's screens to browsers: the page, the message format, one RIB tree
        // per session with its inspector. Knows nothing of the app: the executable hands it a
        // launch function.
        .target(
            name: "WebFrontEnd",
            dependencies: [
                "CSystemMemory",
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "RIBsInspector", package: "RIBs"),
                // The trace a page downloads.
                .product(name: "SessionTrace", package: "RIBs"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                // `/metrics` for every app, in Prometheus' text format.
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                // WebSocket close codes, which swift-websocket's API takes as they are.
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // The HTTP parser's errors, which the server answers with 400.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                // Spans of connections, messages and store calls (see WebTracing).
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            resources: [.copy("Public")],
            swiftSettings: sharedSwiftSettings
        ),
        // glibc's malloc_trim, which Swift's Glibc module does not declare.
        .target(name: "CSystemMemory"),
        // Sessions kept in SQLite, behind WebFrontEnd's `SessionStore`.
        .target(
            name: "SQLSessionStore",
            dependencies: [
                "WebFrontEnd",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                // Its C module, VaporCSQLite, which the store's writer calls directly.
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // The web server every app gets from its `AppDescriptor`: the options, the store
        // (SQLite by default, PostgreSQL, or in memory when asked), the shutdown deadline.
        .target(
            name: "WebApp",
            dependencies: [
                "WebFrontEnd",
                "SQLSessionStore",
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // An app's own metrics, made with the server's factory.
                .product(name: "CoreMetrics", package: "swift-metrics"),
                // `IOError`, to tell a busy port from other failures to listen.
                .product(name: "NIOCore", package: "swift-nio"),
                // Spans sent to an OpenTelemetry collector, when asked (TraceExport).
                .product(name: "OTel", package: "swift-otel"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // `tictactoe-web`: TicTacToe on the web server every app gets, with its counter of moves.
        .executableTarget(
            name: "TicTacToeWeb",
            dependencies: [
                "WebApp",
                "WebFrontEnd",
                .product(name: "TicTacToe", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
                // TicTacToe's own counter of moves, beside the server's metrics.
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // `screen-gallery-web`: the screen gallery (one of every element ScreenKit draws) on the
        // web server every app gets, as a `ribs init --web` app serves itself; the browser
        // tests' accessibility check runs on it.
        .executableTarget(
            name: "ScreenGalleryWeb",
            dependencies: [
                "WebApp",
                .product(name: "ScreenGallery", package: "RIBs"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // `tictactoe-web-load`: N sessions playing whole games, and a bare echo endpoint to
        // compare with.
        .executableTarget(
            name: "WebLoadTool",
            dependencies: [
                "LoadScript",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // The messages a load session plays, shared by the load tool and WebMeasure.
        .target(name: "LoadScript", swiftSettings: sharedSwiftSettings),
        // Repeatable figures for callgrind: the load tool's games played in process, through a
        // session's whole path but the socket (see Web/scripts/measure.sh).
        .executableTarget(
            name: "WebMeasure",
            dependencies: [
                "LoadScript",
                "WebFrontEnd",
                "SQLSessionStore",
                .product(name: "TicTacToe", package: "RIBs"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // What the test targets share: a page's WebSocket client, raw TCP connections, the
        // built server as a process, PostgreSQL servers, stores of either kind, a clock that
        // stands still.
        .target(
            name: "WebTesting",
            dependencies: [
                "WebFrontEnd",
                "SQLSessionStore",
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                // Raw TCP connections (`RawConnection`): heads and frames no client library sends.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Tests/WebTesting",
            swiftSettings: sharedSwiftSettings
        ),
        // The front-end: its server, sessions, messages and limits, serving TicTacToe's sessions
        // (from its descriptor, as `tictactoe-web` does) and a few apps of the tests' own.
        .testTarget(
            name: "WebFrontEndTests",
            dependencies: [
                "WebFrontEnd",
                "WebTesting",
                "SQLSessionStore",
                .product(name: "TicTacToe", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "RIBsTesting", package: "RIBs"),
                // To read and replay the traces pages download.
                .product(name: "SessionTrace", package: "RIBs"),
                // An app's own counter beside the front-end's metrics.
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // Spans recorded in memory, bound to each test's task (TracingTests).
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // The session store, on SQLite and PostgreSQL.
        .testTarget(
            name: "SQLSessionStoreTests",
            dependencies: [
                "SQLSessionStore",
                "WebFrontEnd",
                "WebTesting",
                // To make databases the store must refuse: another program's, a newer one.
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // An app of the tests' own, not TicTacToe: one RIB whose interactor keeps a count
        // (`StateRestoring`), and links that set it.
        .target(
            name: "TallyApp",
            dependencies: [
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
            ],
            path: "Tests/TallyApp",
            swiftSettings: sharedSwiftSettings
        ),
        // `TallyWeb`: that app on the web server every app gets, for the tests that need a
        // process (kill -9 and a restart).
        .executableTarget(
            name: "TallyWeb",
            dependencies: ["TallyApp", "WebApp"],
            path: "Tests/TallyWeb",
            swiftSettings: sharedSwiftSettings
        ),
        // The web server every app gets: its options and store choice, any app's sessions
        // surviving a restart (in process and as a process), sessions stored by earlier servers.
        .testTarget(
            name: "WebAppTests",
            dependencies: [
                "WebApp",
                "WebFrontEnd",
                "SQLSessionStore",
                "WebTesting",
                "TallyApp",
                // Built for the tests that run it as a process.
                "TallyWeb",
                .product(name: "TicTacToe", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The counter of spans swift-otel dropped.
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            // A store written by the servers before `WebApp`, resumed by today's.
            resources: [.copy("Fixtures")],
            swiftSettings: sharedSwiftSettings
        ),
        // `tictactoe-web` as a process: its flags, its store, its shutdown, its counter of moves.
        .testTarget(
            name: "TicTacToeWebTests",
            dependencies: [
                "TicTacToeWeb",
                "WebApp",
                "WebTesting",
                "WebFrontEnd",
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
