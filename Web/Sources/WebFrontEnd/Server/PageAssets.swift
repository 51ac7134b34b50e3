import Foundation
import Hummingbird

/// The page's files, read once from the package's resources and served from memory.
///
/// Only these paths are served, so no request can reach another file.
struct PageAssets: Sendable {

    /// A file as it is served.
    struct Asset: Sendable {

        /// The file's bytes.
        let body: ByteBuffer

        /// Its media type, such as `text/html; charset=utf-8`.
        let contentType: String
    }

    /// The files by the URL path they are served at.
    let assetsByPath: [String: Asset]

    /// Reads the files of `Public/` from the module's resources, the page named after the app,
    /// keeping what it remembers under the app's identifier, and loading every element kind's
    /// script (`Public/elements/*.js`), so that a new kind is one file there.
    ///
    /// - Parameter app: The app's name and identifier.
    /// - Throws: ``PageAssetsError`` if the resources are missing, as in a broken install.
    static func bundled(app: AppIdentity) throws -> PageAssets {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil) else {
            throw PageAssetsError.missingResources
        }
        let names = try servedNames(in: folder)
        let elementScripts = names.filter { $0.hasPrefix("elements/") && $0.hasSuffix(".js") }.sorted()
        var assets: [String: Asset] = [:]
        for name in names {
            let contentType = contentTypes.first { name.hasSuffix($0.suffix) }?.contentType ?? "application/octet-stream"
            var data = try Data(contentsOf: folder.appendingPathComponent(name))
            if name == "index.html" {
                let scripts = elementScripts.map { #"<script src="/\#($0)" defer></script>"# }.joined(separator: "\n  ")
                data = Data(String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: appNamePlaceholder, with: escapedHTML(app.name))
                    .replacingOccurrences(of: appIdentifierPlaceholder, with: app.identifier)
                    .replacingOccurrences(of: elementScriptsPlaceholder, with: scripts).utf8)
            }
            assets["/" + name] = Asset(body: ByteBuffer(bytes: data), contentType: contentType)
        }
        assets["/"] = assets["/index.html"]
        // Where a browser looks for an icon when a page names none (or before it reads the
        // page): SVG there too, which browsers take by its media type.
        assets["/favicon.ico"] = assets["/favicon.svg"]
        return PageAssets(assetsByPath: assets)
    }

    /// The paths files are served at.
    var paths: Set<String> {
        Set(assetsByPath.keys)
    }

    /// The response for `path`, or `nil` if no file is served there.
    func response(for path: String) -> Response? {
        guard let asset = assetsByPath[path] else {
            return nil
        }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: asset.body)
        )
    }

    // MARK: - Private

    /// What `index.html` says wherever the app's name goes.
    private static let appNamePlaceholder = "%APP_NAME%"

    /// What `index.html` says where the app's identifier goes: the prefix of the page's
    /// storage keys (letters and digits only, so it needs no escaping).
    private static let appIdentifierPlaceholder = "%APP_IDENTIFIER%"

    /// Where `index.html` loads the element kinds' scripts.
    private static let elementScriptsPlaceholder = "<!-- %ELEMENT_SCRIPTS% -->"

    /// The media types of the files served, by how their names end.
    private static let contentTypes: [(suffix: String, contentType: String)] = [
        (".html", "text/html; charset=utf-8"),
        (".css", "text/css; charset=utf-8"),
        (".js", "text/javascript; charset=utf-8"),
        (".svg", "image/svg+xml"),
    ]

    /// The paths of the files in `folder` and its subfolders, relative to it, such as
    /// `elements/list.js`.
    private static func servedNames(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw PageAssetsError.missingResources
        }
        return enumerator.compactMap { $0 as? String }.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }
}

/// Why the page's files could not be read.
enum PageAssetsError: Error, CustomStringConvertible {

    /// The package's resource folder is not next to the executable.
    case missingResources

    var description: String {
        "The page's files (Public/) are missing from the installed resources."
    }
}

/// `text` as HTML text: the characters markup gives a meaning to written as references.
private func escapedHTML(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}
