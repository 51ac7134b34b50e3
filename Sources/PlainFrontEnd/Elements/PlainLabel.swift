import ScreenKit

/// A label prints its text.
extension Label: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        [text.displayable]
    }
}
