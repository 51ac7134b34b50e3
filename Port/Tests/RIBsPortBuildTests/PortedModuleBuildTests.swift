import Foundation
import Testing

/// A small RIBs iOS module, written for this test in RIBs iOS's shapes (RxSwift, Swift 5
/// protocols, the template's interactor), ported by the built `ribs-port`, then built against
/// this checkout in Swift 6 mode without warnings and tested: the proof that ported code runs.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["RIBS_PORT_BUILD_TESTS"] == "1",
                "Slow (builds a package from scratch); run with RIBS_PORT_BUILD_TESTS=1"))
struct PortedModuleBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func aPortedModuleBuildsInSwift6WithoutWarningsAndWorks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-port-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ios = folder.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        try Self.scoreStream.write(to: ios.appendingPathComponent("ScoreStream.swift"), atomically: true, encoding: .utf8)
        try Self.offGameInteractor.write(to: ios.appendingPathComponent("OffGameInteractor.swift"), atomically: true, encoding: .utf8)
        let package = folder.appendingPathComponent("ported")

        let port = try Self.run(Self.builtProducts.appendingPathComponent("ribs-port"), ["ios", "--output", "ported/Sources/OffGame"], in: folder)
        try #require(port.status == 0, "\(port.error)")
        #expect(port.output.contains("Nothing is left to do by hand."))
        try Self.manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Tests/OffGameTests"), withIntermediateDirectories: true)
        try Self.testFile.write(to: package.appendingPathComponent("Tests/OffGameTests/OffGameInteractorTests.swift"),
                                atomically: true, encoding: .utf8)

        let build = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--build-tests"], in: package)
        let buildOutput = build.output + build.error
        try #require(build.status == 0, "swift build failed:\n\(buildOutput)")
        let warnings = buildOutput.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("/Sources/OffGame/") }
        #expect(warnings.isEmpty, "\(warnings)")

        let test = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test", "--skip-build"], in: package)
        #expect(test.status == 0, "swift test failed:\n\(test.output)\n\(test.error)")
        #expect((test.output + test.error).contains("Test run with 1 test"), "\(test.output)")
    }

    // MARK: - The module, as RIBs iOS code

    static let scoreStream = #"""
import RxSwift
import RxCocoa

public struct Score: Equatable {
    public let player1Score: Int
    public let player2Score: Int
}

public protocol ScoreStream: class {
    var score: Observable<Score> { get }
}

public protocol MutableScoreStream: ScoreStream {
    func updateScore(withWinner winner: Int)
}

public class ScoreStreamImpl: MutableScoreStream {

    public init() {}

    public var score: Observable<Score> {
        return variable
            .asObservable()
            .distinctUntilChanged { (lhs: Score, rhs: Score) -> Bool in
                lhs == rhs
            }
    }

    public func updateScore(withWinner winner: Int) {
        let newScore = Score(player1Score: variable.value.player1Score + (winner == 1 ? 1 : 0),
                             player2Score: variable.value.player2Score + (winner == 2 ? 1 : 0))
        variable.accept(newScore)
    }

    private let variable = BehaviorRelay<Score>(value: Score(player1Score: 0, player2Score: 0))
}
"""#

    static let offGameInteractor = #"""
import RIBs
import RxSwift

protocol OffGameRouting: ViewableRouting {}

protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
    func set(score: Score)
}

protocol OffGameListener: class {
    func startTicTacToe()
}

protocol OffGameInteractable: Interactable {
    var router: OffGameRouting? { get set }
    var listener: OffGameListener? { get set }
}

protocol OffGamePresentableListener: class {
    func startGame()
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {

    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    init(presenter: OffGamePresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        updateScore()
    }

    func startGame() {
        listener?.startTicTacToe()
    }

    private let scoreStream: ScoreStream
    private let bag = DisposeBag()

    private func updateScore() {
        scoreStream.score
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { (score: Score) in
                self.presenter.set(score: score)
            })
            .disposeOnDeactivate(interactor: self)
    }
}
"""#

    // MARK: - The package around the ported module

    /// This repository: four levels up from this file.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static var manifest: String {
        """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Ported",
            dependencies: [.package(name: "RIBs", path: "\(repository.path)")],
            targets: [
                .target(name: "OffGame", dependencies: [.product(name: "RIBs", package: "RIBs")]),
                .testTarget(name: "OffGameTests", dependencies: ["OffGame", .product(name: "RIBs", package: "RIBs")]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// A test of the ported interactor: once active, it shows the score the stream holds, on
    /// the main actor, and tells its listener when the game starts.
    private static let testFile = #"""
        import RIBs
        import Testing
        @testable import OffGame

        @MainActor
        final class PresenterSpy: OffGamePresentable {
            weak var listener: OffGamePresentableListener?
            var scores: [Score] = []
            var shown: (() -> Void)?
            func set(score: Score) {
                scores.append(score)
                shown?()
            }
        }

        @MainActor
        final class ListenerSpy: OffGameListener {
            var starts = 0
            func startTicTacToe() { starts += 1 }
        }

        @MainActor
        @Test func showsTheScoreOnceActiveAndStartsTheGame() async {
            let presenter = PresenterSpy()
            let stream = ScoreStreamImpl()
            stream.updateScore(withWinner: 1)
            let interactor = OffGameInteractor(presenter: presenter, scoreStream: stream)
            let listener = ListenerSpy()
            interactor.listener = listener
            await withCheckedContinuation { continuation in
                presenter.shown = { continuation.resume() }
                interactor.activate()
            }
            #expect(presenter.scores == [Score(player1Score: 1, player2Score: 0)])
            presenter.listener?.startGame()
            #expect(listener.starts == 1)
            interactor.deactivate()
        }

        """#

    private static var builtProducts: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    private static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-port-out-\(UUID().uuidString)")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-port-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        // Files, not pipes: a compiler printing much cannot block on a full pipe.
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8), try String(contentsOf: errorFile, encoding: .utf8))
    }
}
