/// Why saved RIB state could not be used; the app then starts fresh.
public enum SavedTreeError: Error, Equatable, Sendable, CustomStringConvertible {

    /// The saved data is larger than the limit given to ``SavedTree/decode(from:appVersion:byteLimit:migration:)``
    /// or ``SavedTree/encoded(byteLimit:)`` (or ``SavedTree/encoded(saving:appVersion:byteLimit:)``).
    case tooLarge(byteCount: Int, byteLimit: Int)

    /// The data is not valid JSON, or not shaped like a saved tree.
    case corrupt(reason: String)

    /// The data is JSON, but not a saved RIB tree: its `format` is missing or another one.
    case notASavedTree

    /// The data was written by a newer version of RIBs, in a format this version cannot read.
    case newerFormat(found: Int, supported: Int)

    /// The data was saved by a newer version of the app than the one running.
    case newerAppVersion(found: Int, current: Int)

    /// The data was saved by an older version of the app, and no migration was given.
    case noMigration(from: Int, to: Int)

    /// The app's migration from an older version failed.
    case migrationFailed(from: Int, reason: String)

    /// The state saved for one RIB no longer fits its interactor's `RestorableState`, and no
    /// field of it does on its own; that RIB and its subtree start fresh.
    ///
    /// - Parameters:
    ///   - path: The tags from the root to the RIB; empty for the root.
    ///   - type: The type the state was decoded as.
    ///   - reason: What did not fit.
    case stateMismatch(path: [String], type: String, reason: String)

    /// One field of the state saved for one RIB no longer fits its interactor's
    /// `RestorableState`: that field has the value the interactor starts with, and the rest of
    /// the state and the RIB's subtree are restored.
    ///
    /// - Parameters:
    ///   - path: The tags from the root to the RIB; empty for the root.
    ///   - type: The type the state was decoded as.
    ///   - field: The field's keys from the state's top, joined by dots: `score.drawCount`.
    ///   - reason: What did not fit.
    case fieldMismatch(path: [String], type: String, field: String, reason: String)

    /// The app's state could not be encoded.
    case encodingFailed(reason: String)

    /// A sentence saying what went wrong, for a log or a message to the user.
    public var description: String {
        switch self {
        case let .tooLarge(byteCount, byteLimit):
            "The saved state is \(byteCount) bytes, more than the limit of \(byteLimit) bytes."
        case let .corrupt(reason):
            "The saved state is corrupt: \(reason)"
        case .notASavedTree:
            "The data is not a saved RIB tree."
        case let .newerFormat(found, supported):
            "The saved state has format version \(found); this version of RIBs reads up to \(supported)."
        case let .newerAppVersion(found, current):
            "The saved state is from app version \(found), newer than this app's \(current)."
        case let .noMigration(from, to):
            "The saved state is from app version \(from), and the app has no migration to \(to)."
        case let .migrationFailed(from, reason):
            "The migration of the saved state from app version \(from) failed: \(reason)"
        case let .stateMismatch(path, type, reason):
            "The saved state of \(Self.name(ofRIBAt: path)) no longer fits \(type): \(reason)"
        case let .fieldMismatch(path, type, field, reason):
            "The saved \(field) of \(Self.name(ofRIBAt: path)) no longer fits \(type) and starts afresh; the rest was restored: \(reason)"
        case let .encodingFailed(reason):
            "The state could not be saved: \(reason)"
        }
    }

    // MARK: - Private

    private static func name(ofRIBAt path: [String]) -> String {
        path.isEmpty ? "the root RIB" : path.joined(separator: " › ")
    }
}
