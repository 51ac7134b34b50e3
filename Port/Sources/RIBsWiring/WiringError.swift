/// Why a parent cannot be wired to a new child, or a child removed from its parent: each case
/// names the file and what is wrong, in one line, and nothing is written.
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

    /// The parent's files do not show the child wired in: there is nothing to remove.
    case notWired(path: String, evidence: String)

    /// What removing the child would take away is not as wiring wrote it, or code that stays
    /// uses it: `what` says which and what to do.
    case notAsWired(path: String, line: Int, what: String)

    /// The child to remove has children of its own.
    case hasChildren(child: String, path: String, evidence: String)

    /// No RIB lists the child's listener: the child is wired into no parent.
    case noParent(child: String)

    /// Several RIBs list the child's listener.
    case severalParents(child: String, parents: [String])

    /// The child's own folder holds files ribs did not write for it.
    case foreignFiles(child: String, folder: String, names: [String])

    public var description: String {
        switch self {
        case let .fileNotFound(name, folder):
            "No \(name) under \(folder)/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files)."
        case let .ambiguousFile(name, paths):
            "Found \(paths.count) files named \(name) (\(paths.joined(separator: ", "))): ribs cannot tell which is the parent's."
        case let .doesNotParse(path):
            "\(path) is not valid Swift: fix it, then run ribs again."
        case let .missingShape(path, missing):
            "\(path) does not have the shape ribs writes: \(missing). Nothing was changed."
        case let .alreadyWired(path, evidence):
            "\(path): \(evidence). Nothing was changed."
        case let .notWired(path, evidence):
            "\(path): \(evidence): there is no wiring to remove. Nothing was changed."
        case let .notAsWired(path, line, what):
            "\(path):\(line): \(what). Nothing was changed."
        case let .hasChildren(child, path, evidence):
            "\(path): \(evidence): \(child) has children of its own; remove them first. Nothing was changed."
        case let .noParent(child):
            "No RIB under Sources/ has \(child)Listener among the protocols of its Interactable: \(child) is wired into no parent ribs can find. Nothing was changed."
        case let .severalParents(child, parents):
            "\(child) is wired into \(parents.joined(separator: " and ")): its files cannot go while another parent uses them; unwire it from all but one by hand first. Nothing was changed."
        case let .foreignFiles(child, folder, names):
            "\(folder) holds files ribs did not write for \(child) (\(names.joined(separator: ", "))): move or delete them first. Nothing was changed."
        }
    }
}
