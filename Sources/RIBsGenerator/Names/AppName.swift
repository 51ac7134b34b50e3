/// The name of an app `ribs init` writes: its package, its module of RIBs (`Notes`), the
/// types and targets named after it (`NotesApp`, `NotesCLI`, `NotesTests`) and its command
/// (`notes`).
///
/// It follows a RIB name's rules (an UpperCamelCase ASCII identifier) and may not be the name
/// of a module the app imports, which its own module would hide.
public struct AppName: Sendable, Hashable, CustomStringConvertible {

    /// The name as the package, module and types use it: `TodoList`.
    public let typeName: String

    /// The command that runs the app: the name in lowercase words joined by hyphens,
    /// `todo-list` for `TodoList`, `url-reader` for `URLReader`.
    public var commandName: String {
        var words: [String] = []
        var word = ""
        let scalars = Array(typeName.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isUpper = scalar.properties.isUppercase
            let previousIsLower = index > 0 && !scalars[index - 1].properties.isUppercase
            let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
            // A new word at a capital after a lowercase letter or digit, or at the last capital
            // of an acronym followed by a lowercase letter.
            if isUpper, !word.isEmpty, previousIsLower || nextIsLower {
                words.append(word)
                word = ""
            }
            word.unicodeScalars.append(scalar)
        }
        words.append(word)
        return words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// The name as the app's hosts name what belongs to it (ScreenKit's
    /// `AppDescriptor.identifier`): lowercase letters and digits, `todolist` for `TodoList`, the
    /// folder of its saves and its web server's name (`todolist-web`).
    public var identifier: String {
        String(typeName.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }

    /// The name as given.
    public var description: String {
        typeName
    }

    /// Checks `text` and makes it an app name.
    ///
    /// - Parameters:
    ///   - text: The name, such as `Notes`.
    ///   - servedOnTheWeb: Whether the app gets `<name>Web`, which imports the web
    ///     front-end and so brings the server's modules too.
    /// - Throws: ``NameError`` saying what is wrong with `text`.
    public init(_ text: String, servedOnTheWeb: Bool = false) throws(NameError) {
        do {
            _ = try RIBName(text)
        } catch {
            // An app's types are not a RIB's: `Launch` makes `LaunchApp`, not `LaunchRouter`.
            if case .clashesWithFrameworkType = error.problem {} else {
                throw NameError(name: text, kind: .app, problem: error.problem)
            }
        }
        let ownModules = [text, text + "CLI", text + "Tests"] + (servedOnTheWeb ? [text + "Web"] : [])
        let otherModules = servedOnTheWeb ? Self.importedModules.union(Self.webModules) : Self.importedModules
        if let module = ownModules.first(where: otherModules.contains) {
            throw NameError(name: text, kind: .app, problem: .clashesWithModule(module))
        }
        typeName = text
    }

    // MARK: - Internal

    /// The modules a generated app imports or that its dependencies bring, which a module of
    /// the app's own would hide.
    static let importedModules: Set<String> = [
        "RIBs", "RIBsTesting", "RIBsInspector", "ScreenKit", "TerminalFrontEnd", "PlainFrontEnd", "WebFrontEnd",
        "OpenCombine", "Combine", "Foundation", "Dispatch", "Testing", "XCTest", "Swift", "Glibc", "Darwin",
        "SessionTrace", "SystemCalls", "TerminalApp",
    ]

    /// The modules the web front-end brings along: Hummingbird's, SwiftNIO's and the other
    /// server packages'.
    static let webModules: Set<String> = [
        "Hummingbird", "HummingbirdCore", "HummingbirdWebSocket", "HummingbirdHTTP2", "HummingbirdTLS", "WSCore",
        "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOHTTP2", "NIOWebSocket", "NIOSSL", "NIOExtras", "NIOConcurrencyHelpers",
        "NIOFoundationCompat", "NIOTransportServices", "Logging", "Metrics", "CoreMetrics", "ServiceLifecycle",
        "UnixSignals", "HTTPTypes", "Crypto", "CryptoExtras", "Atomics", "DequeModule", "Collections", "AsyncAlgorithms",
        "SystemPackage", "Tracing", "Instrumentation", "ServiceContextModule", "CSystemMemory",
        "WebApp", "SQLSessionStore", "SQLKit", "SQLiteKit", "SQLiteNIO", "PostgresKit", "PostgresNIO", "Prometheus",
        "ArgumentParser",
    ]
}
