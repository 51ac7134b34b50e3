/// Draws a window's content; each front-end provides one.
@MainActor
public protocol WindowRenderer: AnyObject {

    /// Draws `content`; called once when the window becomes visible and after every change.
    ///
    /// - Parameter content: What the window shows now.
    func render(_ content: WindowContent)
}
