/// A key the user pressed, or a notch of the mouse wheel, as ``KeyDecoder`` decodes it from
/// the terminal's bytes.
public enum Key: Equatable, Sendable {

    /// A printable character, typed or pasted.
    case character(Character)

    /// The up arrow.
    case up

    /// The down arrow.
    case down

    /// The left arrow.
    case left

    /// The right arrow.
    case right

    /// Page Up.
    case pageUp

    /// Page Down.
    case pageDown

    /// Home.
    case home

    /// End.
    case end

    /// Tab.
    case tab

    /// Shift-Tab.
    case backTab

    /// Enter or Return.
    case enter

    /// Backspace.
    case backspace

    /// Escape on its own.
    case escape

    /// Ctrl-C.
    case interrupt

    /// Ctrl-Z: suspend, as in other full-screen programs.
    case suspend

    /// The mouse wheel turned a notch up, away from the user: towards the content above.
    case wheelUp

    /// The mouse wheel turned a notch down, towards the user: towards the content below.
    case wheelDown
}
