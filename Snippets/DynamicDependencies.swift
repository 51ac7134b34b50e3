// Dynamic dependencies (known only when the RIB is built) go through `build`; the component
// keeps them, and from there on they are static dependencies of the children.
import RIBs

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<any LoggedInDependency> {

    /// Dynamic when LoggedIn is built, static for LoggedIn's children.
    let player1Name: String
    let player2Name: String

    init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }
}

protocol LoggedInBuildable: Buildable {
    func build(withPlayer1Name player1Name: String, player2Name: String) -> any Routing
}

final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {

    func build(withPlayer1Name player1Name: String, player2Name: String) -> any Routing {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        // snippet.hide
        withExtendedLifetime(component) {}
        // snippet.show
        return Router(interactor: Interactor())
    }
}

// snippet.hide
final class RootComponent: EmptyComponent, LoggedInDependency {}
let router = LoggedInBuilder(dependency: RootComponent()).build(withPlayer1Name: "Alice", player2Name: "Bob")
precondition(router.children.isEmpty)
