/// A file the generator writes: its name and its whole text.
public struct GeneratedFile: Sendable, Equatable {

    /// The file's name, `LoggedInBuilder.swift`, or its path inside the folder it is written
    /// into, `Sources/Notes/Root/RootBuilder.swift` (the folders on the way are created).
    public let name: String

    /// The file's text, ending with a newline.
    public let contents: String

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - name: The file's name, or its path inside the output folder, with `/` between
    ///     folders and no `.` or `..` component.
    ///   - contents: The file's text, ending with a newline.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
