import Foundation
import SQLKit
import WebFrontEnd

extension SessionsTable {

    /// The statement that saves `sessions`, in SQL that SQLite and PostgreSQL both run: each
    /// row inserted, or replacing the session's row unless its owner epoch moved on (another
    /// server took the session over), in which case the row is left as it is. A row left is
    /// not counted as a change; `RETURNING token_hash` lists the rows written.
    static func upsert(_ sessions: some Sequence<StoredSession>, on database: any SQLDatabase) -> SQLInsertBuilder {
        var insert = database.insert(into: "sessions").columns("token_hash", "saved_state", "last_active_ms", "owner_epoch", "trace_context",
                                                                   "applied_input")
        for session in sessions {
            insert = insert.values(session.tokenHash, String(decoding: session.savedState, as: UTF8.self),
                                   milliseconds(session.lastActivity), session.ownerEpoch, session.traceContext,
                                   session.appliedInput)
        }
        return insert
            .onConflict(with: "token_hash") { update in
                update.set(excludedValueOf: "saved_state").set(excludedValueOf: "last_active_ms").set(excludedValueOf: "applied_input")
                    // A row without a trace context (a server that traces nothing, a take-over's
                    // first save of activity) keeps the one stored.
                    .set("trace_context", to: SQLFunction("COALESCE", args: SQLExcludedColumn("trace_context"),
                                                          SQLColumn("trace_context", table: "sessions")))
                    // Only the server that took the session over last may write it.
                    .where(SQLColumn("owner_epoch", table: "sessions"), .equal, SQLExcludedColumn("owner_epoch"))
            }
    }

    /// The text of ``upsert(_:on:)`` for one session in `database`'s dialect, to prepare once:
    /// its values are bound in the order of the columns. Whether it wrote its row, the number
    /// of changes it made says (0 or 1), without `RETURNING`, which costs SQLite a result table.
    static func upsertOfOneSession(on database: any SQLDatabase) -> String {
        let placeholder = StoredSession(tokenHash: "", savedState: Data(), lastActivity: Date(timeIntervalSince1970: 0))
        var serializer = SQLSerializer(database: database)
        upsert([placeholder], on: database).query.serialize(to: &serializer)
        return serializer.sql
    }

    /// `date` as the table keeps times: whole milliseconds since 1970.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000).rounded(.down))
    }
}
