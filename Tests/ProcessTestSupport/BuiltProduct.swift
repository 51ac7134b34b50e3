import Foundation

/// The executables SwiftPM built beside the running tests, for end-to-end tests to run.
public enum BuiltProduct {

    /// The executable `name` in the products folder of this build.
    public static func url(named name: String) -> URL {
        productsDirectory(holding: name).appendingPathComponent(name)
    }

    // MARK: - Private

    private static func productsDirectory(holding name: String) -> URL {
        // SwiftPM puts the test runner and the executables in the same products folder; the
        // runner is either an `.xctest` bundle or, on Linux, an executable in that folder.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
            + [runner.deletingLastPathComponent(), runner.deletingLastPathComponent().deletingLastPathComponent()]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent(name).path) }
            ?? runner.deletingLastPathComponent()
    }
}
