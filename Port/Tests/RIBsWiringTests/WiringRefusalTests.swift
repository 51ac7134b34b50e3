import Foundation
import Testing
@testable import RIBsWiring

/// Parents that wiring refuses, with one line saying which file and what is missing, and no
/// edit made.
struct WiringRefusalTests {

    @Test func aPackageWithoutTheParentSaysWhichFileIsMissing() throws {
        let package = try TemporaryPackage()
        try package.write("struct Unrelated {}\n", to: "Sources/App/Unrelated.swift")
        #expect(throws: WiringError.fileNotFound(name: "RootRouter.swift", folder: "Sources")) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    @Test func aParentFileThatDoesNotParseIsNotEdited() throws {
        let package = try Self.starterRoot()
        try package.write("final class RootRouter: LaunchRouter<\n", to: "Sources/Demo/Root/RootRouter.swift")
        #expect(throws: WiringError.doesNotParse(path: "Sources/Demo/Root/RootRouter.swift")) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    @Test func aRouterOfAnotherBaseClassIsRefused() throws {
        let package = try Self.starterRoot()
        let router = try package.read("Sources/Demo/Root/RootRouter.swift")
            .replacingOccurrences(of: "LaunchRouter<any RootInteractable, any RootViewControllable>", with: "SomeRouter")
        try package.write(router, to: "Sources/Demo/Root/RootRouter.swift")
        let error = try #require(throws: WiringError.self) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
        #expect(error.description == "Sources/Demo/Root/RootRouter.swift does not have the shape ribs writes: RootRouter is not a LaunchRouter, ViewableRouter or Router. Nothing was changed.")
    }

    @Test func aRouterWithoutItsInitializerIsRefused() throws {
        let package = try Self.starterRoot()
        let router = try package.read("Sources/Demo/Root/RootRouter.swift")
            .replacingOccurrences(of: "init(interactor:", with: "init(presenter:")
        try package.write(router, to: "Sources/Demo/Root/RootRouter.swift")
        #expect(throws: WiringError.missingShape(path: "Sources/Demo/Root/RootRouter.swift", missing: "RootRouter has no init(interactor:...)")) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    @Test func aBuilderThatMakesNoRouterIsRefused() throws {
        let package = try Self.starterRoot()
        let builder = try package.read("Sources/Demo/Root/RootBuilder.swift")
            .replacingOccurrences(of: "return RootRouter(", with: "return makeRouter(")
        try package.write(builder, to: "Sources/Demo/Root/RootBuilder.swift")
        #expect(throws: WiringError.missingShape(path: "Sources/Demo/Root/RootBuilder.swift", missing: "RootBuilder.build makes no RootRouter")) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    @Test func aComponentWithAnInitializerOfItsOwnCannotLendItsViewController() throws {
        let package = try Self.starterRoot()
        let builder = try package.read("Sources/Demo/Root/RootBuilder.swift").replacingOccurrences(
            of: "final class RootComponent: Component<any RootDependency> {}",
            with: "final class RootComponent: Component<any RootDependency> {\n    init(dependency: any RootDependency, clock: Int) {\n        super.init(dependency: dependency)\n    }\n}"
        )
        try package.write(builder, to: "Sources/Demo/Root/RootBuilder.swift")
        let error = try #require(throws: WiringError.self) {
            try Self.wire(parent: "Root", child: "Settings", viewless: true, in: package)
        }
        #expect(error.description.hasPrefix("Sources/Demo/Root/RootBuilder.swift does not have the shape ribs writes: RootComponent has an initializer of its own"))
    }

    @Test func twoFilesOfTheParentsNameAreRefused() throws {
        let package = try Self.starterRoot()
        try package.write(try package.read("Sources/Demo/Root/RootRouter.swift"), to: "Sources/Other/RootRouter.swift")
        #expect(throws: WiringError.ambiguousFile(name: "RootRouter.swift", paths: ["Sources/Demo/Root/RootRouter.swift", "Sources/Other/RootRouter.swift"])) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    @Test func aChildWiredByHandIsRefused() throws {
        let package = try Self.starterRoot()
        let router = try package.read("Sources/Demo/Root/RootRouter.swift")
            .replacingOccurrences(of: "Interactable, WelcomeListener {", with: "Interactable, WelcomeListener, HelpListener {")
        try package.write(router, to: "Sources/Demo/Root/RootRouter.swift")
        #expect(throws: WiringError.alreadyWired(path: "Sources/Demo/Root/RootRouter.swift", evidence: "RootInteractable already refines HelpListener")) {
            try Self.wire(parent: "Root", child: "Help", in: package)
        }
    }

    // MARK: - Private

    /// A copy of the starter app's Root, as `ribs init` writes it.
    private static func starterRoot() throws -> TemporaryPackage {
        let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/Parents/StarterRoot")
        return try TemporaryPackage(copying: input)
    }

    @discardableResult
    private static func wire(parent: String, child: String, viewless: Bool = false, in package: TemporaryPackage) throws(WiringError) -> WiringPlan {
        try RIBWiring(parent: parent, child: child, childIsViewless: viewless, packageRoot: package.root).plan()
    }
}
