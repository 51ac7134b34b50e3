import Foundation
import SystemCalls

/// Where a terminal app keeps its saved state between runs: one file in
/// `$XDG_STATE_HOME/<app>/` (`~/.local/state/<app>/` when that variable is unset), as the XDG
/// base directory specification asks of state that should outlive a run.
///
/// Each ``write(_:)`` replaces the whole file at once (written beside it, then renamed over
/// it), so that whatever signal ends the process, the file holds one complete save: the last
/// one or the one before. Writing what the file already holds does nothing.
@MainActor
public final class SavedStateFile {

    /// The file's path.
    public let path: String

    /// The largest file ``read()`` reads; a larger one is refused unread.
    public let byteLimit: Int

    /// The file for `appName`, in the directory the environment names.
    ///
    /// - Parameters:
    ///   - appName: The folder under the state directory, such as `errands`.
    ///   - fileName: The file's name in that folder.
    ///   - environment: Where `XDG_STATE_HOME` and `HOME` are looked up.
    ///   - byteLimit: The largest file ``read()`` reads.
    /// - Throws: ``SavedStateFileError/noStateDirectory`` when neither an absolute
    ///   `XDG_STATE_HOME` nor `HOME` is set.
    public init(appName: String,
                fileName: String = "saved-state.json",
                environment: [String: String] = ProcessInfo.processInfo.environment,
                byteLimit: Int = 1 << 20) throws(SavedStateFileError) {
        // The specification says to ignore a relative XDG_STATE_HOME.
        let stateHome: String
        if let xdgStateHome = environment["XDG_STATE_HOME"], xdgStateHome.hasPrefix("/") {
            stateHome = xdgStateHome
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            stateHome = home + "/.local/state"
        } else {
            throw .noStateDirectory
        }
        directory = stateHome + "/" + appName
        path = directory + "/" + fileName
        self.byteLimit = byteLimit
    }

    /// The file's contents.
    ///
    /// What is not a regular file (a named pipe, a device, a folder, a link to one) is refused
    /// unopened, at once: opening a named pipe would wait for a writer.
    ///
    /// - Returns: The bytes, or `nil` when there is no file.
    /// - Throws: ``SavedStateFileError/cannotRead(path:reason:)``,
    ///   ``SavedStateFileError/notARegularFile(path:kind:)`` or
    ///   ``SavedStateFileError/tooLarge(path:byteLimit:)``.
    public func read() throws(SavedStateFileError) -> Data? {
        let data: Data
        do {
            data = Data(try FileSystem.contentsOfRegularFile(at: path, byteLimit: byteLimit))
        } catch {
            switch error {
            case .missing:
                return nil
            case let .notARegularFile(kind):
                throw .notARegularFile(path: path, kind: kind.description)
            case let .cannotRead(systemError):
                throw .cannotRead(path: path, reason: systemError.message)
            }
        }
        guard data.count <= byteLimit else {
            throw .tooLarge(path: path, byteLimit: byteLimit)
        }
        lastWritten = data
        return data
    }

    /// Replaces the file's contents with `data`, creating its directory if need be.
    ///
    /// - Throws: ``SavedStateFileError/cannotWrite(path:reason:)``; the file then holds what it
    ///   held before.
    public func write(_ data: Data) throws(SavedStateFileError) {
        guard data != lastWritten else {
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: Self.reason(error))
        }
        lastWritten = data
    }

    /// Where a file that cannot be used, wholly or in part, is kept: `<path>.unreadable`.
    public var asidePath: String {
        path + ".unreadable"
    }

    /// Puts the file aside, to ``asidePath`` (replacing an older file there, never a
    /// folder), so that a file that cannot be used is kept for a look rather than overwritten
    /// by the next save.
    ///
    /// - Returns: Where the file went.
    /// - Throws: ``SavedStateFileError/cannotWrite(path:reason:)``; the file is then where it was.
    @discardableResult
    public func moveAside() throws(SavedStateFileError) -> String {
        do {
            try FileSystem.move(path, to: asidePath)
        } catch {
            throw .cannotWrite(path: asidePath, reason: error.message)
        }
        lastWritten = nil
        return asidePath
    }

    /// Keeps a copy of the file at ``asidePath`` (replacing an older file there, never a
    /// folder) and leaves it where it is: so that a file that could be used only in part is
    /// kept for a look before the next save replaces it.
    ///
    /// - Returns: Where the copy is.
    /// - Throws: ``SavedStateFileError``: the file cannot be read again, or the copy cannot be
    ///   written.
    @discardableResult
    public func copyAside() throws(SavedStateFileError) -> String {
        guard let data = try read() else {
            throw .cannotRead(path: path, reason: "it is no longer there")
        }
        do {
            try data.write(to: URL(fileURLWithPath: asidePath), options: .atomic)
        } catch {
            throw .cannotWrite(path: asidePath, reason: Self.reason(error))
        }
        return asidePath
    }

    // MARK: - Private

    private let directory: String

    /// What the file holds, as far as this object knows.
    private var lastWritten: Data?

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error is a Swift error, not an NSError.
        if let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            return SystemError(code: Int32(underlying.code)).message
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return SystemError(code: Int32(nsError.code)).message
        }
        return nsError.localizedDescription
    }
}

/// Why a ``SavedStateFile`` could not be used.
public enum SavedStateFileError: Error, Equatable, Sendable, CustomStringConvertible {

    /// Neither `XDG_STATE_HOME` nor `HOME` names a directory.
    case noStateDirectory

    /// The file exists but could not be read.
    case cannotRead(path: String, reason: String)

    /// The file is larger than the limit.
    case tooLarge(path: String, byteLimit: Int)

    /// The path names something else than a regular file, such as a named pipe or a device,
    /// which was not opened; `kind` says what, as a noun phrase (`a named pipe (FIFO)`).
    case notARegularFile(path: String, kind: String)

    /// The file or its directory could not be written.
    case cannotWrite(path: String, reason: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noStateDirectory:
            "Neither XDG_STATE_HOME nor HOME is set to an absolute path, so there is nowhere to save the app's state."
        case let .cannotRead(path, reason):
            "Cannot read \(path): \(reason)."
        case let .tooLarge(path, byteLimit):
            "\(path) is larger than \(byteLimit) bytes; it is not a saved state of this app."
        case let .notARegularFile(path, kind):
            "\(path) is \(kind), not a regular file, so it was not opened; it is not a saved state of this app."
        case let .cannotWrite(path, reason):
            "Cannot save to \(path): \(reason)."
        }
    }
}
