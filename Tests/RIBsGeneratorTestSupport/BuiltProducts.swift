import Foundation

/// Where SwiftPM put this package's built products, the `ribs` executable among them.
public enum BuiltProducts {

    /// The `ribs` executable built with the tests.
    public static var ribs: URL {
        folder.appendingPathComponent("ribs")
    }

    /// The folder holding the test bundle and, beside it, the package's executables.
    public static var folder: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }
}
