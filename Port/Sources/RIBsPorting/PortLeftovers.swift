import SwiftSyntax

/// What is still in a ported file that cannot build here: each import of RxSwift, RxRelay,
/// RxCocoa, RxBlocking and RxTest and each of their names that the port neither replaced nor
/// already marked with a `ribs port:` comment, each import of a module Linux does not have
/// (UIKit), and Darwin's `XCTExpectedFailure` where the port left it. The summary lists them as
/// left to do, so that it never says nothing is left when something is.
enum PortLeftovers {

    /// The leftovers in `tree`, a ported file of `module`, each as a step at its line in the
    /// ported file.
    static func find(in tree: SourceFileSyntax, of module: ModuleIndex) -> [ManualStep] {
        let finder = LeftoverFinder(converter: SourceLocationConverter(fileName: "", tree: tree), module: module)
        finder.walk(tree)
        return finder.steps
    }

    /// The modules whose imports must go.
    static let modules = RxNames.modules.union(["RxTest"])

    /// Modules Linux does not have, and what to do instead.
    static let unavailableModules: [String: String] = [
        "UIKit": "UIKit does not exist on Linux: draw the view with ScreenKit's ViewController",
    ]

    /// RxSwift's, RxRelay's, RxCocoa's and RxTest's types: the port's own lists (but for a type
    /// RIBs here has under the same name, `ReplaySubject`), and those it has no rule for.
    static let typeNames = Set(RxNames.subjects.filter { $0.key != $0.value }.keys).union(RxNames.plainTypes.keys)
        .union(RxNames.manualTypes.keys).union(RxNames.traits.keys).union([
        "ObservableType", "ObserverType", "ObservableConvertibleType", "AnyObserver", "Disposables", "SchedulerType",
        "ImmediateSchedulerType", "MainScheduler", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
        "ConcurrentMainScheduler", "CurrentThreadScheduler", "RxTimeInterval", "PrimitiveSequence", "SharedSequence",
        "ControlEvent", "ControlProperty", "Binder", "TestScheduler", "TestableObserver", "Recorded", "RxError",
    ])

    /// RxSwift's operators and calls that Combine spells otherwise, so that one left in the code
    /// does not compile here.
    static let memberNames: Set<String> = [
        "disposed", "observeOn", "subscribeOn", "asDriver", "asSignal", "flatMapLatest",
        "distinctUntilChanged", "catchErrorJustReturn", "catchAndReturn", "asObservable", "asSingle", "asCompletable",
        "onNext", "onError", "onCompleted", "startWith",
    ]

    /// Whether `name` is one of UIKit's (`UIViewController`, `UIColor`): `UI` and a capital.
    static func isUIKitName(_ name: String) -> Bool {
        name.count > 2 && name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }

    /// The argument labels of RxSwift's `subscribe`, which Combine's has none of.
    static let subscribeLabels: Set<String> = ["onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure"]
}

/// Walks a ported file and notes what of Rx is left in it.
private final class LeftoverFinder: SyntaxVisitor {

    private(set) var steps: [ManualStep] = []

    init(converter: SourceLocationConverter, module: ModuleIndex) {
        self.converter = converter
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.path.first?.name.text else {
            return .skipChildren
        }
        if name == "UIKit" {
            importsUIKit = true
        }
        if PortLeftovers.modules.contains(name) {
            note(node, "remove `import \(name)`: nothing of it is here")
        } else if let step = PortLeftovers.unavailableModules[name] {
            note(node, step)
        }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteType(named: node.name.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A type used as a value: `BehaviorRelay(value: 0)`, `Observable.just(1)`.
        noteType(named: node.baseName.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if PortLeftovers.memberNames.contains(name), !isMarked(node) {
            note(node.declName, "`\(name)` is RxSwift's; replace it with its Combine counterpart")
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "subscribe",
           node.arguments.contains(where: { $0.label.map { PortLeftovers.subscribeLabels.contains($0.text) } ?? false }),
           !isMarked(node) {
            note(member.declName, "`subscribe(onNext:…)` is RxSwift's; replace it with sink(receiveCompletion:receiveValue:)")
        }
        return .visitChildren
    }

    // MARK: - Private

    private let converter: SourceLocationConverter
    private let module: ModuleIndex
    /// Whether the file imports UIKit (imports come first, before any of its names).
    private var importsUIKit = false
    /// The lines noted, so that a line with several leftovers of one name is listed once.
    private var noted: Set<String> = []

    private func noteType(named name: String, at node: some SyntaxProtocol) {
        // In a file that imports UIKit, its import is listed once for all its names.
        if PortLeftovers.isUIKitName(name), !importsUIKit, !module.declaredTypeNames.contains(name), !isMarked(node) {
            note(node, "`\(name)` is UIKit's, which does not exist on Linux: draw the view with ScreenKit's ViewController")
            return
        }
        if name == "XCTExpectedFailure" {
            note(node, "XCTExpectedFailure is Darwin's XCTest only: remove it, or mark the test with Swift Testing's withKnownIssue")
            return
        }
        guard PortLeftovers.typeNames.contains(name), !module.declaredTypeNames.contains(name), !isMarked(node) else {
            return
        }
        note(node, "`\(name)` is Rx's; nothing here replaced it")
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        let line = node.startLocation(converter: converter).line
        guard noted.insert("\(line) \(message)").inserted else {
            return
        }
        steps.append(ManualStep(line: line, message: message + " (line \(line) of the ported file)"))
    }

    /// Whether `node`, or the statement it is in, already carries a `ribs port:` comment: the
    /// port listed it. Parsed again, a comment before a node on its line is the trailing trivia
    /// of the token before it.
    private func isMarked(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if Self.holdsMark(syntax.leadingTrivia) || Self.holdsMark(syntax.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []) {
                return true
            }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) {
                return false
            }
            current = syntax.parent
        }
        return false
    }

    private static func holdsMark(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            if case let .blockComment(text) = piece { text.contains("ribs port:") } else { false }
        }
    }
}
