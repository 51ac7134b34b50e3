// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Notes",
    products: [
        .executable(name: "notes", targets: ["NotesCLI"]),
        // The app's RIBs, for the web command's package in WebServer/.
        .library(name: "Notes", targets: ["Notes"]),
    ],
    dependencies: [
        // RIBs, its testing helpers and its front-ends.
        .package(name: "RIBs", path: "/path/to/RIBs"),
    ],
    targets: [
        // The app: its RIBs, from the root down. It knows nothing of the front-ends.
        .target(
            name: "Notes",
            dependencies: [
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
            ]
        ),
        // Runs the app in a terminal: full screen, or as plain lines; saves and resumes it;
        // records and replays its sessions' traces.
        .executableTarget(
            name: "NotesCLI",
            dependencies: [
                "Notes",
                .product(name: "TerminalApp", package: "RIBs"),
            ]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes",
                .product(name: "RIBs", package: "RIBs"),
                .product(name: "RIBsTesting", package: "RIBs"),
                .product(name: "ScreenKit", package: "RIBs"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
