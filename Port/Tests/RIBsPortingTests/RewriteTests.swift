import RIBsPorting
import Testing

/// Each rewrite, on the smallest code that shows it: RIBs iOS's spelling in, this package's out.
struct RewriteTests {

    @Test(arguments: [
        // Imports: RxSwift's go, `import RIBs` (which brings the Combine API) stays or comes.
        ("import RIBs\nimport RxSwift\nimport RxCocoa\n", "import RIBs\n"),
        ("import RxSwift\nimport UIKit\n", "import RIBs\nimport UIKit\n"),
        // RIBs iOS brought Foundation along; RIBs here does not.
        ("import RIBs\n\nlet u = URL(string: s)\n", "import RIBs\nimport Foundation\n\nlet u = URL(string: s)\n"),
        ("import RIBs\nimport UIKit\n\nlet u = URL(string: s)\n", "import RIBs\nimport UIKit\n\nlet u = URL(string: s)\n"),
        ("@testable import RIBs\n\nlet u = URL(string: s)\n", "@testable import RIBs\nimport Foundation\n\nlet u = URL(string: s)\n"),
        // Subjects and relays: the Combine subject, failing with Never.
        ("let s: PublishSubject<Int>\n", "let s: PassthroughSubject<Int, Never>\n"),
        ("let s: BehaviorRelay<[String]>\n", "let s: CurrentValueSubject<[String], Never>\n"),
        ("let s = PublishRelay<Int>()\n", "let s = PassthroughSubject<Int, Never>()\n"),
        ("let s = ReplaySubject<(Item, ())>.create(bufferSize: 1)\n", "let s = ReplaySubject<(Item, ()), Never>.create(bufferSize: 1)\n"),
        // Constructed without the type's generic argument: inferred as Rx's was.
        ("scores = BehaviorRelay(value: Score())\n", "scores = CurrentValueSubject<_, Never>(Score())\n"),
        ("let s = BehaviorSubject(value: 0)\n", "let s = CurrentValueSubject<_, Never>(0)\n"),
        ("names = PublishSubject()\nrelay = PublishRelay()\n", "names = PassthroughSubject<_, Never>()\nrelay = PassthroughSubject<_, Never>()\n"),
        ("let v = Variable(1)\n", "let v = CurrentValueSubject<_, Never>(1)\n"),
        ("let s: BehaviorRelay<Int> = .init(value: 3)\n", "let s: CurrentValueSubject<Int, Never> = .init(3)\n"),
        ("let s: PublishRelay<Int> = .init()\n", "let s: PassthroughSubject<Int, Never> = .init()\n"),
        ("var d: Disposable = Disposables.create()\n", "var d: AnyCancellable = AnyCancellable {}\n"),
        ("let d = Disposables.create { done = true }\n", "let d = AnyCancellable { done = true }\n"),
        ("subscription.dispose()\n", "subscription.cancel()\n"),
        ("var scores: Observable<Score> { subject.asObservable() }\n",
         "var scores: AnyPublisher<Score, Never> { subject.eraseToAnyPublisher() }\n"),
        // Disposal.
        ("private let bag = DisposeBag()\n", "private var bag = Set<AnyCancellable>()\n"),
        ("var bag: DisposeBag\n", "var bag: Set<AnyCancellable>\n"),
        ("stream.subscribe(onNext: { print($0) }).disposed(by: bag)\n", "stream.sink(receiveValue: { print($0) }).store(in: &bag)\n"),
        ("stream.subscribe(onNext: { _ in }).disposeOnDeactivate(interactor: self)\n",
         "stream.sink(receiveValue: { _ in }).disposeOnDeactivate(interactor: self)\n"),
        // RxSwift's other event closures, passed by label to Combine's.
        ("let c = s.subscribe { v in print(v) }\n", "let c = s.sink { v in print(v) }\n"),
        ("let c = s.subscribe { _ in } onCompleted: {\n    done = true\n}\n",
         "let c = s.sink(receiveCompletion: { _ in\n    done = true\n}, receiveValue: { _ in })\n"),
        ("let c = s.subscribe(onCompleted: finish)\n", "let c = s.sink(receiveCompletion: { _ in finish() }, receiveValue: { _ in })\n"),
        ("s.subscribe().disposed(by: bag)\n", "s.sink(receiveValue: { _ in }).store(in: &bag)\n"),
        ("workflow.commit().subscribe(root)\n", "workflow.commit().subscribe(root)\n"),
        ("s.do { _ in } onDispose: { disposed = true }\n", "s.handleEvents(receiveOutput: { _ in }, receiveCancel: { disposed = true })\n"),
        // A subscription the code drops runs on, as in RxSwift, where a dropped AnyCancellable
        // would cancel it at once.
        ("let _ = s.subscribe { v in print(v) }\n",
         "s.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { v in print(v) }))\n"),
        ("_ = s.subscribe(onNext: { v in print(v) })\n",
         "s.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { v in print(v) }))\n"),
        ("s.subscribe(onNext: { _ in }, onCompleted: { done = true })\n",
         "s.subscribe(Subscribers.Sink(receiveCompletion: { _ in done = true }, receiveValue: { _ in }))\n"),
        ("let kept = s.subscribe(onNext: { _ in })\n", "let kept = s.sink(receiveValue: { _ in })\n"),
        // A closure declared to return an Observable returns an AnyPublisher.
        ("w.onStep { _ -> Observable<(Item, ())> in\n    return Observable.just((item, ()))\n}\n",
         "w.onStep { _ -> AnyPublisher<(Item, ()), Never> in\n    return Just((item, ())).eraseToAnyPublisher()\n}\n"),
        // A step that may fail declares it, and its other streams are set to fail the same way.
        ("w.onStep { _ -> Observable<Int> in\n    if bad {\n        return Observable.error(E.e)\n    }\n    return ok\n}\n",
         "w.onStep { _ -> AnyPublisher<Int, any Error> in\n    if bad {\n        return Fail(error: E.e).eraseToAnyPublisher()\n    }\n    return ok.setFailureType(to: (any Error).self).eraseToAnyPublisher()\n}\n"),
        // RIBs names spelt otherwise in RIBs iOS.
        ("var status: LeakDetectionStatus = .DidComplete\n", "var status: LeakDetectionStatus = .didComplete\n"),
        ("s == LeakDetectionStatus.InProgress\n", "s == LeakDetectionStatus.inProgress\n"),
        // Sending.
        ("subject.onNext(3)\nrelay.accept(4)\n", "subject.send(3)\nrelay.send(4)\n"),
        // Operators.
        ("s.distinctUntilChanged().take(1).skip(2).startWith(0)\n", "s.removeDuplicates().prefix(1).dropFirst(2).prepend(0)\n"),
        ("s.observeOn(MainScheduler.instance)\n", "s.receiveOnMainActor()\n"),
        ("s.observe(on: MainScheduler.instance)\n", "s.receiveOnMainActor()\n"),
        ("s.flatMapLatest { $0.scores }\n", "s.map { $0.scores }.switchToLatest()\n"),
        // A chain keeps its layout.
        ("stream\n    .subscribe(onNext: { _ in })\n    .disposed(by: disposeBag)\n",
         "stream\n    .sink(receiveValue: { _ in })\n    .store(in: &disposeBag)\n"),
        // What is returned as an Observable is erased to the AnyPublisher now declared; a
        // closure's own return is not.
        ("func f() -> Observable<Int> {\n    return s.map { return $0 + 1 }\n}\n",
         "func f() -> AnyPublisher<Int, Never> {\n    return s.map { return $0 + 1 }.eraseToAnyPublisher()\n}\n"),
        ("var v: Observable<Int> { s.take(1) }\n", "var v: AnyPublisher<Int, Never> { s.prefix(1).eraseToAnyPublisher() }\n"),
        // A subject returned as an Observable: erased (a publisher erased already is itself).
        ("var v: Observable<Int> { s }\n", "var v: AnyPublisher<Int, Never> { s.eraseToAnyPublisher() }\n"),
        ("var v: Observable<Int> { return subject }\n", "var v: AnyPublisher<Int, Never> { return subject.eraseToAnyPublisher() }\n"),
        ("func f() -> Observable<Int> {\n    if a {\n        router.go()\n    }\n    return Observable.just(1)\n}\n",
         "func f() -> AnyPublisher<Int, Never> {\n    if a {\n        router.go()\n    }\n    return Just(1).eraseToAnyPublisher()\n}\n"),
        ("let e = Observable<Int>.empty()\n", "let e = Empty<Int, Never>()\n"),
        ("func f() -> Observable<Int> { Observable.never() }\n",
         "func f() -> AnyPublisher<Int, Never> { Empty(completeImmediately: false).eraseToAnyPublisher() }\n"),
        // A relay's first value has no label in Combine.
        ("let v = BehaviorRelay<Score>(value: Score())\n", "let v = CurrentValueSubject<Score, Never>(Score())\n"),
        // Traits and units: an AnyPublisher failing with any Error (Single, Maybe, Completable)
        // or with Never (Driver, Signal, Infallible).
        ("let s: Single<User>\nlet m: Maybe<Int>\nlet c: Completable\n",
         "let s: AnyPublisher<User, any Error>\nlet m: AnyPublisher<Int, any Error>\nlet c: AnyPublisher<Never, any Error>\n"),
        ("let d: Driver<String>\nlet g: Signal<Void>\n", "let d: AnyPublisher<String, Never>\nlet g: AnyPublisher<Void, Never>\n"),
        ("func load() -> Single<User> {\n    return Single.just(user)\n}\n",
         "func load() -> AnyPublisher<User, any Error> {\n    return Just(user).setFailureType(to: (any Error).self).eraseToAnyPublisher()\n}\n"),
        ("func load() -> Single<User> {\n    if bad {\n        return Single.error(E.e)\n    }\n    return api.user().map { $0.user }\n}\n",
         "func load() -> AnyPublisher<User, any Error> {\n    if bad {\n        return Fail(error: E.e).eraseToAnyPublisher()\n    }\n    return api.user().map { $0.user }.mapError { $0 as any Error }.eraseToAnyPublisher()\n}\n"),
        ("func save() -> Completable {\n    Completable.empty()\n}\n",
         "func save() -> AnyPublisher<Never, any Error> {\n    Empty<Never, any Error>().eraseToAnyPublisher()\n}\n"),
        ("func save() -> Completable {\n    return ok ? Completable.empty() : Completable.error(E.e)\n}\n",
         "func save() -> AnyPublisher<Never, any Error> {\n    return ok ? Empty<Never, any Error>().eraseToAnyPublisher() : Fail(error: E.e).eraseToAnyPublisher()\n}\n"),
        ("let m = Maybe<Int>.empty()\nlet n = Maybe<Int>.never()\n", "let m = Empty<Int, any Error>().eraseToAnyPublisher()\nlet n = Empty<Int, any Error>(completeImmediately: false).eraseToAnyPublisher()\n"),
        ("var title: Driver<String> { titles.asDriver(onErrorJustReturn: \"\") }\n",
         "var title: AnyPublisher<String, Never> { titles.replaceError(with: \"\").receiveOnMainActor().eraseToAnyPublisher() }\n"),
        ("let d = relay.asDriver()\n", "let d = relay.receiveOnMainActor()\n"),
        ("let s = load().catchErrorJustReturn(0)\nlet t = load().catchAndReturn(1)\n",
         "let s = load().replaceError(with: 0)\nlet t = load().replaceError(with: 1)\n"),
        // Making streams.
        ("let s = Observable.of(1, 2, 3)\nlet t = Observable.from(names)\n", "let s = [1, 2, 3].publisher\nlet t = names.publisher\n"),
        // Streams made by a closure: RIBs' AnyPublisher.create, whose observer is RxSwift's.
        ("let s = Observable<Int>.create { observer in\n    observer.onNext(1)\n    observer.onCompleted()\n    return Disposables.create()\n}\n",
         "let s = AnyPublisher<Int, Never>.create { observer in\n    observer.send(1)\n    observer.send(completion: .finished)\n    return AnyCancellable {}\n}\n"),
        ("func f() -> Observable<Int> {\n    return Observable.create { o in\n        o.onError(E.e)\n        return Disposables.create()\n    }\n}\n",
         "func f() -> AnyPublisher<Int, any Error> {\n    return AnyPublisher<_, any Error>.create { o in\n        o.send(completion: .failure(E.e))\n        return AnyCancellable {}\n    }\n}\n"),
        ("func load() -> Single<User> {\n    Single.create { single in\n        single(.success(user))\n        return Disposables.create()\n    }\n}\n",
         "func load() -> AnyPublisher<User, any Error> {\n    AnyPublisher<_, any Error>.create { single in\n        single(.success(user))\n        return AnyCancellable {}\n    }\n}\n"),
        ("let c = Completable.create { completable in\n    completable(.completed)\n    return Disposables.create()\n}\n",
         "let c = AnyPublisher<Never, any Error>.create { completable in\n    completable(.completed)\n    return AnyCancellable {}\n}\n"),
        ("subject.onCompleted()\n", "subject.send(completion: .finished)\n"),
        // Combining streams.
        ("let both = Observable.combineLatest(a, b)\n", "let both = a.combineLatest(b)\n"),
        ("let sum = Observable.combineLatest(a, b, c) { $0 + $1 + $2 }\n", "let sum = a.combineLatest(b, c, { $0 + $1 + $2 })\n"),
        ("let sum = Observable.zip(a, b, resultSelector: { $0 + $1 })\n", "let sum = a.zip(b, { $0 + $1 })\n"),
        ("let all = Observable.merge(a, b.map { $0 * 2 }, c)\n", "let all = a.merge(with: b.map { $0 * 2 }, c)\n"),
        ("let all = Observable.merge(streams)\n", "let all = Publishers.MergeMany(streams)\n"),
        ("let all = Observable.merge(a, b, c, d, e)\n",
         "let all = Publishers.MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher())\n"),
        // RIBs has RxSwift's withLatestFrom, spelt the same.
        ("let s = taps.withLatestFrom(names) { $1 }\n", "let s = taps.withLatestFrom(names) { $1 }\n"),
        // Binding and driving: each value sent to the relay as the call found it.
        ("s.bind(to: relay).disposed(by: bag)\n", "s.sink(receiveValue: { [target = relay] in target.send($0) }).store(in: &bag)\n"),
        ("let c = s.bind(onNext: { show($0) })\n", "let c = s.sink(receiveValue: { show($0) })\n"),
        ("let c = d.drive(self.titles)\n", "let c = d.sink(receiveValue: { [target = self.titles] in target.send($0) })\n"),
        // Dropped, it runs on as RxSwift's did.
        ("d.drive(onNext: { show($0) })\n", "d.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { show($0) }))\n"),
        // Errors, to a sink's completion.
        ("let c = s.subscribe(onNext: { show($0) }, onError: { e in log(e) })\n",
         "let c = s.sink(receiveCompletion: { completion in if let error = completion.error { ({ e in log(e) })(error) } }, receiveValue: { show($0) })\n"),
        ("let c = single.subscribe(onSuccess: show, onFailure: log)\n",
         "let c = single.sink(receiveCompletion: { completion in if let error = completion.error { log(error) } }, receiveValue: show)\n"),
        ("let c = done.subscribe(onCompleted: finish, onError: log)\n",
         "let c = done.sink(receiveCompletion: { completion in if let error = completion.error { log(error) } else { finish() } }, receiveValue: { _ in })\n"),
    ])
    func rewritesRxSwift(_ source: String, _ expected: String) {
        #expect(SwiftFilePorter.port(source).text == expected)
    }

