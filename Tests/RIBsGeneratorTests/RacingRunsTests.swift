import Foundation
@testable import RIBsGenerator
import RIBsGeneratorTestSupport
import Testing

/// Runs of the built `ribs` that race for the same files: exactly one writes them, the others
/// write nothing and say that the files exist.
@Suite(.timeLimit(.minutes(10)))
struct RacingRunsTests {

    /// Twelve runs at once, half of them `--viewless`, into a folder none of them finds: the
    /// folder ends up holding exactly one run's RIB, of that run's kind, and nothing else.
    @Test func exactlyOneOfTwelveConcurrentRunsWritesItsRIB() async throws {
        for trial in 1...10 {
            let temporaryFolder = try TemporaryFolder()
            let folder = temporaryFolder.path + "/Foo"
            let viewless = (0..<12).map { $0.isMultiple(of: 2) }
            let commands = try viewless.map { viewless in
                try RunningCommand(BuiltProducts.ribs, ["new", "Foo", "-o", folder] + (viewless ? ["--viewless"] : []))
            }
            var runs: [CommandRun] = []
            for command in commands {
                runs.append(try await command.wait())
            }

            let winners = runs.indices.filter { runs[$0].status == 0 }
            try #require(winners.count == 1, "trial \(trial): \(winners.count) runs succeeded")
            let winner = winners[0]
            let expected = try RIBFiles.newRIB(RIBName("Foo"), kind: viewless[winner] ? .viewless : .withView)
            #expect(try contents(of: folder) == Dictionary(uniqueKeysWithValues: expected.map { ($0.name, $0.contents) }),
                    "trial \(trial)")
            #expect(runs[winner].standardOutput.hasPrefix("Created \(folder)/FooBuilder.swift\n"))
            for loser in runs.indices where loser != winner {
                // The files a loser lists are those it saw, one after the other, while the winner
                // was writing them: at least one, not necessarily all.
                let error = runs[loser].standardError
                #expect(runs[loser].status == 1, "trial \(trial)")
                #expect(runs[loser].standardOutput.isEmpty)
                #expect(error.hasPrefix("Error: These files already exist:\n  \(folder)/Foo"), "trial \(trial): \(error)")
                #expect(error.hasSuffix("\nNothing was written; pass --force to replace them.\n"), "trial \(trial): \(error)")
            }
        }
    }

    /// Runs of `ribs remove` at once: they take turns (the package's lock), so one removes the
    /// child and the others find it gone, as `ribs-wire` says; never does one undo what another
    /// did, which would leave the parent wired to deleted files.
    @Test func concurrentRemovalsOfOneChildTakeTurns() async throws {
        for trial in 1...10 {
            let fixture = try UnwiringFixture()
            let commands = try (0..<8).map { _ in try fixture.startRibs(["remove", "Help"]) }
            var runs: [CommandRun] = []
            for command in commands {
                runs.append(try await command.wait())
            }

            #expect(runs.filter { $0.status == 0 }.count == 1, "trial \(trial): \(runs.map(\.standardError))")
            for run in runs where run.status != 0 {
                #expect(run.standardError.hasSuffix("Error: No HelpRouter.swift under Sources/.\n"), "trial \(trial): \(run.standardError)")
            }
            #expect(try fixture.snapshot() == UnwiringFixture.removed, "trial \(trial)")
        }
    }

    // MARK: - Private

    /// Every entry of `folder`, hidden ones included, by name, with its text.
    private func contents(of folder: String) throws -> [String: String] {
        var contents: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            contents[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return contents
    }
}
