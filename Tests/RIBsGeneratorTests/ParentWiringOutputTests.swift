import Foundation
import RIBsGeneratorTestSupport
import Testing

/// What `ribs new <Child> --parent <Parent>` prints around its work, with stand-ins for
/// `ribs-wire` and for `swift`: the `TODO`s it left, read back from the files, and the notice
/// before the wiring tool's first build.
@Suite(.timeLimit(.minutes(10)))
struct ParentWiringOutputTests {

    private let package: TemporaryFolder
    private let tools: TemporaryFolder

    init() throws {
        package = try TemporaryFolder(prefix: "ribs-wiring-package")
        tools = try TemporaryFolder(prefix: "ribs-wiring-tools")
        try FileManager.default.createDirectory(atPath: package.path + "/Sources/App/Root", withIntermediateDirectories: true)
        try Self.interactorBefore.write(toFile: package.path + "/" + Self.interactor, atomically: false, encoding: .utf8)
    }

    /// "Next:" names the TODOs of the files this run created, and the one it added to the
    /// parent's interactor (first), not the parent's older one; none asks for `ribs extension`,
    /// which --parent did.
    @Test func nextNamesOnlyTheTodosThisRunLeft() async throws {
        let wire = try writeWire()

        let run = try await CommandRun.run(BuiltProducts.ribs, ["new", "Help", "--parent", "Root"], in: package.url,
                                           environment: ["RIBS_WIRE": wire.path])

        #expect(run.status == 0, "\(run.standardError)")
        let created = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Created ") }.map { String($0.dropFirst("Created ".count)) }
        var expected = ["  \(Self.interactor):3: Decide what Root does when Help is done."]
        for path in created {
            let lines = try String(contentsOfFile: package.path + "/" + path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                if let todo = line.range(of: "// TODO: ") {
                    expected.append("  \(path):\(index + 1): \(line[todo.upperBound...])")
                }
            }
        }
        let next = try #require(run.standardOutput.components(separatedBy: "Next: ").last)
        #expect(next == "call router?.routeToHelp() where Root should show Help, then the TODOs this left:\n"
            + expected.joined(separator: "\n") + "\n")
        #expect(expected.count > 10)
        #expect(!run.standardOutput.contains("ribs extension"))
        #expect(!run.standardOutput.contains("An old TODO"))
        #expect(try String(contentsOfFile: package.path + "/Sources/App/Help/HelpBuilder.swift", encoding: .utf8)
            .contains("Root's component provides them in its\n    // `RootComponent+Help.swift` extension.\n"))
    }

    /// The first `--parent` builds `ribs-wire` (swift-syntax: minutes): `ribs` says so before it
    /// starts and shows the build's progress; once it is built, it says nothing of it.
    @Test func theWiringToolsFirstBuildIsAnnouncedWithItsProgress() async throws {
        let port = tools.url.appendingPathComponent("Port")
        try FileManager.default.createDirectory(at: port, withIntermediateDirectories: true)
        try "// The Port package.\n".write(to: port.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
        let wire = try writeWire()
        let bin = tools.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        // The stand-in for `swift build` puts the stand-in for ribs-wire where SwiftPM would.
        try executable("""
            #!/bin/sh
            case "$*" in
            *--show-bin-path*) echo "\(port.path)/.build/debug" ;;
            *) echo "[1/812] Compiling SwiftSyntax AbsolutePosition.swift"
               echo "[2/812] Compiling SwiftSyntax Trivia.swift"
               echo "Build of product 'ribs-wire' complete! (700.00s)"
               mkdir -p "\(port.path)/.build/debug" && cp "\(wire.path)" "\(port.path)/.build/debug/ribs-wire" ;;
            esac

            """, at: bin.appendingPathComponent("swift"))
        let environment: [String: String?] = [
            "RIBS_WIRE": nil, "RIBS_PORT_PACKAGE": port.path,
            "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ]

        let first = try await CommandRun.run(BuiltProducts.ribs, ["new", "Help", "--parent", "Root", "--dry-run"], in: package.url, environment: environment)
        let again = try await CommandRun.run(BuiltProducts.ribs, ["new", "Help", "--parent", "Root", "--dry-run"], in: package.url, environment: environment)

        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError == """
            Building the wiring tool once (swift-syntax, several minutes)...
            [1/812] Compiling SwiftSyntax AbsolutePosition.swift
            Build of product 'ribs-wire' complete! (700.00s)
            Built ribs-wire in \(port.path)/.build/debug.

            """)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardError.isEmpty)
    }

    // MARK: - Private

    private static let interactor = "Sources/App/Root/RootInteractor.swift"
    private static let interactorBefore = "final class RootInteractor {\n    // TODO: An old TODO of the parent's.\n}\n"
    private static let interactorAfter = "final class RootInteractor {\n    // TODO: An old TODO of the parent's.\n    // TODO: Decide what Root does when Help is done.\n}\n"

    /// A stand-in for `ribs-wire` that answers a plan for Help under Root: the interactor
    /// gains a `TODO`.
    private func writeWire() throws -> URL {
        let plan: [String: Any] = [
            "module": "App", "parentShape": "launch", "parentSourceFolder": "Sources/App/Root",
            "childSourceFolder": "Sources/App/Help", "childTestFolder": "Tests/AppTests/Help",
            "edits": [["path": Self.interactor, "contents": Self.interactorAfter]],
        ]
        let planURL = tools.url.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: plan).write(to: planURL)
        let wire = tools.url.appendingPathComponent("ribs-wire")
        try executable("#!/bin/sh\nexec cat '\(planURL.path)'\n", at: wire)
        return wire
    }

    private func executable(_ script: String, at url: URL) throws {
        try script.write(to: url, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
