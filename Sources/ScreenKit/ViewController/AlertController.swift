/// An alert presented modally over a screen; ScreenKit's `UIAlertController`.
///
/// The window shows it over the screen of the view controller that presented it. Choosing an
/// action dismisses the alert, then runs the action's handler.
@MainActor
public final class AlertController: ViewController {

    /// The alert's title.
    public let title: String

    /// Further text under the title, if any.
    public let message: String?

    /// The alert's actions, in the order they were added; the first is the default.
    public private(set) var actions: [AlertAction] = []

    /// Creates an alert without actions.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: Further text under the title.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }

    /// Adds `action` after the existing ones.
    ///
    /// - Parameter action: The action to add.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        setNeedsDisplay()
    }

    /// The alert as a value.
    public var alert: Alert {
        Alert(title: title, message: message, actionTitles: actions.map(\.title))
    }

    // MARK: - Internal

    /// Dismisses the alert, then runs the handler of the action at `index`.
    ///
    /// - Returns: Whether there is such an action.
    func chooseAction(at index: Int) -> Bool {
        guard actions.indices.contains(index) else {
            return false
        }
        let action = actions[index]
        dismiss()
        action.handler()
        return true
    }
}

/// An action of an ``AlertController``.
@MainActor
public struct AlertAction {

    /// The action's title, such as `Close`.
    public let title: String

    /// Runs after the alert is dismissed.
    public let handler: @MainActor () -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - handler: Runs after the alert is dismissed.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.handler = handler
    }
}
