/// A store answered, and refused what it was asked to write for what the rows hold (a value out
/// of the column's range, a constraint, one session twice in a statement): written again as
/// they are, the rows would be refused again.
///
/// A ``SessionStore`` throws it from ``SessionStore/save(_:)`` so that the server finds the rows
/// refused (it writes the batch again in halves), sets them aside, and stores the rest; the store
/// stays available. Any other error is taken for a store that does not answer, and tried again.
public struct StoreRefusedRows: Error, Sendable, CustomStringConvertible {

    /// What the database said.
    public let reason: String

    /// The database refused rows, saying `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String {
        "the store refused the rows: \(reason)"
    }
}
