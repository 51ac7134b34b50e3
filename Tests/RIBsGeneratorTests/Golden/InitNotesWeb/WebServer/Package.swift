// swift-tools-version: 6.2

import PackageDescription

// A package of its own, so that the app's `swift build` and `swift test` never build the
// web server: `swift run --package-path WebServer notes-web`.
let package = Package(
    name: "NotesWeb",
    products: [
        .executable(name: "notes-web", targets: ["NotesWeb"]),
    ],
    dependencies: [
        // The app, from the folder above.
        .package(name: "Notes", path: ".."),
        // RIBs' web host: Hummingbird and SwiftNIO, minutes to build the first time.
        .package(name: "RIBsWeb", path: "/path/to/RIBs/Web"),
    ],
    targets: [
        // Serves the app to browsers, one RIB tree per page, saving each page's session.
        .executableTarget(
            name: "NotesWeb",
            dependencies: [
                .product(name: "Notes", package: "Notes"),
                .product(name: "WebApp", package: "RIBsWeb"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
