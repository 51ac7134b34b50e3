// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "Notes",
    products: [
        .executable(name: "notes", targets: ["NotesCLI"]),
        .executable(name: "notes-web", targets: ["NotesWeb"]),
    ],
    dependencies: [
        // RIBs, its testing helpers and its front-ends.
        .package(name: "RIBs", path: "/path/to/RIBs"),
        // The web front-end: Hummingbird and SwiftNIO, minutes to build the first time.
        .package(name: "RIBsWeb", path: "/path/to/RIBs/Web"),
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
        // Runs the app in a terminal: full screen, or as plain lines; records and replays
        // its sessions' traces.
        .executableTarget(
            name: "NotesCLI",
            dependencies: [
                "Notes",
                .product(name: "TerminalApp", package: "RIBs"),
            ]
        ),
        // Serves the app to browsers, one RIB tree per page.
        .executableTarget(
            name: "NotesWeb",
            dependencies: [
                "Notes",
                .product(name: "WebFrontEnd", package: "RIBsWeb"),
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
