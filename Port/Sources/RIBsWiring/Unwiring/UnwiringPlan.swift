/// What removing a child from its parent changes: the answer `ribs-wire unwire` gives
/// `ribs remove`, which makes these changes as one.
public struct UnwiringPlan: Codable, Equatable, Sendable {

    /// The parent the child is removed from.
    public let parent: String

    /// The module that holds the parent.
    public let module: String

    /// The parent's files, its tests' and mocks' included, as unwiring leaves them; files it
    /// does not change are not listed.
    public let edits: [WiringPlan.FileEdit]

    /// The files to delete: the child's own, its tests and mocks, and the parent's component
    /// extension for it, relative to the package's root.
    public let deletions: [String]

    /// The folders to delete once those files are gone and if nothing else is in them,
    /// innermost first: the child's own.
    public let emptiedFolders: [String]

    /// What is left for the user to look at, one line each.
    public let notes: [String]
}
