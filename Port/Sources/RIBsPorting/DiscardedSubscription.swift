import SwiftSyntax

/// A subscription whose result the code drops, kept running as RxSwift kept it.
///
/// RxSwift runs a subscription whose `Disposable` is dropped (`let _ = s.subscribe { … }`)
/// until its stream ends; Combine cancels one whose `AnyCancellable` is dropped at once. A
/// `Subscribers.Sink` subscribed directly has no `AnyCancellable` to drop, and runs until the
/// stream ends, which is what the RxSwift code meant.
enum DiscardedSubscription {

    /// `item` subscribing a `Subscribers.Sink`, if it drops the cancellable of a `sink`: as
    /// `let _ = …`, `_ = …`, or a statement of its own.
    static func keptRunning(_ item: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        guard let call = droppedCall(in: item), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "sink", let handlers = handlers(of: call) else {
            return nil
        }
        let sink = FunctionCallExprSyntax(calledExpression: ExprSyntax("Subscribers.Sink"), leftParen: .leftParenToken(),
                                          arguments: handlers, rightParen: .rightParenToken())
        let subscribe = member.with(\.declName, member.declName.with(\.baseName, .identifier("subscribe")))
        let subscribing = FunctionCallExprSyntax(calledExpression: ExprSyntax(subscribe), leftParen: .leftParenToken(),
                                                 arguments: [LabeledExprSyntax(expression: sink)], rightParen: .rightParenToken())
        return item.with(\.item, .expr(ExprSyntax(subscribing))).with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
    }

    // MARK: - Private

    /// The call whose result `item` drops.
    private static func droppedCall(in item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           binding.pattern.is(WildcardPatternSyntax.self), binding.typeAnnotation == nil {
            return binding.initializer?.value.as(FunctionCallExprSyntax.self)
        }
        if let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return sequence.elements.last?.as(FunctionCallExprSyntax.self)
        }
        return item.item.as(FunctionCallExprSyntax.self)
    }

    /// A sink's handlers as `Subscribers.Sink`'s arguments, which has no default for the
    /// completion; `nil` for a sink called otherwise.
    private static func handlers(of sink: FunctionCallExprSyntax) -> LabeledExprListSyntax? {
        var completion: ExprSyntax = "{ _ in }"
        var value: ExprSyntax?
        for argument in sink.arguments {
            switch argument.label?.text {
            case "receiveCompletion": completion = argument.expression
            case "receiveValue": value = argument.expression
            default: return nil
            }
        }
        if let trailing = sink.trailingClosure {
            guard value == nil, sink.additionalTrailingClosures.isEmpty else {
                return nil
            }
            value = ExprSyntax(trailing)
        }
        guard let value else {
            return nil
        }
        return [
            LabeledExprSyntax(label: "receiveCompletion", expression: completion.trimmed).with(\.trailingComma, .commaToken(trailingTrivia: .space)),
            LabeledExprSyntax(label: "receiveValue", expression: value.trimmed),
        ]
    }
}
