import Foundation
import PortTestSupport
import Testing

/// A small RIBs iOS module and its tests, written for this test in RIBs iOS's shapes (RxSwift and
/// RxCocoa spelt every way the port rewrites, Swift 5 protocols, the template's interactor, XCTest
/// with a synchronous `setUp()`), ported by the built `ribs-port`, then built against this
/// checkout in Swift 6 mode without warnings and tested: the proof that ported code and its tests
/// run.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["RIBS_PORT_BUILD_TESTS"] == "1",
                "Slow (builds a package from scratch); run with RIBS_PORT_BUILD_TESTS=1"))
struct PortedModuleBuildTests {

    @Test(.timeLimit(.minutes(30)))
    func aPortedModuleAndItsTestsBuildInSwift6WithoutWarningsAndPass() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-port-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("ios/Sources/OffGame")
        let tests = folder.appendingPathComponent("ios/Tests/OffGameTests")
        for created in [sources, tests] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        try Self.scoreStream.write(to: sources.appendingPathComponent("ScoreStream.swift"), atomically: true, encoding: .utf8)
        try Self.offGameInteractor.write(to: sources.appendingPathComponent("OffGameInteractor.swift"), atomically: true, encoding: .utf8)
        try Self.offGameInteractorTests.write(to: tests.appendingPathComponent("OffGameInteractorTests.swift"), atomically: true, encoding: .utf8)
        try Self.playerService.write(to: sources.appendingPathComponent("PlayerService.swift"), atomically: true, encoding: .utf8)
        try Self.playerServiceTests.write(to: tests.appendingPathComponent("PlayerServiceTests.swift"), atomically: true, encoding: .utf8)
        let package = folder.appendingPathComponent("ported")

        let port = try await ProgramRun.run(Self.builtProducts.appendingPathComponent("ribs-port"), ["ios", "--output", "ported"], in: folder)
        try #require(port.status == 0, "\(port.error)")
        #expect(port.output.contains("Nothing is left to do by hand."))
        #expect(port.output.contains("XCTest cases: 16"), "\(port.output)")
        try Self.manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let build = try await ProgramRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--build-tests"], in: package)
        let buildOutput = build.output + build.error
        try #require(build.status == 0, "swift build failed:\n\(buildOutput)")
        let warnings = buildOutput.split(separator: "\n").filter { $0.contains("warning:") && $0.contains("/ported/") }
        #expect(warnings.isEmpty, "\(warnings)")

        let test = try await ProgramRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "test", "--skip-build"], in: package)
        #expect(test.status == 0, "swift test failed:\n\(test.output)\n\(test.error)")
        #expect((test.output + test.error).contains("Executed 9 tests, with 0 failures"), "\(test.output)")
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

/// Subjects and relays built every way RxSwift code spells them: the type inferred from the
/// property, `.init(value:)`, a local one, and a disposable that does nothing.
public final class ScoreHistory {

    public init() {
        latest = BehaviorRelay(value: Score(player1Score: 0, player2Score: 0))
        resets = PublishSubject()
    }

    public func record(_ score: Score) -> Int {
        let seen = BehaviorSubject(value: score)
        latest.accept(score)
        count.accept(count.value + 1)
        resets.onNext(())
        subscription.dispose()
        return seen.value.player1Score + count.value
    }

    private let latest: BehaviorRelay<Score>
    private let resets: PublishSubject<Void>
    private let count: BehaviorRelay<Int> = .init(value: 0)
    private let subscription: Disposable = Disposables.create()
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

    /// Streams every way RxSwift and RxCocoa spell them: traits and their factories, streams made
    /// by `create`, a unit, combinations, `withLatestFrom`, a binding, a typealiased relay, errors
    /// handled by `subscribe`.
    static let playerService = #"""
import RxSwift
import RxCocoa

public enum PlayerError: Error {
    case offline
}

public typealias Scores = BehaviorRelay<Int>

/// A player's streams, every way RxSwift spells them.
public final class PlayerService {

    public init(online: Bool) {
        self.online = online
    }

    public func player(named name: String) -> Single<String> {
        if !online {
            return Single.error(PlayerError.offline)
        }
        return Single.just(name.uppercased())
    }

