/// `Package.swift` of a generated app: the app's module of RIBs, the command that runs it in
/// a terminal, its tests and, with `web`, the command that serves it to browsers.
struct PackageManifestTemplate {

    let app: AppName
    let ribs: RIBsDependency

    /// Whether the package serves the app to browsers; needs ``RIBsDependency/webManifestLine``.
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
            \(webDependency)    ],
                targets: [
                    // The app: its RIBs, from the root down. It knows nothing of the front-ends.
                    .target(
                        name: "\(name)",
                        dependencies: [
            \(products("RIBs", "ScreenKit"))
                        ]
                    ),
                    // Runs the app in a terminal: full screen, or as plain lines; records and replays
                    // its sessions' traces.
                    .executableTarget(
                        name: "\(name)CLI",
                        dependencies: [
                            "\(name)",
            \(products("TerminalApp"))
                        ]
                    ),
            \(webTarget)        .testTarget(
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

    /// The web command's product line, with its newline; empty without the web command.
    private var webProduct: String {
        web ? "        .executable(name: \"\(app.commandName)-web\", targets: [\"\(app.typeName)Web\"]),\n" : ""
    }

    /// The web package's dependency line, with its comment and newline; empty without the web
    /// command.
    private var webDependency: String {
        guard web, let line = ribs.webManifestLine else {
            return ""
        }
        return """
                    // The web front-end: Hummingbird and SwiftNIO, minutes to build the first time.
                    \(line),

            """
    }

    /// The web command's target, with its newline; empty without the web command.
    private var webTarget: String {
        guard web else {
            return ""
        }
        return """
                    // Serves the app to browsers, one RIB tree per page.
                    .executableTarget(
                        name: "\(app.typeName)Web",
                        dependencies: [
                            "\(app.typeName)",
                            .product(name: "WebFrontEnd", package: "RIBsWeb"),
                        ]
                    ),

            """
    }

    /// One line per product of the RIBs package, indented as a target's dependency.
    private func products(_ names: String...) -> String {
        names.map { "                .product(name: \"\($0)\", package: \(SwiftLiteral.string(ribs.packageIdentity)))," }
            .joined(separator: "\n")
    }
}
