import Foundation
import PortTestSupport
import Testing

/// `ribs-port` as a user runs it: what it writes, what it prints, what it refuses.
struct PortCommandTests {

    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-port-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ios/LoggedOut"), withIntermediateDirectories: true)
        try """
            import RIBs
            import RxSwift

            protocol LoggedOutListener: class {
                func didLogin(withPlayer1Name player1Name: String, player2Name: String)
            }

            final class LoggedOutInteractor {
                private let names = PublishSubject<String>()
                private let bag = DisposeBag()

                func start() {
                    names.asObservable()
                        .distinctUntilChanged()
                        .subscribe(onNext: { print($0) })
                        .disposed(by: bag)
                    shared = names.share(replay: 1)
                }
            }

            """.write(to: folder.appendingPathComponent("ios/LoggedOut/LoggedOutInteractor.swift"), atomically: true, encoding: .utf8)
        try "Not Swift, not copied.\n".write(to: folder.appendingPathComponent("ios/README.md"), atomically: true, encoding: .utf8)
    }

    @Test func portsEverySwiftFileIntoTheSameLayoutAndSaysWhatIsLeft() async throws {
        let run = try await ribsPort(["ios", "--output", "ported"])

        #expect(run.status == 0, "\(run.error)")
        let ported = try String(contentsOf: folder.appendingPathComponent("ported/LoggedOut/LoggedOutInteractor.swift"), encoding: .utf8)
        #expect(ported.contains("@MainActor\nprotocol LoggedOutListener: AnyObject {"))
        #expect(ported.contains("private let names = PassthroughSubject<String, Never>()"))
        #expect(ported.contains("private var bag = Set<AnyCancellable>()"))
        #expect(ported.contains(".removeDuplicates()"))
        #expect(ported.contains(".sink(receiveValue: { print($0) })"))
        #expect(ported.contains("/* ribs port: replace share(replay:) with share() and a replaying subject where it replayed */"))
        #expect(!ported.contains("RxSwift"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ported/README.md").path))
        #expect(run.output == """
            Ported 1 Swift file.
            Rewrites: 9
              imports: 1
              types: 2
              methods: 4
              @MainActor protocols: 1
              AnyObject constraints: 1
            Left to do by hand (marked `ribs port:` in the code, or found in it): 1
              LoggedOut/LoggedOutInteractor.swift:17: replace share(replay:) with share() and a replaying subject where it replayed

            """)
        // The source is as it was.
        #expect(try String(contentsOf: folder.appendingPathComponent("ios/LoggedOut/LoggedOutInteractor.swift"), encoding: .utf8)
            .contains("import RxSwift"))
    }

    @Test func anRxNameThePortLeftIsListedAndNothingIsClaimedDone() async throws {
        try """
            import RxRelay
            import RxTest

            final class ScoreStream {
                private let scores: BehaviorRelay<Int>

                init(scheduler: SchedulerType) {
                    scores = BehaviorRelay(value: 0)
                }
            }

            """.write(to: folder.appendingPathComponent("ios/ScoreStream.swift"), atomically: true, encoding: .utf8)

        let run = try await ribsPort(["ios", "--output", "ported"])

        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("Nothing is left to do by hand"))
        #expect(run.output.contains("ScoreStream.swift:2: remove `import RxTest`: nothing of it is here (line 2 of the ported file)"), "\(run.output)")
        #expect(run.output.contains("ScoreStream.swift:7: `SchedulerType` is Rx's; nothing here replaced it (line 7 of the ported file)"), "\(run.output)")
        let ported = try String(contentsOf: folder.appendingPathComponent("ported/ScoreStream.swift"), encoding: .utf8)
        #expect(ported.contains("scores = CurrentValueSubject<_, Never>(0)"))
    }

    /// Only the main scheduler becomes the main actor; the summary names the other one for the
    /// user to check, and does not say that nothing is left.
    @Test func aSchedulerOtherThanTheMainOneIsListedForTheUserToCheck() async throws {
        try """
            import RxSwift

            final class ScoreStream {
                func start(scores: Observable<Int>) {
                    _ = scores.observeOn(MainScheduler.instance)
                    _ = scores.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
                }
            }

            """.write(to: folder.appendingPathComponent("ios/ScoreStream.swift"), atomically: true, encoding: .utf8)

        let run = try await ribsPort(["ios", "--output", "ported"])

        #expect(run.status == 0, "\(run.error)")
        let ported = try String(contentsOf: folder.appendingPathComponent("ported/ScoreStream.swift"), encoding: .utf8)
        let step = "observeOn on a scheduler other than MainScheduler: use receiveOnMainActor() only if the code needs the main actor, else keep the scheduler's queue with receive(on:)"
        #expect(ported.contains("_ = scores.receiveOnMainActor()\n"))
        #expect(ported.contains("_ = /* ribs port: \(step) */ scores.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))\n"))
        #expect(run.output.hasSuffix("""
            Left to do by hand (marked `ribs port:` in the code, or found in it): 2
              LoggedOut/LoggedOutInteractor.swift:17: replace share(replay:) with share() and a replaying subject where it replayed
              ScoreStream.swift:6: \(step)

            """), "\(run.output)")
    }

    @Test(arguments: [
        (["missing", "--output", "ported"], "'missing' is not a folder"),
        (["ios", "--output", "ios/ported"], "is inside the source"),
    ])
    func refusesFoldersItCannotUse(_ arguments: [String], _ message: String) async throws {
        let run = try await ribsPort(arguments)

        #expect(run.status == 64)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ported").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios/ported").path))
    }

    @Test func refusesAnOutputThatIsNotEmpty() async throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ported"), withIntermediateDirectories: true)
        try "mine\n".write(to: folder.appendingPathComponent("ported/keep.txt"), atomically: true, encoding: .utf8)

        let run = try await ribsPort(["ios", "--output", "ported"])

        #expect(run.status == 64)
        #expect(run.error.contains("exists and is not an empty folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("ported").path) == ["keep.txt"])
    }

    @Test func aFileThatDoesNotParseStopsEverythingAndNamesIt() async throws {
        try "func broken( {\n".write(to: folder.appendingPathComponent("ios/Broken.swift"), atomically: true, encoding: .utf8)

        let run = try await ribsPort(["ios", "--output", "ported"])

        #expect(run.status == 64)
        #expect(run.error.contains("These files do not parse as Swift; nothing was written:\n  Broken.swift"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ported").path))
    }

    // MARK: - Private

    private func ribsPort(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(Self.binary, arguments, in: folder)
    }

    /// The built `ribs-port`, beside the test bundle.
    private static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ribs-port")
    }
}