    public func save() -> Completable {
        return online ? Completable.empty() : Completable.error(PlayerError.offline)
    }

    public func nickname(of name: String) -> Maybe<String> {
        return name.isEmpty ? Maybe.empty() : Maybe.just(String(name.prefix(3)))
    }

    public func countdown(from start: Int) -> Observable<Int> {
        return Observable.create { observer in
            for value in stride(from: start, through: 0, by: -1) {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public func profile(of name: String) -> Single<String> {
        return Single.create { single in
            single(.success("profile of \(name)"))
            return Disposables.create()
        }
    }

    public func forget(_ name: String) -> Completable {
        return Completable.create { completable in
            if name.isEmpty {
                completable(.error(PlayerError.offline))
            } else {
                completable(.completed)
            }
            return Disposables.create()
        }
    }

    public var title: Driver<String> {
        return names.asDriver(onErrorJustReturn: "")
    }

    public func greetings() -> Observable<String> {
        return Observable.combineLatest(names, scores) { name, score in "\(name) \(score)" }
    }

    public func pairs() -> Observable<(String, Int)> {
        return Observable.zip(names, scores)
    }

    public func events() -> Observable<String> {
        return Observable.merge(names.asObservable(), Observable.of("a", "b"), Observable.from(["c"]))
    }

    public func starts(on taps: Observable<Void>) -> Observable<String> {
        return taps.withLatestFrom(names)
    }

    public func follow(_ other: Observable<String>) -> Disposable {
        return other.bind(to: names)
    }

    public func load(_ name: String, into shown: BehaviorRelay<String>, failures: PublishRelay<Error>) -> Disposable {
        return player(named: name).subscribe(onSuccess: { shown.accept($0) }, onFailure: { failures.accept($0) })
    }

    public func score(_ points: Int) {
        scores.accept(scores.value + points)
    }

    public func name(_ name: String) {
        names.onNext(name)
    }

    private let online: Bool
    private let names = PublishSubject<String>()
    private let scores: Scores = Scores(value: 0)
}
"""#

    /// The streams' tests: what each sends, as RxSwift sent it (a Driver's values on the main
    /// thread's next turn here).
    static let playerServiceTests = #"""
@testable import OffGame
import RxSwift
import RxRelay
import XCTest

final class PlayerServiceTests: XCTestCase {

    private var service: PlayerService!
    private let bag = DisposeBag()

    override func setUp() {
        super.setUp()
        service = PlayerService(online: true)
    }

    func test_single_succeedsOnlineAndFailsOffline() {
        let shown = BehaviorRelay(value: "")
        let failures = PublishRelay<Error>()
        var failed = 0
        failures.subscribe(onNext: { _ in failed += 1 }).disposed(by: bag)

        service.load("ann", into: shown, failures: failures).disposed(by: bag)
        PlayerService(online: false).load("bob", into: shown, failures: failures).disposed(by: bag)

        XCTAssertEqual(shown.value, "ANN")
        XCTAssertEqual(failed, 1)
    }

    func test_completable_completesOnlineAndFailsOffline() {
        var events: [String] = []
        service.save().subscribe(onCompleted: { events.append("done") }, onError: { _ in events.append("error") }).disposed(by: bag)
        PlayerService(online: false).save().subscribe(onCompleted: { events.append("done") }, onError: { _ in events.append("error") }).disposed(by: bag)

        XCTAssertEqual(events, ["done", "error"])
    }

    func test_maybe_isEmptyForNoName() {
        var nicknames: [String] = []
        var completions = 0
        service.nickname(of: "").subscribe(onSuccess: { nicknames.append($0) }, onCompleted: { completions += 1 }).disposed(by: bag)
        service.nickname(of: "Annabel").subscribe(onSuccess: { nicknames.append($0) }, onCompleted: { completions += 1 }).disposed(by: bag)

        XCTAssertEqual(nicknames, ["Ann"])
        XCTAssertEqual(completions, 2)
    }

    func test_combinations() {
        var greetings: [String] = []
        var pairs: [String] = []
        var events: [String] = []
        var titles: [String] = []
        service.greetings().subscribe(onNext: { greetings.append($0) }).disposed(by: bag)
        service.pairs().subscribe(onNext: { pairs.append("\($0.0)=\($0.1)") }).disposed(by: bag)
        var errors = 0
        service.events().subscribe(onNext: { events.append($0) }, onError: { _ in errors += 1 }).disposed(by: bag)
        let titled = expectation(description: "a title, on the main thread's next turn")
        service.title.drive(onNext: { title in
            titles.append(title)
            titled.fulfill()
        }).disposed(by: bag)

        service.name("ann")
        service.score(2)

        waitForExpectations(timeout: 30)
        XCTAssertEqual(errors, 0)

        XCTAssertEqual(greetings, ["ann 0", "ann 2"])
        XCTAssertEqual(pairs, ["ann=0"])
        XCTAssertEqual(events, ["a", "b", "c", "ann"])
        XCTAssertEqual(titles, ["ann"])
    }

    func test_created_sendTheirValuesThenComplete() {
        var events: [String] = []
        service.countdown(from: 2).subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") }).disposed(by: bag)
        service.profile(of: "ann").subscribe(onSuccess: { events.append($0) }, onFailure: { _ in events.append("error") }).disposed(by: bag)

        service.forget("ann").subscribe(onCompleted: { events.append("forgotten") }, onError: { _ in events.append("error") }).disposed(by: bag)
        service.forget("").subscribe(onCompleted: { events.append("forgotten") }, onError: { _ in events.append("error") }).disposed(by: bag)

        XCTAssertEqual(events, ["2", "1", "0", "done", "profile of ann", "forgotten", "error"])
    }

    func test_starts_takeTheLatestName() {
        let taps = PublishSubject<Void>()
        var started: [String] = []
        service.starts(on: taps.asObservable()).subscribe(onNext: { started.append($0) }).disposed(by: bag)

        taps.onNext(())
        service.name("ann")
        taps.onNext(())

        XCTAssertEqual(started, ["ann"])
    }

    func test_follow_bindsAnotherStream() {
        let other = PublishSubject<String>()
        var names: [String] = []
        service.events().subscribe(onNext: { names.append($0) }).disposed(by: bag)
        service.follow(other.asObservable()).disposed(by: bag)

        other.onNext("cy")

        XCTAssertEqual(names, ["a", "b", "c", "cy"])
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

    /// The interactor's tests in Uber's template shape: mocks, an `XCTestCase` whose
    /// synchronous `setUp()` builds the interactor, a wait for an expectation. Once active, the
    /// interactor shows the score the stream holds (delivered on the main actor), and it tells
    /// its listener when the game starts.
    static let offGameInteractorTests = #"""
@testable import OffGame
import RIBs
import RxSwift
import XCTest

final class OffGamePresentableMock: OffGamePresentable {
    weak var listener: OffGamePresentableListener?
    var scores: [Score] = []
    var setScoreHandler: (() -> ())?

    func set(score: Score) {
        scores.append(score)
        setScoreHandler?()
    }
}

final class OffGameListenerMock: OffGameListener {
    var startTicTacToeCallCount = 0

    func startTicTacToe() {
        startTicTacToeCallCount += 1
    }
}

final class OffGameInteractorTests: XCTestCase {

    private var presenter: OffGamePresentableMock!
    private var listener: OffGameListenerMock!
    private var interactor: OffGameInteractor!

    override func setUp() {
        super.setUp()

        presenter = OffGamePresentableMock()
        listener = OffGameListenerMock()
        let scoreStream = ScoreStreamImpl()
        scoreStream.updateScore(withWinner: 1)
        interactor = OffGameInteractor(presenter: presenter, scoreStream: scoreStream)
        interactor.listener = listener
    }

    override func tearDown() {
        interactor.deactivate()
        super.tearDown()
    }

    func test_activate_showsTheScore() {
        let shown = expectation(description: "the score is shown")
        presenter.setScoreHandler = {
            shown.fulfill()
        }

        interactor.activate()

        waitForExpectations(timeout: 30)
        XCTAssertEqual(presenter.scores, [Score(player1Score: 1, player2Score: 0)])
    }

    func test_startGame_callsListener() {
        presenter.listener?.startGame()

        XCTAssertEqual(listener.startTicTacToeCallCount, 1)
    }
}
"""#

    private static var builtProducts: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}
