import Foundation
import Testing
@testable import RIBsWiring

/// A parent's file that lacks one thing the generator writes, each on its own.
struct WiringShapeCase: Sendable, CustomTestStringConvertible {

    let parentFolder: String
    let parent: String
    let child: String
    var viewless = false
    let path: String
    /// The test's edits of the file, each a text that occurs once and its replacement.
    let edits: [(String, String)]
    let missing: String

    var testDescription: String {
        "\(path): \(missing)"
    }

    private static let router = "Sources/Demo/Root/RootRouter.swift"
    private static let interactor = "Sources/Demo/Root/RootInteractor.swift"
    private static let builder = "Sources/Demo/Root/RootBuilder.swift"
    private static let viewlessRouter = "Sources/Demo/Settings/SettingsRouter.swift"
    private static let componentLine = "let component = RootComponent(dependency: dependency)"

    static let all = [
        // The router.
        root(router, "final class RootRouter:", "final class AppRouter:", missing: "no class RootRouter"),
        root(router, "LaunchRouter<any RootInteractable, any RootViewControllable>", "SomeRouter",
             missing: "RootRouter is not a LaunchRouter, ViewableRouter or Router"),
        root(router, "protocol RootInteractable:", "protocol RootListening:", missing: "no protocol RootInteractable"),
        root(router, "protocol RootViewControllable:", "protocol RootPresenting:", missing: "no protocol RootViewControllable"),
        root(router, "init(interactor: any RootInteractable,", "init(presenter: any RootInteractable,", missing: "RootRouter has no init(interactor:...)"),
        WiringShapeCase(parentFolder: "ViewlessParent", parent: "Settings", child: "Sync", viewless: true, path: viewlessRouter,
                        edits: [("self.viewController = viewController", "self.host = viewController"), ("private let viewController:", "private let host:")],
                        missing: "SettingsRouter keeps no viewController to show its children's views in"),
        WiringShapeCase(parentFolder: "ViewlessParent", parent: "Settings", child: "Theme", path: viewlessRouter,
                        edits: [("func cleanupViews()", "func cleanUp()")], missing: "SettingsRouter has no cleanupViews()"),
        // The interactor.
        root(interactor, "protocol RootRouting:", "protocol RootRoutes:", missing: "no protocol RootRouting"),
        root(interactor, "final class RootInteractor:", "final class AppInteractor:", missing: "no class RootInteractor"),
        // The builder.
        root(builder, "final class RootBuilder:", "final class AppBuilder:", missing: "no class RootBuilder with a build function"),
        root(builder, "func build() -> any LaunchRouting {", "func make() -> any LaunchRouting {", missing: "no class RootBuilder with a build function"),
        root(builder, componentLine, "let component = makeComponent()", missing: "RootBuilder.build makes no RootComponent"),
        root(builder, "return RootRouter(", "return makeRouter(", missing: "RootBuilder.build makes no RootRouter"),
        root(builder, componentLine, "components.append(RootComponent(dependency: dependency))",
             missing: "RootBuilder.build neither names its RootComponent nor discards it"),
        // Made inside another call, the component is not what the statement names.
        root(builder, componentLine, "let scope = Scope(component: RootComponent(dependency: dependency))",
             missing: "RootBuilder.build neither names its RootComponent nor discards it"),
        root(builder, "final class RootComponent: Component<any RootDependency> {}",
             "final class RootComponent: Component<any RootDependency> {\n    init(dependency: any RootDependency, clock: Int) {\n        super.init(dependency: dependency)\n    }\n}",
             viewlessChild: true,
             missing: "RootComponent has an initializer of its own, so ribs cannot give it rootViewController; keep the view controller there by hand"),
        root(builder, "let viewController = RootViewController()", "let viewController = makeViewController()", viewlessChild: true,
             missing: "RootBuilder.build makes no RootViewController to lend"),
        root(builder, "let viewController = RootViewController()", "let viewController = Framed(RootViewController())", viewlessChild: true,
             missing: "RootBuilder.build makes no RootViewController to lend"),
        // The view controller, which a child with a view needs to present itself.
        WiringShapeCase(parentFolder: "ViewParent", parent: "Profile", child: "Theme", path: "Sources/Demo/Profile/ProfileViewController.swift",
                        edits: [("final class ProfileViewController:", "final class ProfileScreen:")], missing: "no class ProfileViewController"),
    ]

    /// The starter app's Root, its file at `path` edited, wired to Help, or to viewless Settings.
    private static func root(_ path: String, _ text: String, _ replacement: String, viewlessChild: Bool = false, missing: String) -> Self {
        WiringShapeCase(parentFolder: "StarterRoot", parent: "Root", child: viewlessChild ? "Settings" : "Help", viewless: viewlessChild,
                        path: path, edits: [(text, replacement)], missing: missing)
    }
}

/// Parents whose files lack the shape the generator writes: each refusal names the file and
/// what is missing in one line, and changes nothing.
struct WiringShapeRefusalTests {

    @Test(arguments: WiringShapeCase.all)
    func aFileWithoutTheGeneratorsShapeIsRefused(_ shape: WiringShapeCase) throws {
        let package = try TemporaryPackage(goldenParent: shape.parentFolder)
        for (text, replacement) in shape.edits {
            try package.edit(shape.path, replacing: text, with: replacement)
        }
        #expect(try refusal(wiring: shape.child, viewless: shape.viewless, into: shape.parent, in: package)
            == "\(shape.path) does not have the shape ribs writes: \(shape.missing). Nothing was changed.")
    }
}
