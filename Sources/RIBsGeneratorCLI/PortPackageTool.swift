import ArgumentParser
import Foundation

/// A tool of the `Port/` package, which `ribs` runs for the work that needs swift-syntax:
/// `ribs-port` for `ribs port`, `ribs-wire` for `ribs new --parent` and `ribs remove`.
struct PortPackageTool {

    /// `ribs-port`, named by `$RIBS_PORT` if set.
    static let porter = PortPackageTool(name: "ribs-port", purpose: "the porting tool", environmentVariable: "RIBS_PORT")

    /// `ribs-wire`, named by `$RIBS_WIRE` if set.
    static let wirer = PortPackageTool(name: "ribs-wire", purpose: "the wiring tool", environmentVariable: "RIBS_WIRE")

    /// The environment variable that names the `Port/` package to build the tools from, when
    /// not this checkout's.
    static let packageVariable = "RIBS_PORT_PACKAGE"

    /// The executable's name.
    let name: String

    /// What it is, for the notice before its first build: "the wiring tool".
    let purpose: String

    /// The environment variable that names the executable to run instead.
    let environmentVariable: String

    /// The executable to run: the one the environment variable names, else the one beside the
    /// running `ribs`, else the one of this checkout's `Port/` package (or `$RIBS_PORT_PACKAGE`),
    /// built now if need be; a first build is announced, and its progress shown, on standard
    /// error.
    ///
    /// - Throws: A `ValidationError` when there is none and none can be built.
    func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let named = environment[environmentVariable], !named.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: named) else {
                throw ValidationError("\(environmentVariable) names '\(named)', which is not an executable file.")
            }
            return URL(fileURLWithPath: named)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) {
            return beside
        }
        let package = environment[Self.packageVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? Self.portPackage
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(name) was not found beside ribs, nor its package at \(package.path); set \(environmentVariable) to its path.")
        }
        return try built(in: package)
    }

    // MARK: - Private

    /// `Port/` of the checkout this file was built from.
    private static let portPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Port")

    /// Builds the executable, or brings it up to date, and returns its path. A first build
    /// (swift-syntax: minutes) is announced and its progress shown on standard error, so that
    /// standard output holds only what the tool prints; a build that fails shows all it printed.
    private func built(in package: URL) throws -> URL {
        let isFirstBuild = !FileManager.default.isExecutableFile(atPath: package.appendingPathComponent(".build/debug/\(name)").path)
        if isFirstBuild {
            StandardStreams.writeError("Building \(purpose) once (swift-syntax, several minutes)...\n")
        }
        _ = try swift(["build", "--package-path", package.path, "--product", name], progress: BuildProgress(showsFirstStep: isFirstBuild))
        let folder = try swift(["build", "--package-path", package.path, "--show-bin-path"], progress: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if isFirstBuild {
            StandardStreams.writeError("Built \(name) in \(folder).\n")
        }
        return URL(fileURLWithPath: folder).appendingPathComponent(name)
    }

    /// Runs `swift` from `PATH` with `arguments`, passing its progress lines on as `progress`
    /// says.
    ///
    /// - Returns: What it printed.
    private func swift(_ arguments: [String], progress: BuildProgress?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var printed = ""
        var pending = Data()
        while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
            pending += data
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                printed += line + "\n"
                progress?.show(line)
            }
        }
        printed += String(decoding: pending, as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            StandardStreams.writeError(printed)
            throw ValidationError("Building \(name) failed (swift \(arguments.joined(separator: " "))); see the messages above.")
        }
        return printed
    }
}

/// Which of a build's progress lines (`[120/812] Compiling SwiftSyntax ...`) reach the user:
/// the first, then one every ``interval``, and the last, so that a build of minutes says how
/// far it got without printing its hundreds of steps.
final class BuildProgress {

    /// The least time between two progress lines shown.
    static let interval: TimeInterval = 15

    /// - Parameter showsFirstStep: Whether the first step is shown at once; a build that only
    ///   brings the tool up to date says nothing unless it lasts.
    init(showsFirstStep: Bool) {
        lastShown = showsFirstStep ? nil : Date()
    }

    /// Shows `line` if it is a progress line whose turn it is, or the build's last line after
    /// progress was shown.
    func show(_ line: String) {
        let now = Date()
        if line.hasPrefix("Build of product") || line.hasPrefix("Build complete") {
            if shownAny {
                StandardStreams.writeError(line + "\n")
            }
            return
        }
        guard line.hasPrefix("["), line.contains("]"), lastShown.map({ now.timeIntervalSince($0) >= Self.interval }) ?? true else {
            return
        }
        StandardStreams.writeError(line + "\n")
        lastShown = now
        shownAny = true
    }

    // MARK: - Private

    private var lastShown: Date?
    private var shownAny = false
}
