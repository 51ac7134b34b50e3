/// Why a parent cannot be wired to a new child: each case names the file and what is missing,
/// in one line, and nothing is written.
public enum WiringError: Error, Equatable, CustomStringConvertible {

    /// No file `<name>` was found under the folder searched.
    case fileNotFound(name: String, folder: String)

    /// Several files of one RIB file's name were found: which is the parent's is not clear.
    case ambiguousFile(name: String, paths: [String])

    /// The file is not valid Swift.
    case doesNotParse(path: String)

    /// The file lacks a declaration or statement the generator writes.
    case missingShape(path: String, missing: String)

    /// The parent already has this child.
    case alreadyWired(path: String, evidence: String)

    public var description: String {
        switch self {
        case let .fileNotFound(name, folder):
            "No \(name) under \(folder)/: run ribs from the package's root, and name a parent RIB written by ribs (its Builder, Interactor and Router files)."
        case let .ambiguousFile(name, paths):
            "Found \(paths.count) files named \(name) (\(paths.joined(separator: ", "))): ribs cannot tell which is the parent's."
        case let .doesNotParse(path):
            "\(path) is not valid Swift: fix it, then wire the child."
        case let .missingShape(path, missing):
            "\(path) does not have the shape ribs writes: \(missing). Nothing was changed."
        case let .alreadyWired(path, evidence):
            "\(path): \(evidence). Nothing was changed."
        }
    }
}
