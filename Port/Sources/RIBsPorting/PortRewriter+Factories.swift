import SwiftSyntax

// RxSwift's streams made by their type's static functions (`Observable.just(x)`,
// `Single.error(e)`, `Observable.combineLatest(a, b)`, …), as Combine's publishers and
// operators.
extension PortRewriter {

    /// `node`, a call of `member` on `base`, as Combine's counterpart if it is one of RxSwift's
    /// static stream functions; `nil` when it is not.
    func rewrittenFactory(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ base: ExprSyntax) -> ExprSyntax? {
        let specialization = base.as(GenericSpecializationExprSyntax.self)
        guard let typeName = (specialization?.expression ?? base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let failure = typeName == "Observable" ? "Never" : RxNames.traits[typeName]?.failure,
              !module.declaredTypeNames.contains(typeName) else {
            return nil
        }
        let output = specialization?.genericArgumentClause.arguments.first?.trimmedDescription ?? RxNames.traits[typeName]?.output
        let failing = failure != "Never"
        // Visited only once the call is known to be rewritten here: a visit notes its rewrites.
        let arguments = node.arguments
        var rewritten: String
        switch member.declName.baseName.text {
        case "error":
            guard failing || returnedStream?.mayFail == true, let error = arguments.first else {
                return manual(node, "a failing stream: Fail(error:), in a step or stream declared to fail with any Error")
            }
            rewritten = "Fail(error: \(visit(error.expression).trimmedDescription))"
        case "just":
            rewritten = "Just(\(visit(arguments).trimmedDescription))" + (failing ? Self.settingFailureToAnyError : "")
        case "empty":
            rewritten = "Empty\(Self.generics(output, failure))()"
        case "never":
            rewritten = "Empty\(Self.generics(output, failure))(completeImmediately: false)"
        case "of" where !failing && !arguments.isEmpty && arguments.allSatisfy({ $0.label == nil }):
            rewritten = "[\(visit(arguments).trimmedDescription)].publisher"
        case "from" where !failing && arguments.count == 1 && arguments.first?.label == nil:
            rewritten = "\(visit(arguments).trimmedDescription).publisher"
        case let combination where ["combineLatest", "zip", "merge"].contains(combination):
            return combined(node, combination, visit(arguments))
        case "create" where typeName == "Observable" || failing:
            return created(node, output: output, failure: failing || Self.mayReturnAnError(node) ? "any Error" : "Never")
        default:
            return nil
        }
        if failing {
            // A trait's value is an AnyPublisher failing with any Error: erased, as the Rx type
            // was, each branch of `ok ? .empty() : .error(e)` has the type of the other.
            rewritten += ".eraseToAnyPublisher()"
        }
        note(.method, at: member.declName)
        return ExprSyntax("\(raw: rewritten)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    // MARK: - Private

    /// `Observable.combineLatest(a, b, c) { … }` -> `a.combineLatest(b, c) { … }`, the same for
    /// `zip`, and `Observable.merge(a, b)` -> `a.merge(with: b)`; the merge of a collection,
    /// `Publishers.MergeMany(streams)`, and of more than four streams, `Publishers.MergeMany` of
    /// them erased.
    private func combined(_ node: FunctionCallExprSyntax, _ name: String, _ arguments: LabeledExprListSyntax) -> ExprSyntax {
        var streams = Array(arguments)
        var transform = node.trailingClosure.map { ExprSyntax(visit($0)) }
        if transform == nil, let last = streams.last, last.label?.text == "resultSelector" {
            transform = last.expression
            streams.removeLast()
        }
        guard streams.allSatisfy({ $0.label == nil }), node.additionalTrailingClosures.isEmpty else {
            return manual(node, "replace \(name)(…) by hand: its arguments are not RxSwift's")
        }
        let rewritten: String
        switch (name, streams.count) {
        case ("merge", 1):
            rewritten = "Publishers.MergeMany(\(streams[0].expression.trimmedDescription))"
        case ("merge", 2...4) where transform == nil:
            rewritten = "\(streams[0].expression.trimmedDescription).merge(with: \(Self.list(streams.dropFirst())))"
        case ("merge", _) where transform == nil:
            rewritten = "Publishers.MergeMany(\(streams.map { "\($0.expression.trimmedDescription).eraseToAnyPublisher()" }.joined(separator: ", ")))"
        case ("combineLatest", 2...4), ("zip", 2...4):
            let others = Self.list(streams.dropFirst()) + (transform.map { ", \($0.trimmedDescription)" } ?? "")
            rewritten = "\(streams[0].expression.trimmedDescription).\(name)(\(others))"
        default:
            return manual(node, "Combine's \(name) takes two to four streams, not a collection: combine them pairwise, or keep the values in a CurrentValueSubject")
        }
        note(.method, at: node.calledExpression)
        return ExprSyntax("\(raw: rewritten)").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `Observable.create { observer in … }` -> `AnyPublisher<T, Never>.create { observer in … }`
    /// (RIBs' own, whose observer has `send(_:)`, `send(completion:)` and, for a `Single`, a
    /// `Maybe` or a `Completable`, takes RxSwift's events); the output inferred (`_`) where the
    /// call does not write it.
    private func created(_ node: FunctionCallExprSyntax, output: String?, failure: String) -> ExprSyntax {
        let closure = node.trailingClosure.map(ExprSyntax.init) ?? node.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        guard let closure, node.arguments.count + (node.trailingClosure == nil ? 0 : 1) == 1, closure.is(ClosureExprSyntax.self) else {
            return manual(node, "replace create(…) with AnyPublisher.create { observer in … }")
        }
        createdStreamDepth += 1
        let body = visit(closure).trimmedDescription
        createdStreamDepth -= 1
        note(output == nil ? .inferredType : .method, at: node.calledExpression)
        return ExprSyntax("AnyPublisher<\(raw: output ?? "_"), \(raw: failure)>.create \(raw: body)")
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `<Output, Failure>`, or nothing when the output is not written (Swift infers both).
    private static func generics(_ output: String?, _ failure: String) -> String {
        output.map { "<\($0), \(failure)>" } ?? ""
    }

    /// The arguments' expressions, separated by commas.
    private static func list(_ arguments: ArraySlice<LabeledExprSyntax>) -> String {
        arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
    }
}
