import Foundation

/// Wires a new child RIB into its parent in a package written by `ribs`: the parent's router,
/// interactor, builder and (with a view) view controller, and its mocks and tests, edited on
/// their syntax trees with the user's own code and formatting kept.
public struct RIBWiring {

    /// - Parameters:
    ///   - parent: The parent RIB's name, such as `LoggedIn`.
    ///   - child: The new child's name, such as `OffGame`.
    ///   - childIsViewless: Whether the child has no view of its own.
    ///   - packageRoot: The package's root folder, holding `Sources/` and `Tests/`.
    public init(parent: String, child: String, childIsViewless: Bool, packageRoot: URL) {
        parentNames = RIBNames(parent)
        self.child = ChildRIB(names: RIBNames(child), viewless: childIsViewless)
        files = PackageFiles(root: packageRoot)
    }

    /// Works out every edit, reading the parent's files and writing nothing.
    ///
    /// - Throws: ``WiringError`` when a file is missing, does not parse, lacks what the
    ///   generator writes, or the parent already has this child.
    public func plan() throws(WiringError) -> WiringPlan {
        let names = parentNames
        let routerPath = try files.require(names.router + ".swift", under: "Sources")
        let interactorPath = try files.require(names.interactor + ".swift", under: "Sources")
        let builderPath = try files.require(names.builder + ".swift", under: "Sources")
        var router = try files.read(routerPath)
        let parent = ParentRIB(names: names, shape: try RouterFileWiring.shape(of: router, parent: names))
        var interactor = try files.read(interactorPath)
        var builder = try files.read(builderPath)

        let viewControllableGainedPresentation = try RouterFileWiring(parent: parent, child: child).wire(&router)
        try InteractorFileWiring(parent: parent, child: child).wire(&interactor)
        try BuilderFileWiring(parent: parent, child: child).wire(&builder)
        var edited = [router, interactor, builder]
        if viewControllableGainedPresentation {
            var viewController = try files.read(try files.require(names.viewController + ".swift", under: "Sources"))
            try ViewControllerFileWiring(parent: parent).wire(&viewController)
            edited.append(viewController)
        }

        let mocksPath = try files.find(names.typeName + "Mocks.swift", under: "Tests")
        let routerTestsPath = try files.find(names.router + "Tests.swift", under: "Tests")
        let interactorTestsPath = try files.find(names.interactor + "Tests.swift", under: "Tests")
        if let mocksPath {
            var mocks = try files.read(mocksPath)
            MocksFileWiring(parent: parent, child: child, viewControllableGainedPresentation: viewControllableGainedPresentation).wire(&mocks)
            edited.append(mocks)
        }
        let tests = ParentTestsWiring(parent: parent, child: child)
        if let routerTestsPath {
            var routerTests = try files.read(routerTestsPath)
            tests.wireRouterTests(&routerTests)
            edited.append(routerTests)
        }
        if let interactorTestsPath {
            var interactorTests = try files.read(interactorTestsPath)
            tests.wireInteractorTests(&interactorTests)
            edited.append(interactorTests)
        }

        let module = Self.module(of: builderPath)
        let parentSourceFolder = (builderPath as NSString).deletingLastPathComponent
        return WiringPlan(
            module: module,
            parentShape: parent.shape,
            parentSourceFolder: parentSourceFolder,
            childSourceFolder: besideParent(parentSourceFolder),
            childTestFolder: childTestFolder(parentTestFile: mocksPath ?? routerTestsPath ?? interactorTestsPath, module: module),
            edits: edited.filter(\.isEdited).map { WiringPlan.FileEdit(path: $0.path, contents: $0.editedText) }
        )
    }

    // MARK: - Private

    private let parentNames: RIBNames
    private let child: ChildRIB
    private let files: PackageFiles

    /// `Sources/<Module>/...` gives `<Module>`.
    private static func module(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.count > 2 ? String(components[1]) : ""
    }

    /// The child's folder beside the parent's: a sibling when the parent's folder bears its
    /// name, as the generator lays RIBs out, else a folder inside the parent's.
    private func besideParent(_ parentFolder: String) -> String {
        let folder = parentFolder as NSString
        let base = folder.lastPathComponent == parentNames.typeName ? folder.deletingLastPathComponent : parentFolder
        return (base as NSString).appendingPathComponent(child.names.typeName)
    }

    private func childTestFolder(parentTestFile: String?, module: String) -> String? {
        if let parentTestFile {
            return besideParent((parentTestFile as NSString).deletingLastPathComponent)
        }
        let testTarget = "Tests/\(module)Tests"
        return files.isFolder(testTarget) ? testTarget + "/" + child.names.typeName : nil
    }
}
