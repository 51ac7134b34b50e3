/// A file the generator writes: its name and its whole text.
public struct GeneratedFile: Sendable, Equatable {

    /// The file's name, without a folder: `LoggedInBuilder.swift`.
    public let name: String

    /// The file's text, ending with a newline.
    public let contents: String

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - name: The file's name, without a folder.
    ///   - contents: The file's text, ending with a newline.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
