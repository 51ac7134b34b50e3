/// Path arithmetic on folder paths as the user typed them, relative or absolute, so that
/// messages show paths the way the user wrote them.
enum FolderPath {

    /// `path` without trailing slashes; `.` for an empty path.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") {
            path = path.dropLast()
        }
        return path.isEmpty ? "." : String(path)
    }

    /// `name` inside the folder `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder that holds `path`: `a` for `a/b`, `.` for `a`, `/` for `/a`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else {
            return "."
        }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : normalized(String(parent))
    }
}
