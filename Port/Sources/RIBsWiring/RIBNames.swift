/// The names the wiring uses for one RIB, derived from its type name as the generator derives
/// them: `LoggedIn` gives `LoggedInRouter`, `loggedInBuilder`, `routeToLoggedIn()`.
public struct RIBNames: Sendable, Equatable {

    /// The RIB's name, such as `LoggedIn`.
    public let typeName: String

    /// - Parameter typeName: The RIB's name, an UpperCamelCase Swift type name.
    public init(_ typeName: String) {
        self.typeName = typeName
    }

    /// The name as a variable: `loggedIn`, and `urlLoader` for `URLLoader`.
    public var variableName: String {
        let leadingUppercase = typeName.prefix { $0.isASCII && $0.isUppercase }
        // An acronym keeps its last capital when a lowercase word follows: URLLoader -> urlLoader.
        let lowercasedCount = leadingUppercase.count == typeName.count || leadingUppercase.count == 1
            ? leadingUppercase.count
            : leadingUppercase.count - 1
        return typeName.prefix(lowercasedCount).lowercased() + typeName.dropFirst(lowercasedCount)
    }

    var builder: String { typeName + "Builder" }
    var buildable: String { typeName + "Buildable" }
    var component: String { typeName + "Component" }
    var dependency: String { typeName + "Dependency" }
    var interactor: String { typeName + "Interactor" }
    var interactable: String { typeName + "Interactable" }
    var listener: String { typeName + "Listener" }
    var router: String { typeName + "Router" }
    var routing: String { typeName + "Routing" }
    var viewController: String { typeName + "ViewController" }
    var viewControllable: String { typeName + "ViewControllable" }

    /// The property that holds this RIB's builder in its parent's router: `loggedInBuilder`.
    var builderProperty: String { variableName + "Builder" }

    /// The property that holds the view controller a RIB lends its viewless children:
    /// `rootViewController`, as tutorial 2's RootComponent names it.
    var viewControllerProperty: String { variableName + "ViewController" }

    /// The route that attaches this RIB: `routeToLoggedIn`.
    var routeTo: String { "routeTo" + typeName }

    /// The route that detaches this RIB: `routeAwayFromLoggedIn`.
    var routeAwayFrom: String { "routeAwayFrom" + typeName }

    /// The event this RIB tells its parent when it is done: `loggedInDidFinish`.
    var didFinish: String { variableName + "DidFinish" }
}
