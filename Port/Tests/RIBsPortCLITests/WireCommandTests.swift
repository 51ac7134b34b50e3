import Foundation
import PortTestSupport
import Testing

/// `ribs-wire` as `ribs new --parent` runs it: the plan on standard output, or one line on
/// standard error and status 1; the package untouched either way.
final class WireCommandTests {

    private let folder: URL
    private let package: URL
    private let untouched: URL

    /// Two copies of the starter app's Root, the generator's golden parent: one to wire, one to
    /// compare it with.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-wire-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        package = folder.appendingPathComponent("package")
        untouched = folder.appendingPathComponent("untouched")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RIBsWiringTests/Golden/Parents/StarterRoot")
        try FileManager.default.copyItem(at: golden, to: package)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func printsThePlanAndWritesNothing() async throws {
        try FileManager.default.copyItem(at: package, to: untouched)

        let run = try await ribsWire(["Root", "Help"])

        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        let plan = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(plan["parentSourceFolder"] as? String == "Sources/Demo/Root")
        let edited = (plan["edits"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(edited?.contains("Sources/Demo/Root/RootInteractor.swift") == true)
        #expect(FileManager.default.contentsEqual(atPath: package.path, andPath: untouched.path))
    }

    /// Only the interactor has Help already, so that the router's check does not answer first.
    @Test func refusesWithOneLineAndStatus1AndWritesNothing() async throws {
        let interactor = package.appendingPathComponent("Sources/Demo/Root/RootInteractor.swift")
        let text = try String(contentsOf: interactor, encoding: .utf8)
        try text.replacingOccurrences(of: "func routeToWelcome()\n", with: "func routeToWelcome()\n    func routeToHelp()\n")
            .write(to: interactor, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: package, to: untouched)

        let run = try await ribsWire(["Root", "Help"])

        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "Error: Sources/Demo/Root/RootInteractor.swift: RootRouting already has routeToHelp(). Nothing was changed.\n")
        #expect(FileManager.default.contentsEqual(atPath: package.path, andPath: untouched.path))
    }

    // MARK: - Private

    private func ribsWire(_ arguments: [String]) async throws -> ProgramRun {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ribs-wire")
        return try await ProgramRun.run(binary, arguments + ["--package-path", package.path])
    }
}
