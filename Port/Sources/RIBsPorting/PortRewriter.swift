import SwiftSyntax
import SwiftSyntaxBuilder

/// Rewrites RxSwift code into the Combine API, and RIBs iOS's Swift 5 protocols into Swift 6
/// ones, node by node; notes each rewrite and each manual step with its line.
final class PortRewriter: SyntaxRewriter {

    init(locationConverter: SourceLocationConverter, module: ModuleIndex) {
        self.locationConverter = locationConverter
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    private(set) var rewrites: [Rewrite] = []
    private(set) var manualSteps: [ManualStep] = []

    // MARK: - Imports

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var visited = super.visit(node)
        // A function's or getter's body of one expression returns it (not an `if`'s or a loop's).
        if returnedStream != nil, Self.isReturningBody(node), visited.count == 1, let only = visited.first,
           case let .expr(expression) = only.item {
            visited = CodeBlockItemListSyntax([only.with(\.item, .expr(erased(expression)))])
        }
        let inertOptions = UnusedExpectedFailureOptions.indices(in: Array(visited))
        var items: [CodeBlockItemSyntax] = []
        var importsRIBs = visited.contains { Self.importedModule(of: $0) == "RIBs" }
        var importsRIBsTesting = visited.contains { Self.importedModule(of: $0) == "RIBsTesting" }
        for (index, item) in visited.enumerated() {
            if inertOptions.contains(index) {
                note(.testCase, at: Array(node)[index])
                continue
            }
            // CwlPreconditionTesting's `catchBadInstruction` is RIBsTesting's here.
            if Self.importedModule(of: item) == "CwlPreconditionTesting", case let .decl(decl) = item.item,
               let importDecl = decl.as(ImportDeclSyntax.self) {
                note(.importStatement, at: item)
                if !importsRIBsTesting {
                    importsRIBsTesting = true
                    let path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("RIBsTesting"))])
                    items.append(item.with(\.item, .decl(DeclSyntax(importDecl.with(\.path, path)))))
                }
                continue
            }
            guard let module = Self.importedModule(of: item), RxNames.modules.contains(module) else {
                items.append(item)
                continue
            }
            note(.importStatement, at: item)
            guard !importsRIBs, case let .decl(decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self) else {
                continue
            }
            importsRIBs = true
            let path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("RIBs"))])
            items.append(item.with(\.item, .decl(DeclSyntax(importDecl.with(\.path, path)))))
        }
        if node.parent?.is(SourceFileSyntax.self) == true {
            items = Self.importingFoundationIfUsed(items, in: node)
        }
        return CodeBlockItemListSyntax(items)
    }

    /// `items` with `import Foundation` after `import RIBs` when the file uses Foundation and
    /// imports neither it nor UIKit: RIBs iOS brought Foundation along, RIBs here does not.
    private static func importingFoundationIfUsed(_ items: [CodeBlockItemSyntax], in file: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        let modules = items.compactMap(importedModule(of:))
        guard let ribs = items.firstIndex(where: { importedModule(of: $0) == "RIBs" }),
              !modules.contains(where: ["Foundation", "UIKit", "AppKit"].contains),
              file.tokens(viewMode: .sourceAccurate).contains(where: { RxNames.foundationNames.contains($0.text) }) else {
            return items
        }
        let foundation = ImportDeclSyntax(importKeyword: .keyword(.import, leadingTrivia: .newline, trailingTrivia: .space),
                                          path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Foundation"))]))
        var items = items
        items.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(foundation))), at: ribs + 1)
        return items
    }

    // MARK: - Statements

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let visited = super.visit(node)
        guard let kept = DiscardedSubscription.keptRunning(visited) else {
            return visited
        }
        note(.method, at: node)
        return kept
    }

    // MARK: - Types

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let name = node.name.text
        if let replacement = RxNames.plainTypes[name], node.genericArgumentClause == nil {
            note(.type, at: node)
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(replacement))).with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        if let step = RxNames.manualTypes[name] {
            return leftForTheUser(super.visit(node), at: node, step)
        }
        if let trait = RxNames.traits[name], !module.declaredTypeNames.contains(name),
           let output = trait.output ?? node.genericArgumentClause?.arguments.first.map({ visit($0).trimmedDescription }) {
            // `Single<T>` -> `AnyPublisher<T, any Error>`, `Completable` -> `AnyPublisher<Never, any Error>`.
            note(.type, at: node)
            return TypeSyntax("AnyPublisher<\(raw: output), \(raw: trait.failure)>").with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        guard let combineName = RxNames.subjects[name], let arguments = node.genericArgumentClause, arguments.arguments.count == 1 else {
            return super.visit(node)
        }
        note(.type, at: node)
        let rewritten = node.with(\.name, .identifier(combineName))
            .with(\.genericArgumentClause, Self.addingNever(to: visit(arguments)))
        return TypeSyntax(rewritten)
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
        guard let reference = node.expression.as(DeclReferenceExprSyntax.self),
              let combineName = RxNames.subjects[reference.baseName.text], node.genericArgumentClause.arguments.count == 1 else {
            return super.visit(node)
        }
        note(.type, at: node)
        return ExprSyntax(node.with(\.expression, ExprSyntax(reference.with(\.baseName, .identifier(combineName))))
            .with(\.genericArgumentClause, Self.addingNever(to: visit(node.genericArgumentClause))))
    }

    /// `let bag = DisposeBag()` -> `var bag = Set<AnyCancellable>()`: `store(in:)` takes the
    /// set `inout`.
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let holdsABag = node.bindings.contains { binding in
            binding.typeAnnotation?.type.trimmedDescription == "DisposeBag"
                || binding.initializer?.value.trimmedDescription == "DisposeBag()"
        }
        guard holdsABag, node.bindingSpecifier.tokenKind == .keyword(.let) else {
            return super.visit(node)
        }
        return super.visit(node.with(\.bindingSpecifier, node.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
    }

    // MARK: - Returned streams

    // RxSwift's operators return `Observable`; Combine's return their own types. What a
    // function or property declared to return an `Observable` returns is erased to the
    // `AnyPublisher` it now declares. One that may return `Observable.error(…)` declares
    // `AnyPublisher<T, any Error>` instead, returns `Fail(error:)` for the error, and its other
    // streams with their failure type set to `any Error`.

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        returnedStreams.append(Self.stream(returnedAs: node.signature.returnClause?.type, by: node.body))
        defer { returnedStreams.removeLast() }
        var visited = super.visit(node)
        if returnedStream?.mayFail == true, let function = visited.as(FunctionDeclSyntax.self),
           let returnClause = function.signature.returnClause {
            visited = DeclSyntax(function.with(\.signature, function.signature.with(\.returnClause, Self.failingWithAnyError(returnClause))))
        }
        guard XCTestShape.isInTestCase(node), XCTestShape.needsReshaping(node), let function = visited.as(FunctionDeclSyntax.self) else {
            return visited
        }
        note(.testCase, at: node.name)
        return DeclSyntax(XCTestShape.reshaped(function))
    }

    override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
        returnedStreams.append(node.accessorBlock.flatMap { Self.stream(returnedAs: node.typeAnnotation?.type, by: $0) })
        defer { returnedStreams.removeLast() }
        let visited = super.visit(node)
        // `let s: BehaviorRelay<T> = .init(value: x)` -> `.init(x)`: CurrentValueSubject's has no label.
        guard let typeName = node.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text, isBehaviorRelay(typeName),
              let call = visited.initializer?.value.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init",
              call.arguments.first?.label?.text == "value", let initializer = visited.initializer else {
            return visited
        }
        note(.method, at: call)
        let arguments = call.arguments.map { $0.with(\.label, nil).with(\.colon, nil) }
        return visited.with(\.initializer, initializer.with(\.value, ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))))
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        returnedStreams.append(Self.stream(returnedAs: node.signature?.returnClause?.type, by: node.statements))
        defer { returnedStreams.removeLast() }
        let visited = super.visit(node)
        guard returnedStream?.mayFail == true, let closure = visited.as(ClosureExprSyntax.self), let signature = closure.signature,
              let returnClause = signature.returnClause else {
            return visited
        }
        return ExprSyntax(closure.with(\.signature, signature.with(\.returnClause, Self.failingWithAnyError(returnClause))))
    }

    /// Whether `body` returns `Observable.error(…)` somewhere.
    /// Whether `body` returns `Observable.error(…)` somewhere, or an `Observable.create` whose
    /// observer is sent an error.
    static func mayReturnAnError(_ body: (some SyntaxProtocol)?) -> Bool {
        body?.tokens(viewMode: .sourceAccurate).contains { token in
            let dot = token.previousToken(viewMode: .sourceAccurate)
            return (token.text == "error" && dot?.text == "." && dot?.previousToken(viewMode: .sourceAccurate)?.text == "Observable")
                || (token.text == "onError" && dot?.text == "." && isInObservableCreate(token))
        } ?? false
    }

    /// Whether `token` is in the closure of an `Observable.create`.
    private static func isInObservableCreate(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "create",
               (member.base?.as(GenericSpecializationExprSyntax.self)?.expression ?? member.base)?.trimmedDescription == "Observable" {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// `-> AnyPublisher<T, Never>` -> `-> AnyPublisher<T, any Error>`.
    private static func failingWithAnyError(_ returnClause: ReturnClauseSyntax) -> ReturnClauseSyntax {
        guard let type = returnClause.type.as(IdentifierTypeSyntax.self), let clause = type.genericArgumentClause,
              let last = clause.arguments.last else {
            return returnClause
        }
        let anyError = last.with(\.argument, .type(TypeSyntax("any Error")))
        let arguments = GenericArgumentListSyntax(Array(clause.arguments.dropLast()) + [anyError])
        return returnClause.with(\.type, TypeSyntax(type.with(\.genericArgumentClause, clause.with(\.arguments, arguments))))
    }

    override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
        guard returnedStream != nil, let expression = node.expression else {
            return super.visit(node)
        }
        return StmtSyntax(node.with(\.expression, erased(visit(expression))))
    }

    // MARK: - Tests

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard XCTestShape.isTestCase(node), !node.attributes.contains(where: { $0.trimmedDescription == "@MainActor" }),
              let testCase = visited.as(ClassDeclSyntax.self) else {
            return visited
        }
        note(.testCase, at: node.name)
        return DeclSyntax(XCTestShape.onMainActor(testCase))
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if XCTestShape.isWaitForExpectations(node) {
            guard let awaited = XCTestShape.awaitingFulfillment(node) else {
                return manual(node, "await fulfillment(of:timeout:) of the expectations instead: waiting blocks the main actor they need")
            }
            note(.testCase, at: node)
            return awaited
        }
        // `DisposeBag()`: a new, empty set of cancellables.
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "DisposeBag",
           node.arguments.isEmpty {
            note(.type, at: node)
            return ExprSyntax("Set<AnyCancellable>()").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        // `BehaviorRelay(value: x)`, `PublishSubject()`: the Combine subject, its value's type
        // inferred as the Rx one's was (from the value, or from where it goes).
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), let combineName = RxNames.subjects[callee.baseName.text],
           combineName != "AnyPublisher", combineName != callee.baseName.text {
            note(.inferredType, at: node)
            let arguments = visit(node.arguments).map { $0.with(\.label, nil).with(\.colon, nil) }
            let subject = ExprSyntax("\(raw: combineName)<_, Never>").with(\.leadingTrivia, callee.leadingTrivia)
            return ExprSyntax(node.with(\.calledExpression, subject).with(\.arguments, LabeledExprListSyntax(arguments)))
        }
        // `Disposables.create()` -> `AnyCancellable {}`, and with the closure to run on disposal.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Disposables",
           member.declName.baseName.text == "create", node.arguments.isEmpty {
            note(.type, at: node)
            let onCancel = node.trailingClosure.map { visit($0).trimmedDescription } ?? "{}"
            return ExprSyntax("AnyCancellable \(raw: onCancel)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        // `Scores(value: x)`, `Scores` a typealias of a `BehaviorRelay<T>` -> `Scores(x)`.
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), isBehaviorRelay(callee.baseName.text),
           node.arguments.first?.label?.text == "value" {
            note(.method, at: node)
            let arguments = visit(node.arguments).map { $0.with(\.label, nil).with(\.colon, nil) }
            return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax(arguments)))
        }
        // `BehaviorRelay<T>(value: x)` -> `CurrentValueSubject<T, Never>(x)`: no label here.
        if let specialization = node.calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
           RxNames.subjects[reference.baseName.text] == "CurrentValueSubject", node.arguments.first?.label?.text == "value" {
            let arguments = visit(node.arguments).map { $0.with(\.label, nil).with(\.colon, nil) }
            return ExprSyntax(node.with(\.calledExpression, visit(node.calledExpression)).with(\.arguments, LabeledExprListSyntax(arguments)))
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return super.visit(node)
        }
        // `Observable.just(x)`, `Single.error(e)`, `Observable.combineLatest(a, b)`: Combine's own.
        if let factory = rewrittenFactory(node, member, base) {
            return factory
        }
        let name = member.declName.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        switch (name, labels) {
        case ("disposed", ["by"]):
            // `.disposed(by: bag)` -> `.store(in: &bag)`
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "store", arguments: visit(node.arguments).map { argument in
                argument.with(\.label, .identifier("in")).with(\.expression, ExprSyntax(InOutExprSyntax(expression: argument.expression.trimmed)))
            })
        case ("subscribe", ["onNext"]):
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "sink", arguments: visit(node.arguments).map { $0.with(\.label, .identifier("receiveValue")) })
        case ("subscribe", []) where node.trailingClosure != nil && node.additionalTrailingClosures.isEmpty:
            // `subscribe { value in … }`: `onNext`'s, as `sink`'s `receiveValue`.
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "sink", arguments: [])
        case ("subscribe", _) where RxEventClosures.closures(of: node) != nil, ("do", _) where RxEventClosures.closures(of: node) != nil:
            // (Not a workflow's `subscribe(item)`, whose argument has no label.)
            return withEventClosures(node, member, base)
        case ("bind", ["onNext"]), ("drive", ["onNext"]):
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "sink", arguments: visit(node.arguments).map { $0.with(\.label, .identifier("receiveValue")) })
        case ("bind", ["to"]), ("drive", [nil]):
            // `bind(to: relay)`: the relay, as the call found it, is sent each value.
            guard let target = node.arguments.first?.expression, !target.trimmedDescription.contains(".rx") else {
                break
            }
            note(.method, at: member.declName)
            let sendsToTarget = ExprSyntax("{ [target = \(visit(target).trimmed)] in target.send($0) }")
            return renamed(node, member, base, to: "sink", arguments: [LabeledExprSyntax(label: "receiveValue", expression: sendsToTarget)])
        case ("catchErrorJustReturn", [nil]), ("catchAndReturn", [nil]):
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "replaceError", arguments: visit(node.arguments).map { $0.with(\.label, .identifier("with")).with(\.colon, .colonToken(trailingTrivia: .space)) })
        case ("asDriver", ["onErrorJustReturn"]), ("asSignal", ["onErrorJustReturn"]):
            // A Driver delivers on the main thread and cannot fail.
            note(.method, at: member.declName)
            let replaced = renamed(node, member, base, to: "replaceError", arguments: visit(node.arguments).map { $0.with(\.label, .identifier("with")) })
            return ExprSyntax("\(replaced.trimmed).receiveOnMainActor()").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case ("asDriver", []), ("asSignal", []):
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "receiveOnMainActor", arguments: [])
        case ("onCompleted", []) where node.trailingClosure == nil:
            // An observer's or a subject's completion.
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "send", arguments: [LabeledExprSyntax(label: "completion", expression: ExprSyntax(".finished"))])
        case ("onError", [nil]) where isInCreatedStream:
            // An observer's failure, in `Observable.create`: the stream fails with any Error.
            note(.method, at: member.declName)
            let failure = ExprSyntax(".failure(\(visit(node.arguments).trimmed))")
            return renamed(node, member, base, to: "send", arguments: [LabeledExprSyntax(label: "completion", expression: failure)])
        case ("observeOn", _), ("observe", ["on"]):
            // Only the main scheduler means the main actor; another one's thread is the user's call.
            guard let scheduler = node.arguments.first?.expression, RxNames.isMainScheduler(scheduler.trimmedDescription) else {
                return manual(node, RxNames.otherScheduler)
            }
            note(.method, at: member.declName)
            return renamed(node, member, base, to: "receiveOnMainActor", arguments: [])
        case ("flatMapLatest", _):
            note(.method, at: member.declName)
            let mapped = renamed(node, member, base, to: "map", arguments: Array(visit(node.arguments))).with(\.trailingTrivia, [])
            return ExprSyntax("\(mapped).switchToLatest()").with(\.trailingTrivia, node.trailingTrivia)
        default:
            break
        }
        if let newName = RxNames.renamedOperators[name] {
            note(.method, at: member.declName)
            let renamed = member.with(\.base, visit(base)).with(\.declName, member.declName.with(\.baseName, member.declName.baseName.with(\.tokenKind, .identifier(newName))))
            return ExprSyntax(node.with(\.calledExpression, ExprSyntax(renamed)).with(\.arguments, visit(node.arguments))
                .with(\.trailingClosure, node.trailingClosure.map { visit($0).as(ClosureExprSyntax.self) ?? $0 }))
        }
        if let step = RxNames.manual[name] {
            return manual(node, step)
        }
        return super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let name = node.declName.baseName.text
        if let newName = RIBsNames.renamedMembers[name], node.base == nil || node.base?.trimmedDescription == "LeakDetectionStatus" {
            note(.method, at: node.declName)
            return ExprSyntax(node.with(\.declName, node.declName.with(\.baseName, node.declName.baseName.with(\.tokenKind, .identifier(newName)))))
        }
        if name == RIBsNames.viewControllerBridge, let base = node.base {
            note(.method, at: node.declName)
            return visit(base).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        guard name == "rx", node.base != nil else {
            return super.visit(node)
        }
        return leftForTheUser(super.visit(node), at: node, "RxCocoa's .rx has no counterpart here: call the listener from the view's action instead")
    }

    /// A `uiviewController` property goes: RIBs' `ViewControllable` is the view controller.
    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let kept = node.filter { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  variable.bindings.first?.pattern.trimmedDescription == RIBsNames.viewControllerBridge else {
                return true
            }
            note(.type, at: member)
            return false
        }
        return super.visit(kept)
    }

    // MARK: - Protocols

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var node = node
        if let inheritance = node.inheritanceClause {
            let types = inheritance.inheritedTypes.map { inherited -> InheritedTypeSyntax in
                guard inherited.type.trimmedDescription == "class" else {
                    return inherited
                }
                note(.anyObject, at: inherited)
                return inherited.with(\.type, TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject")))
                    .with(\.leadingTrivia, inherited.type.leadingTrivia).with(\.trailingTrivia, inherited.type.trailingTrivia))
            }
            node = node.with(\.inheritanceClause, inheritance.with(\.inheritedTypes, InheritedTypeListSyntax(types)))
        }
        let name = node.name.text
        let isMainActor = node.attributes.contains { $0.trimmedDescription == "@MainActor" }
        if !isMainActor, module.protocolsNeedingTheAttribute.contains(name) {
            note(.mainActor, at: node.name)
            let indentation = Trivia(pieces: node.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.reversed())
            let mainActor = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("MainActor")))
            let attribute = AttributeListSyntax.Element.attribute(mainActor)
                .with(\.leadingTrivia, node.leadingTrivia.withoutTrailingIndentation)
                .with(\.trailingTrivia, .newline + indentation)
            node = node.with(\.leadingTrivia, []).with(\.attributes, AttributeListSyntax([attribute] + Array(node.attributes)))
        }
        return super.visit(node)
    }

    // MARK: - Private

    private let locationConverter: SourceLocationConverter
    let module: ModuleIndex

    /// How many `create` closures of streams are being visited: where an observer's `onError`
    /// is its failure.
    var createdStreamDepth = 0

    private var isInCreatedStream: Bool {
        createdStreamDepth > 0
    }

    /// For each function, property and closure being visited, innermost last: the stream it
    /// returns, if it is declared to return an `Observable` or a trait.
    private var returnedStreams: [ReturnedStream?] = []

    /// The stream the innermost function, property or closure being visited returns.
    var returnedStream: ReturnedStream? {
        returnedStreams.last ?? nil
    }

    /// `expression` ending in `.eraseToAnyPublisher()`, unless it is erased already (a value that
    /// is an `AnyPublisher` already, erased again, is itself), and made to fail with any Error
    /// where the function does.
    private func erased(_ expression: ExprSyntax) -> ExprSyntax {
        let text = expression.trimmedDescription
        guard !text.hasPrefix("AnyPublisher<") else {
            // Made as the type it is declared (`AnyPublisher<T, F>.create { … }`).
            return expression
        }
        // The function fails with any Error. Its other streams: an Observable's cannot fail; a
        // Single's may fail already, with any Error or an error type of their own, or be
        // erased to the type the function returns.
        var failing = ""
        switch returnedStream {
        case .observableThatMayFail where !text.hasPrefix("Fail(") && !text.hasPrefix("Empty"):
            failing = Self.settingFailureToAnyError
        case .single where !text.hasSuffix(".eraseToAnyPublisher()"):
            failing = ".mapError { $0 as any Error }"
        default:
            break
        }
        guard !failing.isEmpty || !text.hasSuffix(".eraseToAnyPublisher()") else {
            return expression
        }
        return ExprSyntax("\(expression.trimmed)\(raw: failing).eraseToAnyPublisher()")
            .with(\.leadingTrivia, expression.leadingTrivia).with(\.trailingTrivia, expression.trailingTrivia)
    }

    /// Whether `body` is a function's, a getter's or a computed property's own body.
    private static func isReturningBody(_ body: CodeBlockItemListSyntax) -> Bool {
        if body.parent?.is(AccessorBlockSyntax.self) == true || body.parent?.is(ClosureExprSyntax.self) == true {
            return true
        }
        guard let block = body.parent?.as(CodeBlockSyntax.self) else {
            return false
        }
        return block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(AccessorDeclSyntax.self) == true
    }

    /// The stream a function, property or closure whose body is `body` returns, if `type`, its
    /// declared type, is an `Observable` or a trait.
    private static func stream(returnedAs type: TypeSyntax?, by body: (some SyntaxProtocol)?) -> ReturnedStream? {
        guard let name = type?.as(IdentifierTypeSyntax.self)?.name.text else {
            return nil
        }
        if name == "Observable" {
            return mayReturnAnError(body) ? .observableThatMayFail : .observable
        }
        guard let trait = RxNames.traits[name] else {
            return nil
        }
        return trait.failure == "Never" ? .observable : .single
    }

    /// Whether `typeName` names a `BehaviorRelay` or another Rx type that is a
    /// `CurrentValueSubject` here, itself or through a typealias of the module.
    private func isBehaviorRelay(_ typeName: String) -> Bool {
        RxNames.subjects[module.subjectAliases[typeName] ?? typeName] == "CurrentValueSubject"
    }

    /// Turns a stream that cannot fail into one that fails with any Error.
    static let settingFailureToAnyError = ".setFailureType(to: (any Error).self)"

    func note(_ kind: RewriteKind, at node: some SyntaxProtocol) {
        rewrites.append(Rewrite(kind: kind, line: line(of: node)))
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: locationConverter).line
    }

    /// `node` calling `name` on `base` instead, with `arguments`, keeping its layout.
    private func renamed(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ base: ExprSyntax, to name: String,
                         arguments: [LabeledExprSyntax]) -> ExprSyntax {
        let renamedMember = member.with(\.base, visit(base))
            .with(\.declName, member.declName.with(\.baseName, member.declName.baseName.with(\.tokenKind, .identifier(name))))
        return ExprSyntax(node.with(\.calledExpression, ExprSyntax(renamedMember))
            .with(\.arguments, LabeledExprListSyntax(arguments))
            .with(\.trailingClosure, node.trailingClosure.map { visit($0).as(ClosureExprSyntax.self) ?? $0 }))
    }

    /// `subscribe(onNext:onCompleted:)` or `do(onNext:onDispose:)` as its Combine counterpart,
    /// with every closure passed by label.
    private func withEventClosures(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ base: ExprSyntax) -> ExprSyntax {
        let name = member.declName.baseName.text
        guard let closures = RxEventClosures.closures(of: node), let call = RxEventClosures.combineCall(for: name, closures: closures) else {
            return manual(node, "replace \(name)(…) by hand: Combine's streams here cannot fail, and have no onDisposed or after… events")
        }
        note(.method, at: member.declName)
        let visitedClosures = closures.map { (label: $0.label, closure: visit($0.closure)) }
        let renamedMember = member.with(\.base, visit(base))
            .with(\.declName, member.declName.with(\.baseName, member.declName.baseName.with(\.tokenKind, .identifier(call.name)).with(\.trailingTrivia, [])))
        return ExprSyntax(node.with(\.calledExpression, ExprSyntax(renamedMember))
            .with(\.leftParen, .leftParenToken()).with(\.rightParen, .rightParenToken(trailingTrivia: node.trailingTrivia))
            .with(\.arguments, LabeledExprListSyntax(RxEventClosures.arguments(of: call, closures: visitedClosures)))
            .with(\.trailingClosure, nil).with(\.additionalTrailingClosures, []))
    }

    /// Leaves `node` as it is, with a `ribs port:` comment before it saying what to do.
    func manual(_ node: FunctionCallExprSyntax, _ step: String) -> ExprSyntax {
        leftForTheUser(super.visit(node), at: node, step)
    }

    /// `visited` with a `ribs port:` comment before it saying what to do, noted as a manual step
    /// at the line of `original`.
    private func leftForTheUser<Visited: SyntaxProtocol>(_ visited: Visited, at original: some SyntaxProtocol, _ step: String) -> Visited {
        manualSteps.append(ManualStep(line: line(of: original), message: step))
        return visited.with(\.leadingTrivia, visited.leadingTrivia + .blockComment("/* ribs port: \(step) */") + .space)
    }

    private static func importedModule(of item: CodeBlockItemSyntax) -> String? {
        guard case let .decl(decl) = item.item, let importDecl = decl.as(ImportDeclSyntax.self) else {
            return nil
        }
        return importDecl.path.first?.name.text
    }

    /// `<Int>` -> `<Int, Never>`: RxSwift's subjects cannot fail; Combine's name their failure.
    private static func addingNever(to clause: GenericArgumentClauseSyntax) -> GenericArgumentClauseSyntax {
        var arguments = Array(clause.arguments)
        if let last = arguments.popLast() {
            arguments.append(last.with(\.trailingComma, .commaToken(trailingTrivia: .space)))
        }
        let never = GenericArgumentSyntax(argument: .type(TypeSyntax(IdentifierTypeSyntax(name: .identifier("Never")))))
        return clause.with(\.arguments, GenericArgumentListSyntax(arguments + [never]))
    }
}

/// What a function, property or closure declared to return a stream returns.
enum ReturnedStream {

    /// An `Observable`, `Driver`, `Signal` or `Infallible`: an `AnyPublisher` that cannot fail.
    case observable

    /// An `Observable` that may return `Observable.error(…)`: an `AnyPublisher` that fails
    /// with any Error, whose other streams cannot fail.
    case observableThatMayFail

    /// A `Single`, `Maybe` or `Completable`: an `AnyPublisher` that fails with any Error, whose
    /// other streams may fail already.
    case single

    /// Whether the stream fails with any Error.
    var mayFail: Bool {
        self != .observable
    }
}

private extension Trivia {

    /// The trivia without the spaces and tabs after its last newline.
    var withoutTrailingIndentation: Trivia {
        Trivia(pieces: Array(pieces.reversed().drop { !$0.isNewline }.reversed()))
    }
}
