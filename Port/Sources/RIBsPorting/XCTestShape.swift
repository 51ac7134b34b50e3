import SwiftSyntax
import SwiftSyntaxBuilder

/// Uber's test shape, an `XCTestCase` whose synchronous `setUp()` builds interactors, in the
/// shape that compiles and runs on Linux in Swift 6 mode, with its assertions as they were.
///
/// The case goes on the main actor, where RIBs live. Linux's XCTest cannot call a synchronous
/// test method isolated to the main actor (it traps), but calls `async` ones on the main actor,
/// so each test method, `setUp()` and `tearDown()` becomes `async`. Their calls to `super`
/// go: `XCTestCase`'s own do nothing, and calling them from the main actor does not compile. A
/// wait for expectations, which would block the main actor the expectations need, becomes
/// `await fulfillment(of:timeout:)`.
enum XCTestShape {

    /// Whether `node` declares a test case: a class that inherits `XCTestCase`.
    static func isTestCase(_ node: ClassDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "XCTestCase" } == true
    }

    /// Whether `node` is a member function of a test case.
    static func isInTestCase(_ node: some SyntaxProtocol) -> Bool {
        guard let member = node.parent?.as(MemberBlockItemSyntax.self),
              let type = member.parent?.parent?.parent?.as(ClassDeclSyntax.self) else {
            return false
        }
        return isTestCase(type)
    }

    /// `node` on the main actor.
    static func onMainActor(_ node: ClassDeclSyntax) -> ClassDeclSyntax {
        let mainActor = AttributeListSyntax.Element.attribute(AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("MainActor"))))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, .newline)
        return node.with(\.leadingTrivia, []).with(\.attributes, AttributeListSyntax([mainActor] + Array(node.attributes)))
    }

    /// Whether `node`, a member of a test case, has a shape Linux's XCTest cannot run on the
    /// main actor: a synchronous test method, `setUp()` or `tearDown()`.
    static func needsReshaping(_ node: FunctionDeclSyntax) -> Bool {
        let name = node.name.text
        let isLifecycle = lifecycleNames[name] != nil && node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        let isTest = name.hasPrefix("test") && !node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        return (isLifecycle || isTest) && node.signature.parameterClause.parameters.isEmpty
            && node.signature.effectSpecifiers?.asyncSpecifier == nil
    }

    /// `node`, which `needsReshaping`, made `async`: `setUp()` and `tearDown()` also `throws`
    /// (the signature XCTest's asynchronous ones have) and without their calls to `super`.
    static func reshaped(_ node: FunctionDeclSyntax) -> FunctionDeclSyntax {
        let isLifecycle = lifecycleNames[node.name.text] != nil
        let throwsClause = isLifecycle ? ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws)) : node.signature.effectSpecifiers?.throwsClause
        var reshaped = withEffects(node, throwsClause: throwsClause?.trimmed)
        if let lifecycleName = lifecycleNames[node.name.text], let body = node.body {
            reshaped = reshaped.with(\.name, node.name.with(\.tokenKind, .identifier(lifecycleName)))
                .with(\.body, body.with(\.statements, withoutCallsToSuper(body.statements)))
        }
        return reshaped
    }

    /// Whether `node` waits for expectations, in a test case's method.
    static func isWaitForExpectations(_ node: FunctionCallExprSyntax) -> Bool {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let isWait = callee == "waitForExpectations" || (callee == "wait" && node.arguments.first?.label?.text == "for")
        return isWait && enclosingFunction(of: node).map(isInTestCase) == true
    }

    /// `node`, which `isWaitForExpectations`, as an `await` of their fulfilment; `nil` when the
    /// expectations it waits for cannot be told.
    static func awaitingFulfillment(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        var arguments = Array(node.arguments)
        switch (callee, labels.first) {
        case ("wait", "for"):
            arguments[0] = arguments[0].with(\.label, .identifier("of"))
        case ("waitForExpectations", "timeout"):
            let names = expectationNames(in: node)
            guard !names.isEmpty, node.trailingClosure == nil, labels.count == 1 else {
                return nil
            }
            let list = ArrayExprSyntax(elements: ArrayElementListSyntax(names.enumerated().map { index, name in
                ArrayElementSyntax(expression: ExprSyntax("\(raw: name)"),
                                   trailingComma: index < names.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
            }))
            arguments.insert(LabeledExprSyntax(label: "of", expression: list).with(\.trailingComma, .commaToken(trailingTrivia: .space)), at: 0)
        default:
            return nil
        }
        let call = FunctionCallExprSyntax(calledExpression: ExprSyntax("fulfillment"), leftParen: .leftParenToken(),
                                          arguments: LabeledExprListSyntax(arguments), rightParen: .rightParenToken())
        return ExprSyntax(AwaitExprSyntax(awaitKeyword: .keyword(.await, trailingTrivia: .space), expression: call)).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    // MARK: - Private

    /// `node` as `async`, then `throws` if `throwsClause` is given, spaced as before.
    private static func withEffects(_ node: FunctionDeclSyntax, throwsClause: ThrowsClauseSyntax?) -> FunctionDeclSyntax {
        let parameters = node.signature.parameterClause
        let spacing = parameters.trailingTrivia
        let effects = FunctionEffectSpecifiersSyntax(
            asyncSpecifier: .keyword(.async, leadingTrivia: .space, trailingTrivia: throwsClause == nil ? spacing : .space),
            throwsClause: throwsClause?.with(\.trailingTrivia, spacing))
        return node.with(\.signature.parameterClause, parameters.with(\.trailingTrivia, []))
            .with(\.signature.effectSpecifiers, effects)
    }

    /// The lifecycle methods, and their names in the asynchronous shape.
    private static let lifecycleNames = [
        "setUp": "setUp", "setUpWithError": "setUp", "tearDown": "tearDown", "tearDownWithError": "tearDown",
    ]

    /// `statements` without `super.setUp()` and the like; a removed statement's comments stay.
    private static func withoutCallsToSuper(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var kept: [CodeBlockItemSyntax] = []
        var pendingTrivia = Trivia()
        for item in statements {
            guard isCallToSuperLifecycle(item) else {
                kept.append(pendingTrivia.isEmpty ? item : item.with(\.leadingTrivia, commentsOnly(pendingTrivia) + item.leadingTrivia))
                pendingTrivia = []
                continue
            }
            pendingTrivia = pendingTrivia + item.leadingTrivia
        }
        return CodeBlockItemListSyntax(kept)
    }

    private static func commentsOnly(_ trivia: Trivia) -> Trivia {
        trivia.contains { $0.isComment } ? trivia : []
    }

    private static func isCallToSuperLifecycle(_ item: CodeBlockItemSyntax) -> Bool {
        var expression = item.item.as(ExprSyntax.self)
        if let tryExpression = expression?.as(TryExprSyntax.self) {
            expression = tryExpression.expression
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else {
            return false
        }
        return lifecycleNames[member.declName.baseName.text] != nil
    }

    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var ancestor = node.parent
        while let current = ancestor, !current.is(FunctionDeclSyntax.self) {
            ancestor = current.parent
        }
        return ancestor?.as(FunctionDeclSyntax.self)
    }

    /// The names bound to `expectation(description:)` calls in the function around `node`.
    private static func expectationNames(in node: some SyntaxProtocol) -> [String] {
        guard let body = enclosingFunction(of: node)?.body else {
            return []
        }
        return body.statements.compactMap { item in
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self),
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else {
                return nil
            }
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return ["expectation", "XCTestExpectation"].contains(callee) ? name.identifier.text : nil
        }
    }
}
