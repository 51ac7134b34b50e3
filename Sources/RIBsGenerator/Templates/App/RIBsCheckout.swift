import SystemCalls

/// A checkout of RIBs on this machine that a generated app's package can depend on by path.
public enum RIBsCheckout {

    /// Why a folder cannot be the RIBs a generated app depends on.
    public struct Problem: Error, Equatable, CustomStringConvertible {

        /// The folder as given.
        public let path: String

        /// What is wrong with it.
        public let reason: String

        public var description: String {
            "\(DisplayText.quoted(path, limit: WriteError.pathLimit)) is not a checkout of RIBs: \(reason)."
        }
    }

    /// The checkout at `path`, by its absolute path with symbolic links resolved, so that the
    /// generated package finds it from wherever it is.
    ///
    /// - Parameter path: The checkout's folder, absolute or relative to the working folder.
    /// - Throws: ``Problem`` when the folder is missing or holds no RIBs package.
    public static func dependency(at path: String) throws(Problem) -> RIBsDependency {
        let folder: String
        do {
            folder = try FileSystem.resolvedPath(path)
        } catch {
            throw Problem(path: path, reason: error.message)
        }
        guard FileSystem.kind(of: FolderPath.join(folder, "Package.swift")) == .file,
              FileSystem.kind(of: FolderPath.join(folder, "Sources/RIBs")) == .folder else {
            throw Problem(path: path, reason: "it has no Package.swift with a Sources/RIBs folder")
        }
        return .path(folder)
    }
}
