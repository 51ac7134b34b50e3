/// Watches what a ``Window`` is asked to do, such as a recorder of the session's inputs.
@MainActor
public protocol WindowActionObserver: AnyObject {

    /// The window is about to deliver `action` to the view controller on top.
    func windowWillPerform(_ action: UserAction)

    /// The window delivered `action` and rendered the result, or refused it with `rejection`
    /// (then nothing changed).
    func windowDidPerform(_ action: UserAction, rejection: UserActionRejection?)
}
