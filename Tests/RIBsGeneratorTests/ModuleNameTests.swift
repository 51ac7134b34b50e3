@testable import RIBsGenerator
import Testing

/// Module names for `@testable import`: Swift identifiers.
struct ModuleNameTests {

    /// Contextual keywords are valid after `@testable import`.
    @Test(arguments: ["TicTacToe", "_Private", "my_app2", "app", "open", "some", "async", "package"])
    func acceptsIdentifiers(_ text: String) throws {
        #expect(try ModuleName(text).name == text)
    }

    @Test(arguments: [
        ("", NameError.Problem.empty),
        ("1App", .invalidFirstCharacter),
        ("My-App", .invalidCharacter("-")),
        ("My App", .invalidCharacter(" ")),
        ("App.Tests", .invalidCharacter(".")),
        ("class", .reservedWord),
        ("import", .reservedWord),
        ("self", .reservedWord),
        ("Self", .reservedWord),
        ("_", .reservedWord),
        ("Any", .reservedWord),
    ])
    func refusesWhatIsNotAnIdentifier(_ text: String, _ problem: NameError.Problem) {
        #expect(throws: NameError(name: text, kind: .module, problem: problem)) {
            try ModuleName(text)
        }
    }

    @Test func explainsTheRule() {
        #expect(NameError(name: "My-App", kind: .module, problem: .invalidCharacter("-")).description
            == "'My-App' is not a Swift module name: it contains '-'; use a letter or an underscore, then letters, digits and underscores, as in TicTacToe.")
    }
}
