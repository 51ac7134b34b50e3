/// What RxSwift calls things, and what the Combine API here calls them.
enum RxNames {

    /// The modules RxSwift code imports; `import RIBs` replaces them.
    static let modules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking"]

    /// RxSwift's generic types of one value type, and the Combine types with `Never` as their
    /// failure.
    static let subjects: [String: String] = [
        "PublishSubject": "PassthroughSubject",
        "PublishRelay": "PassthroughSubject",
        "BehaviorSubject": "CurrentValueSubject",
        "BehaviorRelay": "CurrentValueSubject",
        "Variable": "CurrentValueSubject",
        "ReplaySubject": "ReplaySubject",
        "Observable": "AnyPublisher",
    ]

    /// RxSwift's traits and RxCocoa's units, each an `AnyPublisher` here: its output, when the
    /// trait has none of its own (`Completable`), and its failure. A `Single` or a `Maybe` can
    /// fail with any error; a `Driver` or a `Signal` cannot fail.
    static let traits: [String: (output: String?, failure: String)] = [
        "Single": (nil, "any Error"),
        "Maybe": (nil, "any Error"),
        "Completable": ("Never", "any Error"),
        "Infallible": (nil, "Never"),
        "Driver": (nil, "Never"),
        "Signal": (nil, "Never"),
    ]

    /// RxSwift's plain types and theirs here.
    static let plainTypes: [String: String] = [
        "DisposeBag": "Set<AnyCancellable>",
        "Disposable": "AnyCancellable",
    ]

    /// Operators spelled differently here, with the same arguments.
    static let renamedOperators: [String: String] = [
        "asObservable": "eraseToAnyPublisher",
        "onNext": "send",
        "accept": "send",
        "distinctUntilChanged": "removeDuplicates",
        "take": "prefix",
        "skip": "dropFirst",
        "startWith": "prepend",
        "dispose": "cancel",
    ]

    /// RxSwift members that have no rewrite yet, with what to do instead.
    static let manual: [String: String] = [
        "bind": "replace this bind with sink(receiveValue:): the port rewrites bind(to:) to one relay or subject, and bind(onNext:)",
        "drive": "replace this drive with sink(receiveValue:): the port rewrites drive(_:) to one relay or subject, and drive(onNext:)",
        "asDriver": "replace the Driver with replaceError(with:) and receiveOnMainActor()",
        "subscribeOn": "remove subscribeOn: work is started where it is subscribed",
        "share": "replace share(replay:) with share() and a replaying subject where it replayed",
    ]

    /// The schedulers of RxSwift that deliver on the main thread, as `observeOn` is given them
    /// (with or without `RxSwift.`): the one thing `receiveOnMainActor()` does. Any other, a
    /// dispatch queue's or a variable that may hold one, is left for the user, who knows which
    /// thread the code meant.
    static let mainSchedulers: Set<String> = [
        "MainScheduler.instance", "MainScheduler.asyncInstance", "MainScheduler()", "ConcurrentMainScheduler.instance",
    ]

    /// What to do with `observeOn` given any other scheduler.
    static let otherScheduler = "observeOn on a scheduler other than MainScheduler: use receiveOnMainActor() only if the code needs the main actor, else keep the scheduler's queue with receive(on:)"

    /// Whether `scheduler`, the argument of `observeOn` as written, is one of ``mainSchedulers``.
    static func isMainScheduler(_ scheduler: String) -> Bool {
        mainSchedulers.contains(scheduler.hasPrefix("RxSwift.") ? String(scheduler.dropFirst("RxSwift.".count)) : scheduler)
    }

    /// RxSwift's and RxCocoa's types with no rewrite, with what to do instead.
    static let manualTypes: [String: String] = [
        "CompositeDisposable": "keep the subscriptions in a Set<AnyCancellable>",
        "SerialDisposable": "keep the current subscription in an AnyCancellable? and replace it",
    ]

    /// Foundation's names that RIBs iOS code uses without importing Foundation (its RIBs
    /// brought it along), and after which the port imports it.
    static let foundationNames: Set<String> = [
        "URL", "URLComponents", "URLQueryItem", "Date", "Data", "UUID", "DispatchQueue", "NotificationCenter",
        "JSONEncoder", "JSONDecoder", "Bundle", "FileManager", "ProcessInfo", "NSObject", "arc4random_uniform", "arc4random",
    ]

    /// The suffixes of the protocols a RIB declares for its neighbours, which Swift 6 needs on
    /// the main actor.
    static let mainActorProtocolSuffixes = [
        "Listener", "Routing", "Presentable", "Interactable", "ViewControllable", "ActionableItem",
    ]
}
