/// The colours elements may ask for; front-ends map them onto what they can show, readable on
/// light and dark backgrounds alike.
public enum ElementColor: Equatable, Sendable {

    /// The front-end's default text colour.
    case standard

    /// Red.
    case red

    /// Blue.
    case blue

    /// Green.
    case green
}
