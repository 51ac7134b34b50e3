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

    /// `ribs-wire unwire`, as `ribs remove` runs it: the parent found, the plan printed.
    @Test func unwirePrintsThePlanAndWritesNothing() async throws {
        let starter = try starterApp()
        try FileManager.default.copyItem(at: starter, to: untouched)

        let run = try await ProgramRun.run(Self.binary, ["unwire", "Welcome", "--package-path", starter.path])

        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        let plan = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(plan["parent"] as? String == "Root")
        #expect((plan["deletions"] as? [String])?.contains("Sources/Demo/Welcome/WelcomeRouter.swift") == true)
        #expect(plan["emptiedFolders"] as? [String] == ["Sources/Demo/Welcome", "Tests/DemoTests/Welcome"])
        #expect(FileManager.default.contentsEqual(atPath: starter.path, andPath: untouched.path))
    }

    @Test func unwireRefusesWithOneLineAndStatus1() async throws {
        let starter = try starterApp()
        let run = try await ProgramRun.run(Self.binary, ["unwire", "Welcome", "--parent", "Nowhere", "--package-path", starter.path])

        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "Error: No NowhereRouter.swift under Sources/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).\n")
    }

    // MARK: - Private

    private static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ribs-wire")

    /// A copy of the golden starter app, Root and Welcome.
    private func starterApp() throws -> URL {
        let copy = folder.appendingPathComponent("starter")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RIBsWiringTests/Golden/Parents/StarterApp")
        try FileManager.default.copyItem(at: golden, to: copy)
        return copy
    }

    private func ribsWire(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(Self.binary, arguments + ["--package-path", package.path])
    }
}
