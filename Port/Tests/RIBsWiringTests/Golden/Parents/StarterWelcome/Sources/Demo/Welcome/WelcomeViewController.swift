import RIBs
import ScreenKit

/// What the Welcome view tells its interactor.
@MainActor
protocol WelcomePresentableListener: AnyObject {
    func sayHello(to name: String)
    func close()
}

/// The Welcome RIB's view: a name field, a greeting, and buttons to say hello and to close.
final class WelcomeViewController: ViewController, WelcomePresentable, WelcomeViewControllable {

    weak var listener: (any WelcomePresentableListener)?

    override var screen: Screen {
        var elements: [ScreenElement] = [
            .label(Label("Welcome to Demo", role: .heading)),
            .label(Label("The root's first child RIB.", role: .caption)),
            .textField(TextField(id: Control.name, placeholder: "Your name", text: text(inField: Control.name))),
            .button(Button(id: Control.sayHello, title: "Say hello", command: "hello")),
            .button(Button(id: Control.close, title: "Close")),
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

    // MARK: - WelcomePresentable

    func show(greeting: String) {
        self.greeting = greeting
        setNeedsDisplay()
    }

    // MARK: - Private

    private var greeting: String?

    private enum Control {
        static let name = "name"
        static let sayHello = "sayHello"
        static let close = "close"
    }
}
