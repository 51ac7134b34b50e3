import Foundation
import SwiftSyntax

/// Removes a child RIB from its parent in a package written by `ribs`: the inverse of wiring
/// (`ribs new <Child> --parent <Parent>`), and of the starter Welcome that `ribs init` wires
/// into Root. The parent's files, mocks and tests lose what wiring gave them, edited on their
/// syntax trees with the user's own code kept; the child's files and tests are deleted.
///
/// Only code as ribs wrote it goes: a route, listener method or mock the user changed, a use
/// of the child that stays, a child with children of its own, are refused, one line naming
/// the file, and nothing changes.
public struct RIBUnwiring {

    /// - Parameters:
    ///   - child: The child's name, such as `Help`.
    ///   - parent: The parent's name, or `nil` to find the one RIB whose Interactable refines
    ///     the child's Listener.
    ///   - packageRoot: The package's root folder, holding `Sources/` and `Tests/`.
    public init(child: String, parent: String?, packageRoot: URL) {
        childNames = RIBNames(child)
        parentName = parent
        files = PackageFiles(root: packageRoot)
    }

    /// Works out every change, reading the files and writing nothing.
    ///
    /// - Throws: ``WiringError`` when a file is missing or does not parse, the parent has not
    ///   the child, or what would go is not as ribs wrote it.
    public func plan() throws(WiringError) -> UnwiringPlan {
        let childFiles = try ChildFiles(childNames, in: files)
        let names = RIBNames(try findParent())
        let routerPath = try files.require(names.router + ".swift", under: "Sources")
        let interactorPath = try files.require(names.interactor + ".swift", under: "Sources")
        let builderPath = try files.require(names.builder + ".swift", under: "Sources")
        var router = try files.read(routerPath)
        let parent = ParentRIB(names: names, shape: try RouterFileWiring.shape(of: router, parent: names))
        let child = childFiles.rib
        var interactor = try files.read(interactorPath)
        var builder = try files.read(builderPath)
        var viewController = try files.find(names.viewController + ".swift", under: "Sources").map { path throws(WiringError) in try files.read(path) }
        var mocks = try optionalTestFile(names.typeName + "Mocks")
        var routerTests = try optionalTestFile(names.router + "Tests")
        var interactorTests = try optionalTestFile(names.interactor + "Tests")
        let componentExtension = try files.find("\(names.component)+\(child.names.typeName).swift", under: "Sources")
        let deletions = childFiles.files + (componentExtension.map { [$0] } ?? [])

        try RouterFileUnwiring(parent: parent, child: child).unwire(&router)
        let routingOnly = try InteractorFileUnwiring(parent: parent, child: child, listenerMethods: childFiles.listenerMethods).unwire(&interactor)
        // The presentable listener is the view controller's to declare, or the interactor's.
        let view = ViewFileUnwiring(parent: parent, child: child, removedListenerMethods: routingOnly)
        if var file = viewController {
            try view.unwire(&file)
            viewController = file
        }
        try view.unwire(&interactor)
        try BuilderFileUnwiring(parent: parent, child: child,
                                lentViewControllerStaysInUse: try sourcesUse(names.viewControllerProperty, besides: deletions + [builderPath]))
            .unwire(&builder)

        let presentation = PresentationUnwiring(parent: parent)
        let removesPresentation = presentation.applies(router: router, viewController: viewController, mocks: mocks)
        if removesPresentation, var file = viewController {
            try presentation.unwire(router: &router, viewController: &file)
            viewController = file
        }
        if var file = mocks {
            try MocksFileUnwiring(methodsByProtocol: [
                (names.interactable, childFiles.listenerMethods),
                (names.routing, [child.names.routeTo, child.names.routeAwayFrom]),
                (names.viewControllable, removesPresentation ? ["present", "dismiss"] : []),
            ]).unwire(&file)
            mocks = file
        }
        let goneNames = Set([child.names.routeTo, child.names.routeAwayFrom, child.names.builderProperty] + childFiles.listenerMethods + routingOnly)
        let tests = ParentTestsUnwiring(parent: parent, child: child, goneNames: goneNames)
        if var file = routerTests {
            try tests.unwireRouterTests(&file)
            routerTests = file
        }
        if var file = interactorTests {
            try tests.unwireInteractorTests(&file)
            interactorTests = file
        }

        let docComments = DocCommentUnwiring(child: child.names)
        var notes: [String] = []
        notes += docComments.unwire(&router)
        notes += docComments.unwire(&interactor)
        notes += docComments.unwire(&builder)
        if var file = viewController {
            notes += docComments.unwire(&file)
            viewController = file
        }

        let edited = [router, interactor, builder] + [viewController, mocks, routerTests, interactorTests].compactMap { $0 }
        try checkNothingLeftUses(child.names, goneNames: goneNames, routerVariable: child.names.variableName,
                                 edited: edited, router: router, skipping: deletions)
        return UnwiringPlan(
            parent: names.typeName,
            module: Self.module(of: builderPath),
            edits: edited.filter(\.isEdited).map { WiringPlan.FileEdit(path: $0.path, contents: $0.editedText) },
            deletions: deletions,
            emptiedFolders: childFiles.folders,
            notes: notes
        )
    }

