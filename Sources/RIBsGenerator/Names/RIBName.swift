/// The name of a RIB, checked to make valid Swift type names such as `LoggedInBuilder`.
///
/// A RIB's name starts every type the generator writes for it, so it must be an
/// UpperCamelCase Swift identifier: an uppercase ASCII letter, then ASCII letters and digits.
/// Swift keywords that fit that pattern (`Any`, `Self`, `Type`, `Protocol`) are refused, and so
/// are names whose types would take a name RIBs already uses (`Viewable` makes
/// `ViewableRouter`).
public struct RIBName: Sendable, Hashable, CustomStringConvertible {

    /// The name as types use it: `LoggedIn`.
    public let typeName: String

    /// The name as properties use it: `loggedIn`, or `urlLoader` for `URLLoader`.
    public var variableName: String {
        let leadingUppercase = typeName.prefix { $0.isASCII && $0.isUppercase }
        // An acronym keeps its last capital when a lowercase word follows: URLLoader -> urlLoader.
        let lowercasedCount = leadingUppercase.count == typeName.count || leadingUppercase.count == 1
            ? leadingUppercase.count
            : leadingUppercase.count - 1
        return typeName.prefix(lowercasedCount).lowercased() + typeName.dropFirst(lowercasedCount)
    }

    /// The name as given.
    public var description: String {
        typeName
    }

    /// Checks `text` and makes it a RIB name.
    ///
    /// - Parameter text: The name, such as `LoggedIn`.
    /// - Throws: ``NameError`` saying what is wrong with `text`.
    public init(_ text: String) throws(NameError) {
        guard let first = text.first else {
            throw NameError(name: text, kind: .rib, problem: .empty)
        }
        guard first.isASCII, first.isUppercase else {
            throw NameError(name: text, kind: .rib, problem: .invalidFirstCharacter)
        }
        if let invalid = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            throw NameError(name: text, kind: .rib, problem: .invalidCharacter(invalid))
        }
        if Self.reservedWords.contains(text) {
            throw NameError(name: text, kind: .rib, problem: .reservedWord)
        }
        if let clash = Self.generatedTypeSuffixes.sorted().map({ text + $0 }).first(where: Self.frameworkTypeNames.contains) {
            throw NameError(name: text, kind: .rib, problem: .clashesWithFrameworkType(clash))
        }
        typeName = text
    }

    // MARK: - Internal

    /// What the templates append to a RIB's name to name its types and test doubles.
    static let generatedTypeSuffixes: Set<String> = [
        "Dependency", "Component", "Buildable", "Builder", "Routing", "Presentable", "Listener",
        "Interactor", "Interactable", "ViewControllable", "Router", "ViewController",
        "PresentableListener", "InteractableMock", "RoutingMock", "PresentableMock", "ListenerMock",
        "ViewControllableMock", "BuildableMock", "InteractorTests", "RouterTests",
    ]

    // MARK: - Private

    /// The types of RIBs that a generated type of the same name would shadow in the user's
    /// module: `Viewable` would make `ViewableRouting`, and `Launch` would hide `LaunchRouter`
    /// from the user's root RIB.
    private static let frameworkTypeNames: Set<String> = [
        "PresentableInteractor", "ViewableRouter", "ViewableRouting", "LaunchRouter", "LaunchRouting",
        "EmptyComponent", "EmptyDependency", "ComponentizedBuilder", "MultiStageComponentizedBuilder",
    ]

    /// Swift keywords and special type names that look like UpperCamelCase names.
    private static let reservedWords: Set<String> = ["Any", "Self", "Type", "Protocol"]
}
