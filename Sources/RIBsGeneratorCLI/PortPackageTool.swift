import ArgumentParser
import Foundation

/// A tool of the `Port/` package, which `ribs` runs for the work that needs swift-syntax:
/// `ribs-port` for `ribs port`, `ribs-wire` for `ribs new --parent`.
struct PortPackageTool {

    /// `ribs-port`, named by `$RIBS_PORT` if set.
    static let porter = PortPackageTool(name: "ribs-port", environmentVariable: "RIBS_PORT")

    /// `ribs-wire`, named by `$RIBS_WIRE` if set.
    static let wirer = PortPackageTool(name: "ribs-wire", environmentVariable: "RIBS_WIRE")

    /// The executable's name.
    let name: String

    /// The environment variable that names the executable to run instead.
    let environmentVariable: String

    /// The executable to run: the one the environment variable names, else the one beside the
    /// running `ribs`, else the one of this checkout's `Port/` package, built now if need be.
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
        guard FileManager.default.fileExists(atPath: Self.portPackage.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(name) was not found beside ribs, nor its package at \(Self.portPackage.path); set \(environmentVariable) to its path.")
        }
        return try built()
    }

    // MARK: - Private

    /// `Port/` of the checkout this file was built from.
    private static let portPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Port")

    /// Builds the executable (SwiftPM's output on standard error, so that standard output holds
    /// only what the tool prints) and returns its path.
    private func built() throws -> URL {
        let package = Self.portPackage.path
        FileHandle.standardError.write(Data("Building \(name) in \(package) (the first time takes minutes)...\n".utf8))
        try swift(["build", "--package-path", package, "--product", name], output: FileHandle.standardError)
        let binPath = Pipe()
        try swift(["build", "--package-path", package, "--show-bin-path"], output: binPath.fileHandleForWriting)
        let folder = String(decoding: binPath.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: folder).appendingPathComponent(name)
    }

    private func swift(_ arguments: [String], output: FileHandle) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ValidationError("Building \(name) failed (swift \(arguments.joined(separator: " "))); see the messages above.")
        }
    }
}
