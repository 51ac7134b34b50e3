import Foundation

/// The saved state of a whole RIB tree, in one versioned JSON document.
///
/// ```json
/// {
///   "format": "RIBs saved tree",
///   "formatVersion": 1,
///   "appVersion": 1,
///   "root": {
///     "state": { "loggedIn": { "player1Name": "Ann", "player2Name": "Bob" } },
///     "children": {
///       "LoggedInRouter": {
///         "state": { "score": …, "isGameInProgress": true },
///         "children": { "TicTacToeRouter": { "state": { "moves": [5, 1] } } }
///       }
///     }
///   }
/// }
/// ```
///
/// `format` and `formatVersion` belong to RIBs and change only when this layout does;
/// `appVersion` is the app's, raised when the app changes what its interactors save, with a
/// migration that brings older states up to date. Every node is a ``SavedRIBState``: `state`
/// is what its interactor's ``StateRestoring/restorableState`` encodes to, absent for RIBs
/// that save none; `children` holds each child's node under its tag, absent when empty. Nodes
/// of subtrees that save nothing are left out.
public struct SavedTree: Sendable, Equatable {

    /// The value of `format` in every saved tree.
    public static let format = "RIBs saved tree"

    /// The newest `formatVersion` this version of RIBs writes and reads.
    public static let formatVersion = 1

    /// The limit on the size of a saved tree, in bytes, unless another is given: far above
    /// what an app's state takes, far below what would strain memory.
    public static let defaultByteLimit = 1 << 20

    /// The version of the app's saved states.
    public var appVersion: Int

    /// The root RIB's saved state, with the whole tree below it.
    public var root: SavedRIBState

    /// Creates a saved tree.
    ///
    /// - Parameters:
    ///   - appVersion: The version of the app's saved states.
    ///   - root: The root RIB's saved state.
    public init(appVersion: Int = 1, root: SavedRIBState) {
        self.appVersion = appVersion
        self.root = root
    }

    /// Saves the state of the tree under `router`, as it is now.
    ///
    /// - Parameters:
    ///   - router: The root of the tree, usually the app's launch router.
    ///   - appVersion: The version of the app's saved states.
    @MainActor
    public init(saving router: any Routing, appVersion: Int = 1) {
        self.init(appVersion: appVersion, root: router.savedState() ?? SavedRIBState())
    }

    /// The tree as JSON, with sorted keys: the same state always gives the same bytes, so a
    /// caller can skip writing what did not change.
    ///
    /// - Parameter byteLimit: The largest document to return.
    /// - Throws: ``SavedTreeError/tooLarge(byteCount:byteLimit:)`` or
    ///   ``SavedTreeError/encodingFailed(reason:)``.
    public func encoded(byteLimit: Int = defaultByteLimit) throws(SavedTreeError) -> Data {
        try Self.document(byteLimit: byteLimit) {
            try SavedTreeWriter.document(format: Self.format, formatVersion: Self.formatVersion, appVersion: appVersion, root: root)
        }
    }

    /// The state of the tree under `router` as it is now, as JSON: the bytes
    /// `SavedTree(saving: router, appVersion: appVersion).encoded(byteLimit: byteLimit)` gives,
    /// written in one pass over the live tree with no saved tree of values between. For a
    /// caller that saves after every change and needs the bytes at once.
    ///
    /// - Parameters:
    ///   - router: The root of the tree, usually the app's launch router.
    ///   - appVersion: The version of the app's saved states.
    ///   - byteLimit: The largest document to return.
    /// - Throws: ``SavedTreeError/tooLarge(byteCount:byteLimit:)`` or
    ///   ``SavedTreeError/encodingFailed(reason:)``.
    @MainActor
    public static func encoded(saving router: any Routing, appVersion: Int = 1,
                               byteLimit: Int = defaultByteLimit) throws(SavedTreeError) -> Data {
        try document(byteLimit: byteLimit) {
            try SavedTreeWriter.document(format: format, formatVersion: formatVersion, appVersion: appVersion, router: router)
        }
    }

    /// Reads a saved tree, migrating it from an older app version if need be.
    ///
    /// - Parameters:
    ///   - data: What ``encoded(byteLimit:)`` returned, in this run or an earlier one.
    ///   - appVersion: The version of the app's saved states today.
    ///   - byteLimit: The largest document to read; larger data is refused unread.
    ///   - migration: Brings a tree saved by an older app version up to `appVersion`: it gets
    ///     the root and the version the tree was saved with. `nil` refuses older trees.
    /// - Returns: The tree, at `appVersion`.
    /// - Throws: A ``SavedTreeError`` saying why the data cannot be used; nothing of it should be.
    public static func decode(from data: Data,
                              appVersion: Int = 1,
                              byteLimit: Int = defaultByteLimit,
                              migration: SavedTreeMigration? = nil) throws(SavedTreeError) -> SavedTree {
        guard data.count <= byteLimit else {
            throw .tooLarge(byteCount: data.count, byteLimit: byteLimit)
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch DecodingError.typeMismatch {
            // JSON, but not an object with a format string: some other document.
            throw .notASavedTree
        } catch {
            throw .corrupt(reason: DecodingErrorDescription(error).text)
        }
        guard header.format == format else {
            throw .notASavedTree
        }
        guard let foundFormatVersion = header.formatVersion, let foundAppVersion = header.appVersion else {
            throw .corrupt(reason: "no formatVersion or appVersion")
        }
        guard foundFormatVersion <= formatVersion else {
            throw .newerFormat(found: foundFormatVersion, supported: formatVersion)
        }
        guard foundAppVersion <= appVersion else {
            throw .newerAppVersion(found: foundAppVersion, current: appVersion)
        }
        var root: SavedRIBState
        do {
            root = try JSONDecoder().decode(Document.self, from: data).root
        } catch {
            throw .corrupt(reason: DecodingErrorDescription(error).text)
        }
        if foundAppVersion < appVersion {
            guard let migration else {
                throw .noMigration(from: foundAppVersion, to: appVersion)
            }
            do {
                try migration(&root, foundAppVersion)
            } catch {
                throw .migrationFailed(from: foundAppVersion, reason: "\(error)")
            }
        }
        return SavedTree(appVersion: appVersion, root: root)
    }

    // MARK: - Private

    /// What `write` writes, refused if it throws or is larger than `byteLimit`.
    private static func document(byteLimit: Int, _ write: () throws -> Data) throws(SavedTreeError) -> Data {
        let data: Data
        do {
            data = try write()
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
        guard data.count <= byteLimit else {
            throw .tooLarge(byteCount: data.count, byteLimit: byteLimit)
        }
        return data
    }

    /// What is read first, to tell a foreign or newer document from a corrupt one.
    private struct Header: Decodable {
        let format: String?
        let formatVersion: Int?
        let appVersion: Int?
    }

    private struct Document: Decodable {
        let format: String
        let formatVersion: Int
        let appVersion: Int
        let root: SavedRIBState
    }
}

/// Brings the root of a tree saved by an older app version up to date, in place; gets the
/// version the tree was saved with. Throw to refuse the tree.
public typealias SavedTreeMigration = @Sendable (inout SavedRIBState, _ savedAppVersion: Int) throws -> Void
