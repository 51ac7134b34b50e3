import ArgumentParser
import Foundation

/// Where `ribs port` finds `ribs-port`.
enum PortExecutable {

    /// The `ribs-port` to run: `$RIBS_PORT`, else the one beside the running `ribs`, else the
    /// one of this checkout's `Port/` package, built now if need be.
    ///
    /// - Throws: A `ValidationError` when there is none and none can be built.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let named = environment["RIBS_PORT"], !named.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: named) else {
                throw ValidationError("RIBS_PORT names '\(named)', which is not an executable file.")
            }
            return URL(fileURLWithPath: named)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ribs-port")
        if FileManager.default.isExecutableFile(atPath: beside.path) {
            return beside
        }
        guard FileManager.default.fileExists(atPath: portPackage.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("ribs-port was not found beside ribs, nor its package at \(portPackage.path); set RIBS_PORT to its path.")
        }
        return try built()
    }

    // MARK: - Private

    /// `Port/` of the checkout this file was built from.
    private static let portPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Port")

    /// Builds `ribs-port` (SwiftPM's output on standard error, so that standard output holds
    /// only what `ribs-port` prints) and returns its path.
    private static func built() throws -> URL {
        FileHandle.standardError.write(Data("Building ribs-port in \(portPackage.path) (the first time takes minutes)...\n".utf8))
        try swift(["build", "--package-path", portPackage.path, "--product", "ribs-port"], output: FileHandle.standardError)
        let binPath = Pipe()
        try swift(["build", "--package-path", portPackage.path, "--show-bin-path"], output: binPath.fileHandleForWriting)
        let folder = String(decoding: binPath.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: folder).appendingPathComponent("ribs-port")
    }

    private static func swift(_ arguments: [String], output: FileHandle) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ValidationError("Building ribs-port failed (swift \(arguments.joined(separator: " "))); see the messages above.")
        }
    }
}
