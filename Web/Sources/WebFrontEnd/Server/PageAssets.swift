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

    /// Reads the files of `Public/` from the module's resources, the page named after the app
    /// and keeping what it remembers under the app's identifier.
    ///
    /// - Parameter app: The app's name and identifier.
    /// - Throws: ``PageAssetsError`` if the resources are missing, as in a broken install.
    static func bundled(app: AppIdentity) throws -> PageAssets {
        guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil) else {
            throw PageAssetsError.missingResources
        }
        var assets: [String: Asset] = [:]
        for (name, contentType) in servedFiles {
            var data = try Data(contentsOf: folder.appendingPathComponent(name))
            if name == "index.html" {
                data = Data(String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: appNamePlaceholder, with: escapedHTML(app.name))
                    .replacingOccurrences(of: appIdentifierPlaceholder, with: app.identifier).utf8)
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

    private static let servedFiles: [(name: String, contentType: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("board.js", "text/javascript; charset=utf-8"),
        ("inspector.js", "text/javascript; charset=utf-8"),
        ("theme.js", "text/javascript; charset=utf-8"),
        ("favicon.svg", "image/svg+xml"),
    ]
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
