/// Where a generated app's package gets RIBs, its testing helpers and its front-ends.
public enum RIBsDependency: Sendable, Equatable {

    /// A checkout on this machine, by its absolute path: works offline.
    case path(String)

    /// A Git repository, by URL, at a branch.
    case url(String, branch: String)

    /// The line of `Package.swift`'s `dependencies` that names the package.
    var manifestLine: String {
        switch self {
        case let .path(path):
            ".package(name: \"RIBs\", path: \(SwiftLiteral.string(path)))"
        case let .url(url, branch):
            ".package(url: \(SwiftLiteral.string(url)), branch: \(SwiftLiteral.string(branch)))"
        }
    }

    /// The line of `Package.swift`'s `dependencies` that names RIBs' web package, the `Web`
    /// folder of a checkout (package `RIBsWeb`); `nil` for a URL, since SwiftPM takes a
    /// repository's root package only.
    var webManifestLine: String? {
        switch self {
        case let .path(path):
            ".package(name: \"RIBsWeb\", path: \(SwiftLiteral.string(path + "/Web")))"
        case .url:
            nil
        }
    }

    /// The package's identity, which `.product(name:package:)` names: `RIBs` for a checkout
    /// (named so in ``manifestLine``), the repository's name for a URL.
    var packageIdentity: String {
        switch self {
        case .path:
            return "RIBs"
        case let .url(url, _):
            let lastComponent = url.split(separator: "/").last.map(String.init) ?? url
            return lastComponent.hasSuffix(".git") ? String(lastComponent.dropLast(4)) : lastComponent
        }
    }
}
