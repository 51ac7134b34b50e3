extension PlainSession {

    /// Prompts for input, then handles standard input one line at a time until the user types
    /// `quit` or input ends; a line too long to read is skipped with a hint.
    ///
    /// Call it once, after launching the app into the session's window.
    public func runOnStandardInput() async {
        promptForInput()
        for await line in StandardInputLines.start() {
            switch line {
            case let .text(text):
                if handle(text) == .quit {
                    return
                }
            case .tooLong:
                write(StandardInputLines.tooLongHint + "\n")
            }
        }
    }
}
