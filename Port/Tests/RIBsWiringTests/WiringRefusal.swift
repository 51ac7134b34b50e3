import Foundation
import Testing
@testable import RIBsWiring

/// Wires `child` into `parent` in `package`, where wiring must refuse: checks that it threw a
/// ``WiringError`` and that every file of the package is as it was, byte for byte, and returns
/// the one line the user reads.
func refusal(
    wiring child: String,
    viewless: Bool = false,
    into parent: String,
    in package: TemporaryPackage,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> String? {
    let before = try package.snapshot()
    let error = #expect(throws: WiringError.self, sourceLocation: sourceLocation) {
        try RIBWiring(parent: parent, child: child, childIsViewless: viewless, packageRoot: package.root).plan()
    }
    #expect(try package.snapshot() == before, "the refusal changed the package", sourceLocation: sourceLocation)
    return error?.description
}

extension TemporaryPackage {

    /// A copy of the parent package `Golden/Parents/<folder>`.
    convenience init(goldenParent folder: String) throws {
        try self.init(copying: Self.golden.appendingPathComponent("Parents").appendingPathComponent(folder))
    }

    /// The golden files' folder.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
}
