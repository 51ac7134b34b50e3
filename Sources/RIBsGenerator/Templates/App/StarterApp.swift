/// The package `ribs init` writes: an app that builds, tests and runs as it is, with a root
/// RIB on `LaunchRouter` and a first child, Welcome, wired in as tutorial 2 wires LoggedOut;
/// with `web`, also a command that serves it to browsers.
struct StarterApp {

    let app: AppName
    let ribs: RIBsDependency
    let web: Bool

    /// Every file, by its path inside the package's folder.
    var files: [GeneratedFile] {
        let sources = "Sources/\(app.typeName)"
        let tests = "Tests/\(app.typeName)Tests"
        return [
            PackageManifestTemplate(app: app, ribs: ribs, web: web).file,
            AppReadmeTemplate(app: app, ribs: ribs, web: web).file,
            GeneratedFile(name: ".gitignore", contents: gitignore),
        ]
            + AppStartTemplate(app: app).files.map { $0.inFolder("\(sources)/AppStart") }
            + StarterRootTemplate(app: app).files.map { $0.inFolder("\(sources)/Root") }
            + StarterWelcomeTemplate(app: app).files.map { $0.inFolder("\(sources)/Welcome") }
            + [LaunchCommandTemplate(app: app).file.inFolder("Sources/\(app.typeName)CLI")]
            + (web ? webPackage : [])
            + StarterRootTestsTemplate(app: app).files.map { $0.inFolder("\(tests)/Root") }
            + StarterWelcomeTestsTemplate(app: app).files.map { $0.inFolder("\(tests)/Welcome") }
            + [AppTestsTemplate(app: app).file.inFolder(tests)]
    }

    // MARK: - Private

    /// `WebServer/`: the web command's package, when RIBs comes from a checkout.
    private var webPackage: [GeneratedFile] {
        guard let manifest = WebPackageManifestTemplate(app: app, ribs: ribs).file else {
            return []
        }
        return [manifest.inFolder("WebServer"), WebCommandTemplate(app: app).file.inFolder("WebServer/Sources/\(app.typeName)Web")]
    }

    private var gitignore: String {
        """
        .build/
        .swiftpm/
        Package.resolved
        *.xcodeproj
        .DS_Store

        """
    }
}

extension GeneratedFile {

    /// The same file, inside `folder`.
    public func inFolder(_ folder: String) -> GeneratedFile {
        GeneratedFile(name: folder + "/" + name, contents: contents)
    }
}
