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

    /// The folders `path` goes through, outermost first, each as a path: `a`, `a/b`, `a/b/.`
    /// for `a/b/.`; `/a`, `/a/b` for `/a/b`. Empty components (`a//b`) are left out.
    static func steps(of path: String) -> [String] {
        var steps: [String] = []
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current = current.isEmpty ? String(component) : join(current, String(component))
            steps.append(current)
        }
        return steps
    }

    /// Whether the last component of `path` is `.` or `..`, which name a folder reached by
    /// other components rather than a new one.
    static func endsInDotComponent(_ path: String) -> Bool {
        let last = path.split(separator: "/").last
        return last == "." || last == ".."
    }
}
