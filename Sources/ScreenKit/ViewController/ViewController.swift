import RIBs

/// A view controller: owns one screen of the app and reacts to what the user does on it.
///
/// ScreenKit's stand-in for `UIViewController`. Subclasses describe what they show by
/// overriding ``screen`` and ask to be redrawn with ``setNeedsDisplay()`` when it changes.
/// User input arrives through ``buttonTapped(_:)``, ``textDidChange(inField:)``,
/// ``rowActionChosen(_:row:inList:)``, ``rowChecked(_:row:inList:)``, ``toggleChanged(_:isOn:)``,
/// ``choiceChanged(_:selected:)`` and ``gridCellTapped(_:at:)``; a disabled element never calls. Presentation is modal, as in UIKit: a view controller presents
/// at most one other, and the window shows the top of that chain.
@MainActor
open class ViewController: ViewControllable {

    /// Creates a view controller that is not on screen yet.
    public init() {}

    /// What this view controller shows. Subclasses override it; the default is an empty screen.
    open var screen: Screen {
        Screen(title: "")
    }

    /// The view controller this one presents, if any.
    public final private(set) var presentedViewController: ViewController?

    /// The view controller that presents this one, if any.
    public final private(set) weak var presentingViewController: ViewController?

    /// Whether this view controller is part of what a window shows: the window's root or a
    /// view controller presented above it.
    public final var isOnScreen: Bool {
        window != nil
    }

    /// Presents `viewController` modally above this one.
    ///
    /// As in UIKit, a view controller presents one at a time: if this one already presents
    /// another, or `viewController` is already presented, nothing happens.
    ///
    /// - Parameter viewController: The view controller to present.
    public final func present(_ viewController: ViewController) {
        guard presentedViewController == nil, viewController.presentingViewController == nil, viewController !== self else {
            return
        }
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.moveToWindow(window)
        window?.contentDidChange()
    }

    /// Dismisses what this view controller presents or, if it presents nothing, dismisses
    /// this view controller from the one that presents it. As in UIKit, everything presented
    /// above the dismissed view controller goes with it.
    public final func dismiss() {
        if let presentedViewController {
            let window = window
            self.presentedViewController = nil
            presentedViewController.presentingViewController = nil
            presentedViewController.moveToWindow(nil)
            window?.contentDidChange()
        } else {
            presentingViewController?.dismiss()
        }
    }

    /// Asks the window to redraw; call it whenever ``screen`` changes.
    public final func setNeedsDisplay() {
        window?.contentDidChange()
    }

    /// The current text of the field `id`, as the user typed it.
    ///
    /// - Parameter id: The field's identifier.
    /// - Returns: The text; empty if nothing was typed.
    public final func text(inField id: String) -> String {
        fieldTexts[id] ?? ""
    }

    /// Puts `text` into the field `id` as if the user had typed it, cleaned and cut to the
    /// field's width the same way: to show again what a user typed in an earlier run.
    ///
    /// - Parameters:
    ///   - text: The text to show in the field.
    ///   - id: The field's identifier; a field this view controller's screen does not show is
    ///     left alone.
    public final func fillField(_ id: String, with text: String) {
        guard let field = screen.textFields.first(where: { $0.id == id }) else {
            return
        }
        typeText(text, into: field)
    }

    /// Called when the user pressed the button `id`. Override to act on it.
    ///
    /// - Parameter id: The button's identifier.
    open func buttonTapped(_ id: String) {}

    /// Called after the user changed the text of the field `id`. Override to react to typing.
    ///
    /// - Parameter id: The field's identifier; read its text with ``text(inField:)``.
    open func textDidChange(inField id: String) {}

    /// Called when the user chose one of a row's actions. Override to act on it.
    ///
    /// - Parameters:
    ///   - actionID: The action's identifier, such as `remove`.
    ///   - rowID: The row's identifier.
    ///   - listID: The list's identifier.
    open func rowActionChosen(_ actionID: String, row rowID: String, inList listID: String) {}

    /// Called when the user checked or unchecked a row. Override to act on it: the row stays
    /// as the screen describes it until the screen changes.
    ///
    /// - Parameters:
    ///   - isChecked: Whether the user checked the row.
    ///   - rowID: The row's identifier.
    ///   - listID: The list's identifier.
    open func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {}

    /// Called when the user turned a toggle on or off. Override to act on it.
    ///
    /// - Parameters:
    ///   - id: The toggle's identifier.
    ///   - isOn: Whether the user turned it on.
    open func toggleChanged(_ id: String, isOn: Bool) {}

    /// Called when the user selected an option of a choice. Override to act on it.
    ///
    /// - Parameters:
    ///   - id: The choice's identifier.
    ///   - index: The index of the option selected.
    open func choiceChanged(_ id: String, selected index: Int) {}

    /// Called when the user tapped a cell of a grid. Override to act on it.
    ///
    /// - Parameters:
    ///   - id: The grid's identifier.
    ///   - position: The cell's row and column, both from 0.
    open func gridCellTapped(_ id: String, at position: GridPosition) {}

    // MARK: - Internal

    /// The window showing this view controller, or `nil` while it is off screen.
    final private(set) weak var window: Window?

    /// The top of the presentation chain that starts here.
    final var topViewController: ViewController {
        presentedViewController?.topViewController ?? self
    }

    /// Puts this view controller, and what it presents, into `window` (or off screen).
    final func moveToWindow(_ window: Window?) {
        self.window = window
        presentedViewController?.moveToWindow(window)
    }

    /// Stores text the user typed into `field`, cleaned and cut to the width it offers, and
    /// tells the subclass.
    final func typeText(_ text: String, into field: TextField) {
        // A field holds what every display shows alike, bounded, cut to the width it offers.
        fieldTexts[field.id] = text.fieldText(fittingWidth: field.maxWidth)
        textDidChange(inField: field.id)
        setNeedsDisplay()
    }

    // MARK: - Private

    private var fieldTexts: [String: String] = [:]
}
