import RIBs
import ScreenKit

/// What the Welcome view tells its interactor.
@MainActor
protocol WelcomePresentableListener: AnyObject {
    func sayHello(to name: String)
    func forget(at index: Int)
    func close()
}

/// The Welcome RIB's view: a name field, a greeting, the list of those greeted with a way
/// to forget each, and buttons to say hello and to close.
final class WelcomeViewController: ViewController, WelcomePresentable, WelcomeViewControllable {

    weak var listener: (any WelcomePresentableListener)?

    override var screen: Screen {
        var elements: [ScreenElement] = [
            .label(Label("Welcome to Demo", role: .heading)),
            .label(Label("The root's first child RIB.", role: .caption)),
            .textField(TextField(id: Control.name, placeholder: "Your name", text: text(inField: Control.name))),
            .button(Button(id: Control.sayHello, title: "Say hello", role: .primary, command: "hello")),
            .list(List(id: Control.greeted, rows: greeted.enumerated().map { index, name in
                ListRow(id: String(index), title: name, actions: [RowAction(id: Control.forget, title: "Forget", role: .destructive)])
            }, emptyText: "Nobody greeted yet")),
            .button(Button(id: Control.close, title: "Close", role: .cancel)),
        ]
        if let greeting {
            elements.insert(.label(Label(greeting, role: .heading, color: .blue)), at: 2)
        }
        return Screen(title: "Demo", elements: elements)
    }

    override func buttonTapped(_ id: String) {
        switch id {
        case Control.sayHello:
            listener?.sayHello(to: text(inField: Control.name))
        case Control.close:
            listener?.close()
        default:
            break
        }
    }

    override func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {
        if actionID == Control.forget, let index = Int(rowID) {
            listener?.forget(at: index)
        }
    }

    // MARK: - WelcomePresentable

    func show(greeting: String?, greeted: [String]) {
        self.greeting = greeting
        self.greeted = greeted
        setNeedsDisplay()
    }

    // MARK: - Private

    private var greeting: String?
    private var greeted: [String] = []

    private enum Control {
        static let name = "name"
        static let sayHello = "sayHello"
        static let greeted = "greeted"
        static let forget = "forget"
        static let close = "close"
    }
}