    // MARK: - Private

    private let childNames: RIBNames
    private let parentName: String?
    private let files: PackageFiles

    /// The parent: the one named, which must have the child, or the one RIB that has it.
    private func findParent() throws(WiringError) -> String {
        let routers = files.swiftFiles(under: "Sources").filter { path in
            path.hasSuffix("Router.swift") && files.text(of: path)?.contains(childNames.listener) == true
        }
        var parsed: [EditableSwiftFile] = []
        for path in routers {
            parsed.append(try files.read(path))
        }
        let parents = RouterFileUnwiring.parents(of: childNames, amongRouters: parsed)
        if let parentName {
            if parents.count > 1, parents.contains(parentName) {
                throw .severalParents(child: childNames.typeName, parents: parents)
            }
            // A parent without the child is refused by the router's unwiring, which names why.
            return parentName
        }
        switch parents.count {
        case 0: throw .noParent(child: childNames.typeName)
        case 1: return parents[0]
        default: throw .severalParents(child: childNames.typeName, parents: parents)
        }
    }

    private func optionalTestFile(_ name: String) throws(WiringError) -> EditableSwiftFile? {
        guard let path = try files.find(name + ".swift", under: "Tests") else {
            return nil
        }
        return try files.read(path)
    }

    /// Whether a Swift file under `Sources/` other than `skipped` uses the name `name`.
    private func sourcesUse(_ name: String, besides skipped: [String]) throws(WiringError) -> Bool {
        for path in files.swiftFiles(under: "Sources") where !skipped.contains(path) && files.text(of: path)?.contains(name) == true {
            if try files.read(path).tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                return true
            }
        }
        return false
    }

    /// Refuses when code that stays uses what goes: the parent's files as edited, and every
    /// other Swift file of the package that names the child.
    private func checkNothingLeftUses(_ child: RIBNames, goneNames: Set<String>, routerVariable: String,
                                      edited: [EditableSwiftFile], router: EditableSwiftFile, skipping deletions: [String]) throws(WiringError) {
        let check = LeftoverUses(child: child, goneNames: goneNames)
        for file in edited {
            try check.check(file, isParentFile: true)
        }
        try LeftoverUses(child: child, goneNames: [routerVariable]).check(router, isParentFile: true)
        let editedPaths = Set(edited.map(\.path))
        for path in files.swiftFiles(under: "Sources") + files.swiftFiles(under: "Tests")
        where !editedPaths.contains(path) && !deletions.contains(path) && files.text(of: path)?.contains(child.typeName) == true {
            try check.check(try files.read(path), isParentFile: false)
        }
    }

    /// `Sources/<Module>/...` gives `<Module>`.
    private static func module(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.count > 2 ? String(components[1]) : ""
    }
}
