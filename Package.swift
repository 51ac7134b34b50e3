// swift-tools-version: 6.2

import PackageDescription

/// Settings every target of ours shares.
let sharedSwiftSettings: [SwiftSetting] = [
    // Existentials spelled `any P`, as Swift 6 code should read.
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RIBs",
    products: [
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "RIBsTesting", targets: ["RIBsTesting"]),
        .library(name: "ScreenKit", targets: ["ScreenKit"]),
        .library(name: "RIBsInspector", targets: ["RIBsInspector"]),
        // Records a session's inputs and what followed, and replays them through a new tree.
        .library(name: "SessionTrace", targets: ["SessionTrace"]),
        // The front-ends any RIBs app can run on: full screen in a terminal, or plain lines.
        .library(name: "TerminalFrontEnd", targets: ["TerminalFrontEnd"]),
        .library(name: "PlainFrontEnd", targets: ["PlainFrontEnd"]),
        // The command line any app gets: both front-ends, the live tree, and traces recorded,
        // replayed and watched.
        .library(name: "TerminalApp", targets: ["TerminalApp"]),
        // For the benchmark package in Benchmarks/, which plays whole games headlessly.
        .library(name: "TicTacToe", targets: ["TicTacToe"]),
        .executable(name: "tictactoe", targets: ["TicTacToeCLI"]),
        .executable(name: "ribs", targets: ["RIBsGeneratorCLI"]),
        // Every element ScreenKit draws on one screen; the web package serves it too.
        .library(name: "ScreenGallery", targets: ["ScreenGallery"]),
        .executable(name: "screen-gallery", targets: ["ScreenGalleryCommand"]),
    ],
    traits: [
        // Off by default, so that the terminal game's first build does not build
        // swift-otel's packages: `swift run --traits OpenTelemetry tictactoe` sends its spans.
        .trait(name: "OpenTelemetry", description: "Terminal apps send their spans with swift-otel when the OTEL_* variables ask."),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The tracing API RIBs reports a RIB's life through; no exporter (the hosts choose one).
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // Only with the OpenTelemetry trait: the OTLP/HTTP exporter of terminal apps' spans.
        .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0", traits: ["OTLPHTTP"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // `swift package generate-documentation`: the DocC catalogs of RIBs and RIBsTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Tests only: property-based tests of the key decoder, the field text rule, widths and
        // the generator's name checks.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            // The POSIX calls of every target here, and the only module that imports the C
            // library: descriptors written and read, terminals, signals, the process, files.
            name: "SystemCalls",
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "RIBs",
            dependencies: [
                "SystemCalls",
                // Apple platforms use Combine itself; see Sources/RIBs/Combine/CombineShim.swift.
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "RIBsTesting",
            dependencies: ["RIBs", "SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            // The live tree and lifecycle timeline of any RIBs app, as Codable values.
            name: "RIBsInspector",
            dependencies: ["RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "ScreenKit",
            dependencies: ["RIBs", .product(name: "Tracing", package: "swift-distributed-tracing")],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            // Session traces: a versioned JSON Lines record of inputs and observations, a
            // recorder for any front-end and a headless replay.
            name: "SessionTrace",
            dependencies: ["RIBs", "ScreenKit", "RIBsInspector", "SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "TicTacToe",
            dependencies: ["RIBs", "ScreenKit"],
            // No ExistentialAny here: the app is spelled as the tutorials spell it, so that
            // each tutorial step can be found in the code line by line.
            swiftSettings: []
        ),
        .target(
            name: "PlainFrontEnd",
            dependencies: ["ScreenKit", "SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "TerminalFrontEnd",
            // RIBs and its inspector only for the tree panel, and RIBs for the leak reporter.
            dependencies: ["ScreenKit", "RIBs", "RIBsInspector", "SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "TerminalApp",
            dependencies: [
                "ScreenKit", "PlainFrontEnd", "TerminalFrontEnd", "RIBsInspector", "SessionTrace", "SystemCalls",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "OTel", package: "swift-otel", condition: .when(traits: ["OpenTelemetry"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["OpenTelemetry"])),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "ScreenGallery",
            dependencies: ["RIBs", "ScreenKit"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "ScreenGalleryCommand",
            dependencies: ["ScreenGallery", "TerminalApp"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "TicTacToeCLI",
            // TerminalApp runs it; PlainFrontEnd and TerminalFrontEnd for the one move of a
            // game saved under its old name.
            dependencies: ["TicTacToe", "TerminalApp", "PlainFrontEnd", "TerminalFrontEnd"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            // The one write loop of the package and the reads beside it, on pipes of their own.
            name: "SystemCallsTests",
            dependencies: ["SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsTests",
            // PropertyBased for the Combine operators RIBs adds to OpenCombine, against their rules.
            dependencies: ["RIBs", "RIBsTesting", .product(name: "PropertyBased", package: "swift-property-based"),
                           .product(name: "InMemoryTracing", package: "swift-distributed-tracing")],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "SessionTraceTests",
            dependencies: ["SessionTrace", "ScreenKit", "RIBs", "RIBsInspector", "TicTacToe"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "PlainFrontEndTests",
            // ScreenGalleryCommand: `screen-gallery`, played with piped input.
            dependencies: ["PlainFrontEnd", "ScreenKit", "RIBs", "ProcessTestSupport", "ScreenGalleryCommand"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "ScreenGalleryTests",
            dependencies: ["ScreenGallery", "ScreenKit", "RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsInspectorTests",
            dependencies: ["RIBsInspector", "RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "ScreenKitTests",
            dependencies: ["ScreenKit", "RIBs", .product(name: "PropertyBased", package: "swift-property-based"),
                           .product(name: "InMemoryTracing", package: "swift-distributed-tracing")],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "TerminalFrontEndTests",
            dependencies: ["TerminalFrontEnd", "ScreenKit", "RIBs", "RIBsInspector", "RIBsTesting", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            // The command line any app gets, parsed as an app's `@main` parses it, the
            // recording limit its `--record` keeps, and what it does for every app's saved
            // state, through the test counter's binary.
            name: "TerminalAppTests",
            dependencies: ["TerminalApp", "SessionTrace", "ScreenKit", "RIBs", "RIBsInspector",
                           "TerminalAppCounter", "ProcessTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            // A counter whose count is saved: the smallest app with a `StateRestoring`
            // interactor, run by TerminalApp as a generated app is, for TerminalAppTests.
            name: "TerminalAppCounter",
            dependencies: ["TerminalApp", "ScreenKit", "RIBs"],
            path: "Tests/TerminalAppCounter",
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "TicTacToeCLITests",
            // ScreenKit for DisplayWidth, to read what the full-screen mode shows; RIBs to read
            // the games the binary saved; SessionTrace to write traces for it to replay.
            dependencies: ["TicTacToeCLI", "RIBs", "ScreenKit", "ProcessTestSupport", "SessionTrace"],
            // A game saved by tictactoe before the terminal host saved every app.
            resources: [.copy("Fixtures")],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            // The gallery played through the built `screen-gallery` binary in a real terminal;
            // the command is a dependency so that the binary is built before its tests run it.
            name: "ScreenGalleryCLITests",
            dependencies: ["ScreenGalleryCommand", "ProcessTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "TicTacToeTests",
            // RIBsInspector to see the lifecycle and a deep link's workflow steps in the timeline
            // of a real tree; PropertyBased for saved games edited to any numbers.
            dependencies: ["TicTacToe", "ScreenKit", "RIBs", "RIBsTesting", "RIBsInspector",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            // Spelled as the app it tests, without `any`: see the TicTacToe target.
            swiftSettings: []
        ),
        // The RIB generator: templates and file writing in a library, so tests call it directly;
        // the `ribs` command line on top. It knows nothing of the app or the framework's code.
        .target(
            name: "RIBsGenerator",
            dependencies: ["SystemCalls"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "RIBsGeneratorCLI",
            dependencies: [
                "RIBsGenerator", "SystemCalls",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // Starts programs for the end-to-end tests: signals at their defaults, no descriptor
        // but the standard streams.
        .target(
            name: "ProcessTestSupport",
            dependencies: ["CProcessSpawn"],
            path: "Tests/ProcessTestSupport",
            swiftSettings: sharedSwiftSettings
        ),
        // The glibc calls ProcessTestSupport needs that Swift's Glibc module does not declare.
        .target(
            name: "CProcessSpawn",
            path: "Tests/CProcessSpawn"
        ),
        // Runs the built `ribs` binary for the generator's end-to-end tests.
        .target(
            name: "RIBsGeneratorTestSupport",
            dependencies: ["ProcessTestSupport"],
            path: "Tests/RIBsGeneratorTestSupport",
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsGeneratorTests",
            // The CLI is a dependency so that `ribs` is built before its tests run it.
            dependencies: [
                "RIBsGenerator", "RIBsGeneratorCLI", "RIBsGeneratorTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Golden")],
            swiftSettings: sharedSwiftSettings
        ),
        // Slow: builds and tests generated RIBs in a package of their own. Runs only with
        // RIBS_GENERATOR_BUILD_TESTS=1 (see .ci/run).
        .testTarget(
            name: "RIBsGeneratorBuildTests",
            dependencies: ["RIBsGeneratorCLI", "RIBsGeneratorTestSupport", "ProcessTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
