/// `Package.swift` of a generated app: the app's module of RIBs, the command that runs it in
/// a terminal and its tests; with `web`, the app's module is a library product too, for the
/// web command's package in `WebServer/` (``WebPackageManifestTemplate``).
struct PackageManifestTemplate {

    let app: AppName
    let ribs: RIBsDependency

    /// Whether `WebServer/` serves the app to browsers, importing its module.
    let web: Bool

    var file: GeneratedFile {
        GeneratedFile(name: "Package.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = app.typeName
        return """
            // swift-tools-version: 6.2

            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [
                    .executable(name: "\(app.commandName)", targets: ["\(name)CLI"]),
            \(webProduct)    ],
                dependencies: [
                    // RIBs, its testing helpers and its front-ends.
                    \(ribs.manifestLine),
                ],
                targets: [
                    // The app: its RIBs, from the root down. It knows nothing of the front-ends.
                    .target(
                        name: "\(name)",
                        dependencies: [
            \(products("RIBs", "ScreenKit"))
                        ]
                    ),
                    // Runs the app in a terminal: full screen, or as plain lines; saves and resumes it;
                    // records and replays its sessions' traces.
                    .executableTarget(
                        name: "\(name)CLI",
                        dependencies: [
                            "\(name)",
            \(products("TerminalApp"))
                        ]
                    ),
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [
                            "\(name)",
            \(products("RIBs", "RIBsTesting", "ScreenKit"))
                        ]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// The app module's library product, with its newline, for `WebServer/`; empty without it.
    private var webProduct: String {
        web ? "        // The app's RIBs, for the web command's package in WebServer/.\n        .library(name: \"\(app.typeName)\", targets: [\"\(app.typeName)\"]),\n" : ""
    }

    /// One line per product of the RIBs package, indented as a target's dependency.
    private func products(_ names: String...) -> String {
        names.map { "                .product(name: \"\($0)\", package: \(SwiftLiteral.string(ribs.packageIdentity)))," }
            .joined(separator: "\n")
    }
}
