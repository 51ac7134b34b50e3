// swift-tools-version: 6.2

import PackageDescription

// The `ribs` tools that need swift-syntax, `ribs-port` and `ribs-wire`, are a package of their
// own, beside the root one, so that neither the terminal game (`swift run tictactoe` in the root
// folder) nor `ribs` itself resolves or builds swift-syntax.

/// Settings every target of ours shares, as in the root package.
let sharedSwiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RIBsPort",
    products: [
        .executable(name: "ribs-port", targets: ["RIBsPortCLI"]),
        .executable(name: "ribs-wire", targets: ["RIBsWireCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Rewrites RIBs iOS code (RxSwift, Swift 5) into code for this package (Combine API,
        // Swift 6), on the syntax tree.
        .target(
            name: "RIBsPorting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "RIBsPortCLI",
            dependencies: [
                "RIBsPorting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // Wires a new child RIB into its parent (`ribs new <Child> --parent <Parent>`), editing
        // the parent's files on their syntax trees.
        .target(
            name: "RIBsWiring",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "RIBsWireCLI",
            dependencies: [
                "RIBsWiring",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsWiringTests",
            dependencies: ["RIBsWiring"],
            // Parents' files before and after wiring, read from the source tree, not compiled.
            exclude: ["Golden"],
            swiftSettings: sharedSwiftSettings
        ),
        .testTarget(
            name: "RIBsPortingTests",
            dependencies: ["RIBsPorting"],
            swiftSettings: sharedSwiftSettings
        ),
        // Runs programs for the tests below and waits for them without blocking a thread.
        .target(
            name: "PortTestSupport",
            path: "Tests/PortTestSupport",
            swiftSettings: sharedSwiftSettings
        ),
        // Slow: ports a module, then builds and tests it against this checkout. Runs only with
        // RIBS_PORT_BUILD_TESTS=1 (see .ci/run).
        .testTarget(
            name: "RIBsPortBuildTests",
            dependencies: ["RIBsPortCLI", "PortTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
        // Runs the built `ribs-port` and `ribs-wire`; the dependencies have them built first.
        .testTarget(
            name: "RIBsPortCLITests",
            dependencies: ["RIBsPortCLI", "RIBsWireCLI", "PortTestSupport"],
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
