/// A name the generator cannot use, and why.
public struct NameError: Error, Equatable, CustomStringConvertible {

    /// What the name was meant to name.
    public enum Kind: Equatable, Sendable {

        /// A RIB, whose name starts its types' names.
        case rib

        /// A Swift module, imported by generated tests.
        case module

        /// An app, whose name starts its package's module, targets and types.
        case app
    }

    /// What is wrong with a name.
    public enum Problem: Equatable, Sendable {

        /// The name is empty.
        case empty

        /// The name starts with a character its kind of name cannot start with.
        case invalidFirstCharacter

        /// The name contains a character its kind of name cannot contain.
        case invalidCharacter(Character)

        /// The name is a Swift keyword.
        case reservedWord

        /// A type made from the name would take the name of a type of RIBs.
        case clashesWithFrameworkType(String)

        /// A module made from the name would take the name of a module the app imports.
        case clashesWithModule(String)
    }

    /// The name as given.
    public let name: String

    /// What the name was meant to name.
    public let kind: Kind

    /// What is wrong with it.
    public let problem: Problem

    /// The problem, in a sentence that quotes the name and says what would be accepted.
    ///
    /// The name is quoted with ``DisplayText``: control characters escaped, and a long name
    /// shortened, so that the message is safe to print and of bounded length.
    public var description: String {
        let quotedName = DisplayText.quoted(name)
        return switch problem {
        case .empty:
            "The \(kindDescription) is empty; \(rule)."
        case .invalidFirstCharacter:
            "\(quotedName) is not \(kindWithArticle): \(rule)."
        case let .invalidCharacter(character):
            "\(quotedName) is not \(kindWithArticle): it contains \(DisplayText.quoted(String(character), limit: 8)); \(rule)."
        case .reservedWord:
            "\(quotedName) is a Swift keyword and cannot be \(kindWithArticle); choose another name."
        case let .clashesWithFrameworkType(typeName):
            "\(quotedName) would make a type named \(typeName), which RIBs already has; choose another name."
        case let .clashesWithModule(moduleName):
            "\(quotedName) would make a module hiding \(moduleName), which the app imports; choose another name."
        }
    }

    // MARK: - Private

    private var kindDescription: String {
        switch kind {
        case .rib: "Swift type name"
        case .module: "Swift module name"
        case .app: "app name"
        }
    }

    private var kindWithArticle: String {
        kind == .app ? "an \(kindDescription)" : "a \(kindDescription)"
    }

    private var rule: String {
        switch kind {
        case .rib: "use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in LoggedIn"
        case .module: "use a letter or an underscore, then letters, digits and underscores, as in TicTacToe"
        case .app: "use an uppercase letter A-Z, then letters A-Z, a-z and digits, as in Notes"
        }
    }
}
