@testable import RIBsGenerator
import Testing

/// The names `ribs init` derives from an app's name, and the Swift text it writes for paths
/// and URLs.
struct AppNameTests {

    @Test(arguments: [
        ("Notes", "notes"), ("TodoList", "todo-list"), ("URLReader", "url-reader"), ("MyURL", "my-url"),
        ("Game2048", "game2048"), ("ABC", "abc"), ("A", "a"), ("Launch", "launch"),
    ])
    func commandNameIsTheNameInLowercaseWordsJoinedByHyphens(_ name: String, _ command: String) throws {
        #expect(try AppName(name).commandName == command)
    }

    @Test(arguments: [
        ("/plain/path", #""/plain/path""#),
        (#"/we"ird\path"#, #""/we\"ird\\path""#),
        ("/new\nline\u{202E}", #""/new\u{A}line\u{202E}""#),
    ])
    func pathsAreWrittenAsSwiftStringLiterals(_ path: String, _ literal: String) {
        #expect(RIBsDependency.path(path).manifestLine == ".package(name: \"RIBs\", path: \(literal))")
    }

    @Test(arguments: [
        ("https://github.com/team/RIBs.git", "RIBs"), ("https://github.com/team/ribs-swift", "ribs-swift"),
        ("git@example.com:team/Mobile.git", "Mobile"),
    ])
    func aRepositorysPackageIsNamedAfterItsLastPathComponent(_ url: String, _ identity: String) {
        #expect(RIBsDependency.url(url, branch: "main").packageIdentity == identity)
    }
}
