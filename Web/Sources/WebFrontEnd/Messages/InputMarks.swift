/// How far a session got with the inputs its page numbered (see `Web/PROTOCOL.md`): the last
/// one it applied, and the last one whose change its store holds. A page keeps the inputs it
/// saw answered until they are stored, and sends those past ``applied`` again to a session
/// resumed from an older stored state.
struct InputMarks: Equatable, Sendable {

    /// The last input the session applied; 0 if none was numbered.
    var applied: Int64 = 0

    /// The last input whose change the store holds; `nil` for a session kept in memory only.
    var saved: Int64?

    /// Writes `input` (when an input was applied) and `saved` (with a store), in the order of
    /// keys of the message's other fields, which come around them.
    func writeFields(to json: inout JSONWriter) {
        if applied > 0 {
            json.field("input", Int(applied))
        }
        if let saved {
            json.field("saved", Int(saved))
        }
    }
}
