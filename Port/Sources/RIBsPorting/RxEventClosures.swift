import SwiftSyntax

/// RxSwift's event closures, `subscribe(onNext:onError:onCompleted:)` (and a `Single`'s
/// `onSuccess:onFailure:`) and `do(onNext:onDispose:)`, as Combine's
/// `sink(receiveCompletion:receiveValue:)` and `handleEvents(…)`.
enum RxEventClosures {

    /// What a call to `subscribe` or `do` becomes: the Combine method and its arguments, by
    /// RxSwift label; `nil` when the call passes a closure Combine has no place for
    /// (`onDisposed`, `afterNext`, …).
    static func combineCall(for name: String, closures: [(label: String, closure: ExprSyntax)]) -> (name: String, labels: [String: String])? {
        let labels = closures.map(\.label)
        switch name {
        case "subscribe" where Set(labels).isSubset(of: sinkLabels.keys):
            return ("sink", sinkLabels)
        case "do" where Set(labels).isSubset(of: handleEventsLabels.keys):
            return ("handleEvents", handleEventsLabels)
        default:
            return nil
        }
    }

    /// The closures a call passes, by RxSwift label; a lone trailing closure is `onNext`'s.
    /// `nil` when an argument has no label, past a trailing closure's.
    static func closures(of node: FunctionCallExprSyntax) -> [(label: String, closure: ExprSyntax)]? {
        var closures: [(label: String, closure: ExprSyntax)] = []
        for argument in node.arguments {
            guard let label = argument.label?.text else {
                return nil
            }
            closures.append((label, argument.expression))
        }
        if let trailing = node.trailingClosure {
            guard closures.isEmpty else {
                return nil
            }
            closures.append(("onNext", ExprSyntax(trailing)))
        }
        for additional in node.additionalTrailingClosures {
            closures.append((additional.label.text, ExprSyntax(additional.closure)))
        }
        return closures
    }

    /// The arguments of the Combine call, in its parameters' order: `closures` relabelled, and
    /// those Combine passes a value RxSwift does not (a completion, a subscription) made to
    /// take it and ignore it. A `sink` always gets `receiveValue`.
    static func arguments(of call: (name: String, labels: [String: String]),
                          closures: [(label: String, closure: ExprSyntax)]) -> [LabeledExprSyntax] {
        var byCombineLabel: [String: ExprSyntax] = [:]
        for (label, closure) in closures {
            guard let combineLabel = call.labels[label] else {
                continue
            }
            byCombineLabel[combineLabel] = ignoringArgument.contains(label) ? ignoringItsArgument(closure) : closure
        }
        let failed = closures.first { failureLabels.contains($0.label) }?.closure
        if call.name == "sink", let failed {
            let finished = closures.first { $0.label == "onCompleted" }?.closure
            byCombineLabel["receiveCompletion"] = completionHandler(finished: finished, failed: failed)
        }
        if call.name == "sink", byCombineLabel["receiveValue"] == nil {
            byCombineLabel["receiveValue"] = "{ _ in }"
        }
        let ordered = parameterOrder.compactMap { label in byCombineLabel[label].map { (label, $0) } }
        return ordered.enumerated().map { index, pair in
            LabeledExprSyntax(label: .identifier(pair.0), colon: .colonToken(trailingTrivia: .space), expression: pair.1.trimmed,
                              trailingComma: index < ordered.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
        }
    }

    // MARK: - Private

    private static let sinkLabels = [
        "onNext": "receiveValue", "onSuccess": "receiveValue", "onCompleted": "receiveCompletion",
        "onError": "receiveCompletion", "onFailure": "receiveCompletion",
    ]

    /// The labels of the closure RxSwift calls with a stream's error.
    private static let failureLabels: Set<String> = ["onError", "onFailure"]

    private static let handleEventsLabels = [
        "onSubscribe": "receiveSubscription", "onNext": "receiveOutput", "onCompleted": "receiveCompletion", "onDispose": "receiveCancel",
    ]

    /// The RxSwift closures that take nothing where Combine's take a value.
    private static let ignoringArgument: Set<String> = ["onCompleted", "onSubscribe"]

    /// Combine's labels in the order of its parameters (`sink`'s completion comes first).
    private static let parameterOrder = ["receiveSubscription", "receiveCompletion", "receiveValue", "receiveOutput", "receiveCancel"]

    /// A `sink`'s `receiveCompletion` that calls `failed` with the error of a failure and
    /// `finished`, if any, at the end. (RIBs' `completion.error` compiles without a warning
    /// whether or not the ported stream can fail.)
    private static func completionHandler(finished: ExprSyntax?, failed: ExprSyntax) -> ExprSyntax {
        let onFailure = "if let error = completion.error { \(called(failed, with: "error")) }"
        guard let finished else {
            return "{ completion in \(raw: onFailure) }"
        }
        return "{ completion in \(raw: onFailure) else { \(raw: called(finished, with: "")) } }"
    }

    /// `closure` called with `argument`: a closure written in place is called in parentheses.
    private static func called(_ closure: ExprSyntax, with argument: String) -> String {
        closure.is(ClosureExprSyntax.self) ? "(\(closure.trimmedDescription))(\(argument))" : "\(closure.trimmedDescription)(\(argument))"
    }

    /// `closure`, which takes nothing, taking one argument and ignoring it.
    private static func ignoringItsArgument(_ closure: ExprSyntax) -> ExprSyntax {
        guard let literal = closure.as(ClosureExprSyntax.self), literal.signature == nil else {
            return "{ _ in \(closure.trimmed)() }"
        }
        // What stood between `{` and the body now stands between `in` and the body.
        let bodyIsSpaced = !literal.leftBrace.trailingTrivia.isEmpty || literal.statements.first?.leadingTrivia.isEmpty == false
        let spacing = bodyIsSpaced ? literal.leftBrace.trailingTrivia : .space
        let signature = ClosureSignatureSyntax(
            parameterClause: .simpleInput(ClosureShorthandParameterListSyntax([ClosureShorthandParameterSyntax(name: .wildcardToken(leadingTrivia: .space))])),
            inKeyword: .keyword(.in, leadingTrivia: .space, trailingTrivia: spacing))
        return ExprSyntax(literal.with(\.leftBrace, literal.leftBrace.with(\.trailingTrivia, [])).with(\.signature, signature))
    }
}
