/// What wiring a child into its parent changes, and where the child's own files go: the
/// answer `ribs-wire` gives `ribs`, which writes the child's files and these edits as one.
public struct WiringPlan: Codable, Equatable, Sendable {

    /// A file of the parent's, edited: its path relative to the package's root and its new text.
    public struct FileEdit: Codable, Equatable, Sendable {
        public let path: String
        public let contents: String
    }

    /// The module that holds the parent, for the child's `@testable import`.
    public let module: String

    /// Whether the parent has a view, borrows one, or is launched.
    public let parentShape: RIBShape

    /// The folder of the parent's source files, where the component extension goes.
    public let parentSourceFolder: String

    /// The folder for the child's source files, beside the parent's.
    public let childSourceFolder: String

    /// The folder for the child's tests and mocks, beside the parent's, or `nil` when the
    /// module has no tests.
    public let childTestFolder: String?

    /// The parent's files, as wiring leaves them; files it does not change are not listed.
    public let edits: [FileEdit]
}