    @Test func protocolsARIBDeclaresForItsNeighboursGoOnTheMainActor() {
        let ported = SwiftFilePorter.port("""
            import RIBs

            protocol LoggedOutRouting: ViewableRouting {}

            protocol LoggedOutListener: class {
                func didLogin(withPlayer1Name player1Name: String, player2Name: String)
            }

            @MainActor
            protocol LoggedOutPresentable: Presentable {}

            protocol ScoreStream: class {}

            """)

        #expect(ported.text == """
            import RIBs

            @MainActor
            protocol LoggedOutRouting: ViewableRouting {}

            @MainActor
            protocol LoggedOutListener: AnyObject {
                func didLogin(withPlayer1Name player1Name: String, player2Name: String)
            }

            @MainActor
            protocol LoggedOutPresentable: Presentable {}

            protocol ScoreStream: AnyObject {}

            """)
        #expect(ported.rewrites.map(\.kind) == [.mainActor, .anyObject, .mainActor, .anyObject])
        #expect(ported.rewrites.map(\.line) == [3, 5, 5, 12])
    }

    /// Tutorial 4's `Game`: adapters that are RIB listeners (on the main actor) conform to it,
    /// which Swift 6 refuses unless `Game` is on the main actor too; it names a builder, which is.
    @Test func aProtocolNamingAMainActorTypeGoesOnTheMainActorFromAnyFileOfTheModule() {
        let game = """
            protocol GameBuildable: Buildable {}

            protocol Game {
                var builder: GameBuildable { get }
            }

            """
        let catalogue = "protocol GameCatalogue {\n    var games: [Game] { get }\n}\n"
        let scores = "protocol ScoreStream: AnyObject {\n    var score: Int { get }\n}\n"
        let module = ModuleIndex(sources: [game, catalogue, scores])

        #expect(module.mainActorProtocols == ["GameBuildable", "Game", "GameCatalogue"])
        // Swift puts a protocol that inherits one on the main actor there on its own.
        #expect(module.protocolsNeedingTheAttribute == ["Game", "GameCatalogue"])
        #expect(SwiftFilePorter.port(catalogue, in: module).text == "@MainActor\n" + catalogue)
        #expect(SwiftFilePorter.port(scores, in: module).text == scores)
    }

    @Test func aProtocolNamingAMainActorClassOfTheModuleGoesOnTheMainActor() {
        let source = "final class ScoreBoardInteractor: Interactor {}\n\nprotocol Boards {\n    func board() -> ScoreBoardInteractor\n}\n"
        #expect(ModuleIndex(sources: [source]).mainActorProtocols == ["Boards"])
    }

    /// Tutorial 4's `UrlHandler`, which its root interactor conforms to.
    @Test func aProtocolAMainActorClassConformsToGoesOnTheMainActor() {
        let handler = "protocol UrlHandler: AnyObject {\n    func handle(_ url: URL)\n}\n"
        let interactor = "final class RootInteractor: PresentableInteractor<RootPresentable>, UrlHandler {}\n"
        let plain = "final class Parser: UrlHandler {}\n"
        #expect(ModuleIndex(sources: [handler, interactor]).protocolsNeedingTheAttribute == ["UrlHandler"])
        #expect(ModuleIndex(sources: [handler, plain]).mainActorProtocols.isEmpty)
    }

    @Test func whatHasNoRewriteStaysWithACommentAndAManualStep() {
        let ported = SwiftFilePorter.port("let text = name.asDriver(onErrorDriveWith: .empty())\n")

        #expect(ported.text == "let text = /* ribs port: replace the Driver with replaceError(with:) and receiveOnMainActor() */ name.asDriver(onErrorDriveWith: .empty())\n")
        #expect(ported.manualSteps == [ManualStep(line: 1, message: "replace the Driver with replaceError(with:) and receiveOnMainActor()")])
    }

    /// RxSwift's main scheduler, however it is spelt, is what `receiveOnMainActor()` does.
    @Test(arguments: ["observeOn(", "observe(on: "], [
        "MainScheduler.instance", "MainScheduler.asyncInstance", "MainScheduler()", "ConcurrentMainScheduler.instance",
        "RxSwift.MainScheduler.instance",
    ])
    func observingOnTheMainSchedulerIsReceivingOnTheMainActor(_ call: String, _ scheduler: String) {
        let ported = SwiftFilePorter.port("let s = scores\n    .\(call)\(scheduler))\n")
        #expect(ported.text == "let s = scores\n    .receiveOnMainActor()\n")
        #expect(ported.rewrites.map(\.kind) == [.method])
        #expect(ported.rewrites.map(\.line) == [2])
        #expect(ported.manualSteps.isEmpty, "\(ported.manualSteps)")
    }

    /// Any other scheduler may be a background queue the code relied on: the call stays as it
    /// was, marked, and the summary lists it with its line for the user to check.
    @Test(arguments: ["observeOn(", "observe(on: "], [
        "SerialDispatchQueueScheduler(qos: .userInitiated)", "ConcurrentDispatchQueueScheduler(qos: .background)",
        "scheduler", "self.scheduler", ".main", "CurrentThreadScheduler.instance", "MainSchedulerOfTheApp.instance",
        "RxSwift.SerialDispatchQueueScheduler(internalSerialQueueName: \"scores\")",
    ])
    func observingOnAnotherSchedulerIsLeftForTheUserToCheck(_ call: String, _ scheduler: String) {
        let ported = SwiftFilePorter.port("let s = scores\n    .map { $0 + 1 }\n    .\(call)\(scheduler))\n")
        let step = "observeOn on a scheduler other than MainScheduler: use receiveOnMainActor() only if the code needs the main actor, else keep the scheduler's queue with receive(on:)"
        #expect(ported.text == "let s = /* ribs port: \(step) */ scores\n    .map { $0 + 1 }\n    .\(call)\(scheduler))\n")
        #expect(ported.manualSteps == [ManualStep(line: 1, message: step)])
        #expect(ported.rewrites.isEmpty)
    }

    @Test func anEventCombineHasNoPlaceForIsLeftForTheUser() {
        let ported = SwiftFilePorter.port("s.subscribe(onNext: { _ in }, onDisposed: { })\n")
        #expect(ported.text.hasPrefix("/* ribs port: replace subscribe(…) by hand"))
        #expect(ported.manualSteps.count == 1)
    }

    @Test func rxSwiftTypesWithNoCounterpartAreLeftForTheUser() {
        let ported = SwiftFilePorter.port("let d: CompositeDisposable\n")
        #expect(ported.text == "let d: /* ribs port: keep the subscriptions in a Set<AnyCancellable> */ CompositeDisposable\n")
        #expect(ported.manualSteps.map(\.line) == [1])
    }

    @Test func rxCocoasBindingsAreLeftForTheUser() {
        let ported = SwiftFilePorter.port("button.rx.tap.subscribe(onNext: { _ in })\n")
        #expect(ported.text.hasPrefix("/* ribs port: RxCocoa's .rx has no counterpart here"))
        #expect(ported.manualSteps.count == 1)
    }

    @Test func anRxNameTheRewriteMissedIsListedAtItsLine() {
        let ported = SwiftFilePorter.port("import RxSwift\n\nlet s: BehaviorRelay<Int>\nlet o: ObserverType\nlet scheduler = MainScheduler.instance\n")
        #expect(ported.manualSteps.map(\.line) == [4, 5], "\(ported.manualSteps)")
        #expect(ported.manualSteps.first?.message.hasPrefix("`ObserverType` is Rx's") == true)
    }

    @Test func aTypeRIBsHasUnderTheSameNameIsNotListed() {
        let ported = SwiftFilePorter.port("let s = ReplaySubject<Int, Never>.create(bufferSize: 1)\n")
        #expect(ported.manualSteps.isEmpty, "\(ported.manualSteps)")
    }

    @Test func aTypeTheModuleDeclaresIsNotTakenForRxs() {
        let module = ModuleIndex(sources: ["struct Binder { let name: String }\n"])
        let ported = SwiftFilePorter.port("let d = Binder(name: \"Ann\")\nlet e: Binder\n", in: module)
        #expect(ported.manualSteps.isEmpty, "\(ported.manualSteps)")
    }

    @Test func anImportOfRxTestIsListed() {
        let ported = SwiftFilePorter.port("import RIBs\nimport RxTest\n")
        #expect(ported.manualSteps == [ManualStep(line: 2, message: "remove `import RxTest`: nothing of it is here (line 2 of the ported file)")])
    }

    @Test func whatLinuxDoesNotHaveIsListed() {
        let ported = SwiftFilePorter.port("import UIKit\n\nlet options = XCTExpectedFailure.Options()\nXCTExpectFailure(\"x\", options: options)\n")
        #expect(ported.manualSteps.map(\.line) == [1, 3], "\(ported.manualSteps)")
        #expect(ported.manualSteps.last?.message.hasPrefix("XCTExpectedFailure is Darwin's XCTest only") == true)
    }

    /// RIBs iOS's `ComponentizedBuilderTests` builds options for an expected failure and passes
    /// them to nothing: inert on Darwin, a type Linux does not have.
    @Test func expectedFailureOptionsNothingUsesAreRemoved() {
        let source = """
            func test() {
                let built = build()
                let options = XCTExpectedFailure.Options()
                options.issueMatcher = { issue in
                    issue.type == .assertionFailure
                }

                let trapped = catchBadInstruction { _ = build() }
            }

            """
        let ported = SwiftFilePorter.port(source)
        #expect(ported.text == "func test() {\n    let built = build()\n\n    let trapped = catchBadInstruction { _ = build() }\n}\n")
        #expect(ported.manualSteps.isEmpty, "\(ported.manualSteps)")
        #expect(ported.rewrites.map(\.line) == [3, 4])
    }

    /// Where the Rx code left a generic argument to Swift, the port does too, and says so.
    @Test func aTypeLeftForSwiftToInferIsCounted() {
        let ported = SwiftFilePorter.port("let s = BehaviorSubject(value: 0)\nlet t = Observable.create { o in\n    return Disposables.create()\n}\n")
        #expect(ported.rewrites.filter { $0.kind == .inferredType }.map(\.line) == [1, 2])
        #expect(RewriteKind.inferredType.rawValue == "types left for Swift to infer (`_`)")
    }

    @Test func aTypealiasOfARelayIsBuiltAsTheRelayIs() {
        let aliases = "typealias Scores = BehaviorRelay<Int>\n"
        let module = ModuleIndex(sources: [aliases])
        #expect(SwiftFilePorter.port(aliases, in: module).text == "typealias Scores = CurrentValueSubject<Int, Never>\n")
        let ported = SwiftFilePorter.port("let s = Scores(value: 0)\nlet t: Scores = .init(value: 1)\n", in: module)
        #expect(ported.text == "let s = Scores(0)\nlet t: Scores = .init(1)\n")
    }

    /// RIBs here has RIBs iOS's test hook, reached with `@testable import RIBs` as there.
    @Test func theLeakDetectorsTestHookIsKept() {
        let source = "@testable import RIBs\n\nLeakDetector.setInstance(mock)\n"
        let ported = SwiftFilePorter.port(source)
        #expect(ported.text == source)
        #expect(ported.manualSteps.isEmpty)
    }

    /// RIBs iOS's bridge to UIKit: here a `ViewControllable` is the view controller itself.
    @Test func theUIViewControllerBridgeIsTheViewControllerItself() {
        let ported = SwiftFilePorter.port("""
            final class ViewControllerMock: ViewControllable {
                var uiviewController: UIViewController {
                    return UIViewController()
                }
                let title = "mock"
            }

            let shown = window.rootViewController === viewController.uiviewController

            """)
        #expect(ported.text == "final class ViewControllerMock: ViewControllable {\n    let title = \"mock\"\n}\n\nlet shown = window.rootViewController === viewController\n")
        #expect(ported.manualSteps.isEmpty, "\(ported.manualSteps)")
    }

    @Test func uiKitsNamesAreListedEvenWithoutItsImport() {
        let ported = SwiftFilePorter.port("import RIBs\n\nlet color: UIColor = .red\nlet view = UIView()\nlet ui = UI()\n")
        #expect(ported.manualSteps.map(\.line) == [3, 4], "\(ported.manualSteps)")
        #expect(ported.manualSteps.first?.message.hasPrefix("`UIColor` is UIKit's") == true)
        // With its import, the import is listed for all of them.
        #expect(SwiftFilePorter.port("import UIKit\n\nlet color: UIColor = .red\n").manualSteps.map(\.line) == [1])
    }

    @Test func cwlPreconditionTestingBecomesRIBsTesting() {
        let ported = SwiftFilePorter.port("import RIBs\nimport CwlPreconditionTesting\n\nlet e = catchBadInstruction { f() }\n")
        #expect(ported.text == "import RIBs\nimport RIBsTesting\n\nlet e = catchBadInstruction { f() }\n")
        #expect(ported.manualSteps.isEmpty)
    }

    @Test func codeWithoutRxSwiftIsLeftAsItIs() {
        let source = "import RIBs\n\n/// Doc.\nfinal class A {\n    func b() -> Int { 1 }\n}\n"
        let ported = SwiftFilePorter.port(source)
        #expect(ported.text == source)
        #expect(ported.rewrites.isEmpty)
    }
}
