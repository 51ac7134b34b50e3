// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "TicTacToe",
    products: [
        .executable(name: "tic-tac-toe", targets: ["TicTacToeCLI"]),
    ],
    dependencies: [
        // RIBs, ScreenKit and the front-ends, from a checkout of the RIBs repository next to
        // this package, in a folder named RIBs.
        .package(path: "../RIBs"),
    ],
    targets: [
        // The app: its RIBs, from the root down. It knows nothing of the front-ends.
        .target(
            name: "TicTacToe",
            dependencies: [
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
            ]
        ),
        // Runs the app in a terminal: full screen, or as plain lines.
        .executableTarget(
            name: "TicTacToeCLI",
            dependencies: [
                "TicTacToe",
                .product(name: "ScreenKit", package: "RIBs"),
                .product(name: "TerminalFrontEnd", package: "RIBs"),
                .product(name: "PlainFrontEnd", package: "RIBs"),
                .product(name: "RIBsInspector", package: "RIBs"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
