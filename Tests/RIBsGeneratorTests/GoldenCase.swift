@testable import RIBsGenerator

/// One generator command, and the folder under `Golden/` holding the files it must write.
struct GoldenCase: Sendable, CustomStringConvertible {

    /// The folder under `Golden/`.
    let folder: String

    /// Runs the command's templates.
    let render: @Sendable () throws -> [GeneratedFile]

    var description: String {
        folder
    }

    /// Every template, on the tutorial's own RIBs: OffGame has a view, LoggedIn is viewless, Root
    /// is launched,
    /// Root's component provides LoggedIn's dependency, LoggedIn's provides OffGame's, and the
    /// app's module is TicTacToe.
    static let all = [
        GoldenCase(folder: "NewOffGame") {
            try RIBFiles.newRIB(RIBName("OffGame"), kind: .withView)
        },
        GoldenCase(folder: "NewLoggedInViewless") {
            try RIBFiles.newRIB(RIBName("LoggedIn"), kind: .viewless)
        },
        GoldenCase(folder: "ExtensionRootLoggedInViewless") {
            try [RIBFiles.componentExtension(parent: RIBName("Root"), child: RIBName("LoggedIn"), childKind: .viewless)]
        },
        GoldenCase(folder: "ExtensionLoggedInOffGame") {
            try [RIBFiles.componentExtension(parent: RIBName("LoggedIn"), child: RIBName("OffGame"), childKind: .withView)]
        },
        GoldenCase(folder: "TestsOffGame") {
            try RIBFiles.tests(for: RIBName("OffGame"), kind: .withView, module: ModuleName("TicTacToe"))
        },
        GoldenCase(folder: "TestsLoggedInViewless") {
            try RIBFiles.tests(for: RIBName("LoggedIn"), kind: .viewless, module: ModuleName("TicTacToe"))
        },
        GoldenCase(folder: "NewRootLaunch") {
            try RIBFiles.newRIB(RIBName("Root"), kind: .launch)
        },
        GoldenCase(folder: "TestsRootLaunch") {
            try RIBFiles.tests(for: RIBName("Root"), kind: .launch, module: ModuleName("TicTacToe"))
        },
    ]

    /// The package `ribs init Notes` writes, depending on RIBs by URL (a checkout's path
    /// would differ from machine to machine).
    static let app = GoldenCase(folder: "InitNotes") {
        try RIBFiles.app(AppName("Notes"), ribs: .url("https://github.com/example/RIBs.git", branch: "main"))
    }

    /// What `ribs init Notes --web` writes differently from ``app``: the manifest, the README
    /// and the web command, on a checkout at a made-up path.
    static let webApp = GoldenCase(folder: "InitNotesWeb") {
        let checkout = RIBsDependency.path("/path/to/RIBs")
        let plain = try RIBFiles.app(AppName("Notes"), ribs: checkout)
        return try RIBFiles.app(AppName("Notes"), ribs: checkout, web: true).filter { !plain.contains($0) }
    }
}
