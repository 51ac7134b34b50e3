import Foundation
import Testing
@testable import RIBsWiring

/// A parent that has part of what wiring adds, from an earlier child or by hand: what is there
/// is used, not added a second time (which would not compile).
struct WiringWhatIsThereTests {

    /// The first viewless child makes the component keep Profile's view controller; the second
    /// borrows the same one.
    @Test func aSecondViewlessChildBorrowsTheViewControllerTheFirstMadeTheComponentKeep() throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        for child in ["Settings", "Sync"] {
            for edit in try RIBWiring(parent: "Profile", child: child, childIsViewless: true, packageRoot: package.root).plan().edits {
                try package.write(edit.contents, to: edit.path)
            }
        }
        let builder = try package.read("Sources/Demo/Profile/ProfileBuilder.swift")
        #expect(builder.components(separatedBy: "let profileViewController: any ProfileViewControllable").count - 1 == 1)
        #expect(builder.components(separatedBy: "init(dependency: any ProfileDependency, profileViewController:").count - 1 == 1)
        #expect(builder.components(separatedBy: "ProfileComponent(dependency: dependency, profileViewController: viewController)").count - 1 == 1)
        #expect(builder.contains("let syncBuilder = SyncBuilder(dependency: component)\n"))
    }

    /// Profile's view controller and its mock present and dismiss already (here, as wiring
    /// Theme left them), though ProfileViewControllable does not say so yet.
    @Test func aViewControllerAndAMockThatPresentAlreadyAreNotGivenItAgain() throws {
        let package = try TemporaryPackage(goldenParent: "ViewParent")
        let wiredForTheme = TemporaryPackage.golden.appendingPathComponent("ViewParentViewChild/expected")
        for path in ["Sources/Demo/Profile/ProfileViewController.swift", "Tests/DemoTests/Profile/ProfileMocks.swift"] {
            try package.write(try String(contentsOf: wiredForTheme.appendingPathComponent(path), encoding: .utf8), to: path)
        }

        let plan = try RIBWiring(parent: "Profile", child: "Help", childIsViewless: false, packageRoot: package.root).plan()

        let router = try #require(plan.edits.first { $0.path == "Sources/Demo/Profile/ProfileRouter.swift" })
        #expect(router.contents.contains("func present(viewController: any ViewControllable)\n"))
        #expect(!plan.edits.contains { $0.path == "Sources/Demo/Profile/ProfileViewController.swift" })
        let mocks = try #require(plan.edits.first { $0.path == "Tests/DemoTests/Profile/ProfileMocks.swift" })
        #expect(mocks.contents.components(separatedBy: "func present(viewController: any ViewControllable)").count - 1 == 1)
        #expect(mocks.contents.components(separatedBy: "func dismiss(viewController: any ViewControllable)").count - 1 == 1)
        #expect(mocks.contents.contains("func routeToHelp() {"))
    }
}
