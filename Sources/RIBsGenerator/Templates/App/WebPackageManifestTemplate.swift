/// `WebServer/Package.swift` of a generated app: the command that serves the app to browsers, in
/// a package of its own (as RIBs keeps its `Web/`), so that the app's `swift build` and
/// `swift test` neither resolve nor build the web server. Not named `Web`: SwiftPM names a
/// package by its folder, and RIBs' web package, which it depends on, is already `Web`.
struct WebPackageManifestTemplate {

    let app: AppName

    /// Where RIBs comes from: a checkout, whose `Web` folder is RIBs' web package.
    let ribs: RIBsDependency

    /// The file, or `nil` when RIBs comes from a URL (SwiftPM takes a repository's root package
    /// only, and the web package is the checkout's `Web` folder).
    var file: GeneratedFile? {
        ribs.webManifestLine.map { GeneratedFile(name: "Package.swift", contents: contents(webLine: $0)) }
    }

    // MARK: - Private

    private func contents(webLine: String) -> String {
        let name = app.typeName
        return """
            // swift-tools-version: 6.2

            import PackageDescription

            // A package of its own, so that the app's `swift build` and `swift test` never build the
            // web server: `swift run --package-path WebServer \(app.commandName)-web`.
            let package = Package(
                name: "\(name)Web",
                products: [
                    .executable(name: "\(app.commandName)-web", targets: ["\(name)Web"]),
                ],
                dependencies: [
                    // The app, from the folder above.
                    .package(name: "\(name)", path: ".."),
                    // RIBs' web host: Hummingbird and SwiftNIO, minutes to build the first time.
                    \(webLine),
                ],
                targets: [
                    // Serves the app to browsers, one RIB tree per page, saving each page's session.
                    .executableTarget(
                        name: "\(name)Web",
                        dependencies: [
                            .product(name: "\(name)", package: "\(name)"),
                            .product(name: "WebApp", package: "RIBsWeb"),
                        ]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
