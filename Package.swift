// swift-tools-version: 6.1

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
        .executable(name: "tictactoe", targets: ["TicTacToeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "RIBs",
            dependencies: [
                // Apple platforms use Combine itself; see Sources/RIBs/Combine/CombineShim.swift.
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi])),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "RIBsTesting",
            dependencies: ["RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "ScreenKit",
            dependencies: ["RIBs"],
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
            dependencies: ["ScreenKit"],
            swiftSettings: sharedSwiftSettings
        ),
        .target(
            name: "TerminalFrontEnd",
            // RIBs only for the tree panel (RouterTreeNode, RIBEvent) and the leak reporter.
            dependencies: ["ScreenKit", "RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "TicTacToeCLI",
            dependencies: [
                "TicTacToe", "ScreenKit", "PlainFrontEnd", "TerminalFrontEnd", "RIBs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsTests",
            dependencies: ["RIBs", "RIBsTesting"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "TerminalFrontEndTests",
            dependencies: ["TerminalFrontEnd", "ScreenKit", "RIBs"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "TicTacToeCLITests",
            // TerminalFrontEnd for DisplayWidth, to read what the full-screen mode shows.
            dependencies: ["TicTacToeCLI", "TerminalFrontEnd"],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
