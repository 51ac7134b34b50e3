import Foundation
import SwiftSyntax

/// The files of the child being removed, as `ribs new` wrote them: its sources and its tests,
/// what its listener declares, and whether it has children of its own (then it cannot go).
struct ChildFiles {

    /// The child's names and whether it has a view.
    let rib: ChildRIB

    /// The methods its Listener protocol declares, which the parent's interactor implements:
    /// `helpDidFinish` for a child wired by `--parent`, `welcomeDidClose` for the starter's.
    let listenerMethods: [String]

    /// Every file to delete, relative to the package's root.
    let files: [String]

    /// The folders to delete once empty, innermost first: the child's own folders, named after it.
    let folders: [String]

    /// Finds and reads the child's files.
    ///
    /// - Throws: ``WiringError`` when its Builder, Interactor or Router file is missing, does not
    ///   parse, when it has children of its own, or when its own folders hold other files.
    init(_ names: RIBNames, in package: PackageFiles) throws(WiringError) {
        let routerPath = try package.require(names.router + ".swift", under: "Sources")
        let interactorPath = try package.require(names.interactor + ".swift", under: "Sources")
        let builderPath = try package.require(names.builder + ".swift", under: "Sources")
        let router = try package.read(routerPath)
        let interactor = try package.read(interactorPath)
        try Self.checkHasNoChildren(names, router: router, package: package)

        let base = DeclarationIndex(router.tree).classes[names.router]?.inheritanceClause?.inheritedTypes.first?.type
            .as(IdentifierTypeSyntax.self)?.name.text
        rib = ChildRIB(names: names, viewless: base == "Router")
        listenerMethods = DeclarationIndex(interactor.tree).protocols[names.listener]?.memberBlock.members
            .compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text } ?? []

        var sources = [builderPath, interactorPath, routerPath]
        if let viewController = try package.find(names.viewController + ".swift", under: "Sources") {
            sources.append(viewController)
        }
        var tests: [String] = []
        for name in [names.interactor + "Tests", names.router + "Tests", names.typeName + "Mocks"] {
            if let path = try package.find(name + ".swift", under: "Tests") {
                tests.append(path)
            }
        }
        files = sources + tests
        folders = try Self.ownFolders(of: names, holding: files, in: package)
    }

    // MARK: - Private

    /// Refuses a child with children: its Interactable hears other listeners, its router takes
    /// builders, or its component provides a child's dependency.
    private static func checkHasNoChildren(_ names: RIBNames, router: EditableSwiftFile, package: PackageFiles) throws(WiringError) {
        let declarations = DeclarationIndex(router.tree)
        let listeners = declarations.protocols[names.interactable]?.inheritanceClause?.inheritedTypes
            .map(\.type.trimmedDescription).filter { $0 != "Interactable" } ?? []
        if let first = listeners.first {
            throw .hasChildren(child: names.typeName, path: router.path, evidence: "\(names.interactable) refines \(first)")
        }
        let builders = declarations.classes[names.router]?.memberBlock.initializers.first?.signature.parameterClause.parameters
            .map(\.firstName.text).filter { $0 != "interactor" && $0 != "viewController" } ?? []
        if let first = builders.first {
            throw .hasChildren(child: names.typeName, path: router.path, evidence: "\(names.router)'s initializer takes \(first)")
        }
        if let extensionFile = package.swiftFiles(under: "Sources").first(where: { ($0 as NSString).lastPathComponent.hasPrefix(names.component + "+") }) {
            throw .hasChildren(child: names.typeName, path: extensionFile, evidence: "\(names.component) provides a child's dependency")
        }
    }

    /// The folders named after the child that hold its files: they go once empty, and may hold
    /// nothing else but hidden files.
    private static func ownFolders(of names: RIBNames, holding files: [String], in package: PackageFiles) throws(WiringError) -> [String] {
        var folders: [String] = []
        for file in files {
            let folder = (file as NSString).deletingLastPathComponent
            guard (folder as NSString).lastPathComponent == names.typeName, !folders.contains(folder) else {
                continue
            }
            let others = package.entries(of: folder).filter { !$0.hasPrefix(".") && !files.contains(folder + "/" + $0) }
            if !others.isEmpty {
                throw .foreignFiles(child: names.typeName, folder: folder, names: others)
            }
            folders.append(folder)
        }
        return folders
    }
}
