/// A Swift file after `ribs port`: its new text, what was rewritten, and what is left to do by
/// hand.
public struct PortedFile: Sendable, Equatable {

    /// The file's new text.
    public let text: String

    /// The rewrites made, in the order of the file.
    public let rewrites: [Rewrite]

    /// What the port could not do: each marked in the text with a `ribs port:` comment, and
    /// each import and name of Rx still in the text (``PortLeftovers``).
    public let manualSteps: [ManualStep]
}

/// One rewrite `ribs port` made.
public struct Rewrite: Sendable, Equatable {

    /// What kind of rewrite it was.
    public let kind: RewriteKind

    /// The line in the original file, from 1.
    public let line: Int
}

/// The kinds of rewrites, as the summary counts them.
public enum RewriteKind: String, Sendable, CaseIterable {

    /// An RxSwift import replaced by `import RIBs`, which brings the Combine API.
    case importStatement = "imports"

    /// An RxSwift type (`PublishSubject`, `DisposeBag`, ...) replaced by its Combine type.
    case type = "types"

    /// An RxSwift method (`subscribe(onNext:)`, `disposed(by:)`, `onNext`, ...) replaced.
    case method = "methods"

    /// `@MainActor` added to a protocol a RIB declares for its neighbours.
    case mainActor = "@MainActor protocols"

    /// A `class` constraint replaced by `AnyObject`.
    case anyObject = "AnyObject constraints"

    /// A generic argument the port could not know, written `_` for Swift to infer from where
    /// the value goes, as it inferred the Rx type's (`CurrentValueSubject<_, Never>(x)`).
    case inferredType = "types left for Swift to infer (`_`)"

    /// An `XCTestCase` put on the main actor, a test method, `setUp()` or `tearDown()` made
    /// `async`, or a wait for expectations made an `await`: see `XCTestShape`; or Darwin's
    /// `XCTExpectedFailure.Options` that nothing uses removed (`UnusedExpectedFailureOptions`).
    case testCase = "XCTest cases"
}

/// Something `ribs port` left for the user, where it is.
public struct ManualStep: Sendable, Equatable {

    /// The line, from 1: in the original file for what the port marked, in the ported file
    /// for an Rx name left in it (its message says so).
    public let line: Int

    /// What to do.
    public let message: String

    /// Creates a step.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
