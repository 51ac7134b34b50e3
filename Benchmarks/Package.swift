// swift-tools-version: 6.1

import PackageDescription

/// Settings every target of ours shares, as in the root package.
let sharedSwiftSettings: [SwiftSetting] = [
    // Existentials spelled `any P`, as Swift 6 code should read.
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RIBsBenchmarks",
    dependencies: [
        .package(name: "RIBs", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        // RIBsMeasure's `--traced`: a tracer bootstrapped for the whole run.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    ],
    targets: [
        .executableTarget(
            name: "RIBsBenchmarks",
            dependencies: [
                .product(name: "RIBs", package: "RIBs"),
                "BenchmarkWorkloads",
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/RIBsBenchmarks",
            swiftSettings: sharedSwiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Workloads shared by the benchmarks and RIBsMeasure: a headless game, detach orders.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "TicTacToe", package: "RIBs"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // Repeatable workloads for callgrind and /usr/bin/time: see measure.sh.
        .executableTarget(
            name: "RIBsMeasure",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ],
            swiftSettings: sharedSwiftSettings
        ),
        // A viewless RIB's lives driven from the main thread outside any task: RIBsMeasure's
        // top-level code awaits, so all of it runs in the main actor's task. (The RIB and its parent
        // are RIBsMeasure's ViewlessRIB.swift and LaunchedParent*.swift, linked into its folder, so
        // that both count the same code, compiled in the same module as what drives it.)
        .executableTarget(
            name: "RIBsMeasureOutsideTask",
            dependencies: [.product(name: "RIBs", package: "RIBs")],
            swiftSettings: sharedSwiftSettings
        ),
        .executableTarget(
            name: "HelloWorld",
            swiftSettings: sharedSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
