import ScreenKit

/// A progress bar prints its title and how much is done, in whole percent.
extension ProgressBar: PlainElement {

    func plainLines(in screen: PlainScreen) -> [String] {
        ["\(title.displayable): \(percent)%"]
    }
}
