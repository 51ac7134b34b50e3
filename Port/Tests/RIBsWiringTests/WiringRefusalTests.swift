import Foundation
import Testing
@testable import RIBsWiring

/// The parent's files that wiring cannot take, each on its own: missing, twice in the package,
/// not Swift, not readable. Each refusal says which file in one line and changes nothing.
struct WiringRefusalTests {

    @Test func aPackageWithoutTheParentSaysWhichFileIsMissing() throws {
        let package = try TemporaryPackage()
        try package.write("struct Unrelated {}\n", to: "Sources/App/Unrelated.swift")
        #expect(try refusal(wiring: "Help", into: "Root", in: package)
            == "No RootRouter.swift under Sources/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).")
    }

    /// The view controller is needed only when its ViewControllable gains `present` and
    /// `dismiss`, as Profile's does for a child with a view.
    @Test(arguments: ["ProfileRouter.swift", "ProfileInteractor.swift", "ProfileBuilder.swift", "ProfileViewController.swift"])
    func aMissingSourceFileIsNamed(_ name: String) throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Sources/Demo/Profile/" + name))
        #expect(try refusal(wiring: "Theme", into: "Profile", in: package)
            == "No \(name) under Sources/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).")
    }

    @Test(arguments: Self.viewParentFiles)
    func twoFilesOfOneNameAreRefused(_ path: String) throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        let name = (path as NSString).lastPathComponent
        let copy = (path.hasPrefix("Sources/") ? "Sources/Other/" : "Tests/Other/") + name
        try package.write(try package.read(path), to: copy)
        #expect(try refusal(wiring: "Theme", into: "Profile", in: package)
            == "Found 2 files named \(name) (\(path), \(copy)): ribs cannot tell which is the parent's.")
    }

    /// A folder that happens to be named like one of the parent's files is not a second file.
    @Test func aFolderNamedLikeAParentsFileIsNoSecondFile() throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("Sources/Other/ProfileRouter.swift"),
                                                withIntermediateDirectories: true)
        let plan = try RIBWiring(parent: "Profile", child: "Theme", childIsViewless: false, packageRoot: package.root).plan()
        #expect(plan.edits.contains { $0.path == "Sources/Demo/Profile/ProfileRouter.swift" })
    }

    @Test(arguments: Self.viewParentFiles)
    func aFileThatDoesNotParseIsRefused(_ path: String) throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        try package.write(try package.read(path) + "\nfunc broken( {\n", to: path)
        #expect(try refusal(wiring: "Theme", into: "Profile", in: package) == "\(path) is not valid Swift: fix it, then run ribs again.")
    }

    /// A link to nothing is found by its name but cannot be read.
    @Test func aFileThatCannotBeReadIsNamed() throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        let interactor = package.root.appendingPathComponent("Sources/Demo/Profile/ProfileInteractor.swift")
        try FileManager.default.removeItem(at: interactor)
        try FileManager.default.createSymbolicLink(atPath: interactor.path, withDestinationPath: "Missing/ProfileInteractor.swift")
        #expect(try refusal(wiring: "Theme", into: "Profile", in: package)
            == "No ProfileInteractor.swift under Sources/Demo/Profile/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).")
    }

    // MARK: - Private

    /// Every file of Profile's that wiring a child with a view reads.
    private static let viewParentFiles = [
        "Sources/Demo/Profile/ProfileRouter.swift",
        "Sources/Demo/Profile/ProfileInteractor.swift",
        "Sources/Demo/Profile/ProfileBuilder.swift",
        "Sources/Demo/Profile/ProfileViewController.swift",
        "Tests/DemoTests/Profile/ProfileMocks.swift",
        "Tests/DemoTests/Profile/ProfileRouterTests.swift",
        "Tests/DemoTests/Profile/ProfileInteractorTests.swift",
    ]
}
