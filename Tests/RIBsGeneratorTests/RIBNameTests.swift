@testable import RIBsGenerator
import Testing

/// RIB names: UpperCamelCase Swift type names, and the property names made from them.
struct RIBNameTests {

    @Test(arguments: ["LoggedIn", "OffGame", "A", "URLLoader", "Tutorial3", "TicTacToe"])
    func acceptsUpperCamelCaseNames(_ text: String) throws {
        #expect(try RIBName(text).typeName == text)
    }

    @Test(arguments: [
        ("LoggedIn", "loggedIn"),
        ("TicTacToe", "ticTacToe"),
        ("A", "a"),
        ("URL", "url"),
        ("URLLoader", "urlLoader"),
        ("A1", "a1"),
        ("Tutorial3", "tutorial3"),
    ])
    func makesPropertyNamesLowerCamelCase(_ text: String, _ expected: String) throws {
        #expect(try RIBName(text).variableName == expected)
    }

    @Test(arguments: [
        ("", NameError.Problem.empty),
        ("loggedIn", .invalidFirstCharacter),
        ("1Up", .invalidFirstCharacter),
        ("_LoggedIn", .invalidFirstCharacter),
        ("Éclair", .invalidFirstCharacter),
        ("Logged In", .invalidCharacter(" ")),
        ("Logged-In", .invalidCharacter("-")),
        ("Logged_In", .invalidCharacter("_")),
        ("LoggedIn.swift", .invalidCharacter(".")),
        ("Café", .invalidCharacter("é")),
        ("Self", .reservedWord),
        ("Any", .reservedWord),
        ("Type", .reservedWord),
        ("Protocol", .reservedWord),
        ("Viewable", .clashesWithFrameworkType("ViewableRouter")),
        ("Presentable", .clashesWithFrameworkType("PresentableInteractor")),
        ("Launch", .clashesWithFrameworkType("LaunchRouter")),
        ("Empty", .clashesWithFrameworkType("EmptyComponent")),
        ("Componentized", .clashesWithFrameworkType("ComponentizedBuilder")),
    ])
    func refusesWhatIsNotATypeName(_ text: String, _ problem: NameError.Problem) {
        #expect(throws: NameError(name: text, kind: .rib, problem: problem)) {
            try RIBName(text)
        }
    }

    @Test func explainsTheRuleAndQuotesTheName() {
        #expect(NameError(name: "loggedIn", kind: .rib, problem: .invalidFirstCharacter).description
            == "'loggedIn' is not a Swift type name: use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in LoggedIn.")
        #expect(NameError(name: "Logged In", kind: .rib, problem: .invalidCharacter(" ")).description
            == "'Logged In' is not a Swift type name: it contains ' '; use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in LoggedIn.")
        #expect(NameError(name: "Self", kind: .rib, problem: .reservedWord).description
            == "'Self' is a Swift keyword and cannot be a Swift type name; choose another name.")
        #expect(NameError(name: "Viewable", kind: .rib, problem: .clashesWithFrameworkType("ViewableRouting")).description
            == "'Viewable' would make a type named ViewableRouting, which RIBs already has; choose another name.")
        #expect(NameError(name: "", kind: .rib, problem: .empty).description
            == "The Swift type name is empty; use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in LoggedIn.")
    }
}
