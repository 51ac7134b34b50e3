import Foundation
import Testing
@testable import RIBsWiring

/// What removing a child refuses, each on its own: code that is not as ribs wrote it, code that
/// stays and uses the child, a child with children, a parent that is missing or has not the
/// child. Each refusal says where in one line, and the package is left as it was.
struct UnwiringRefusalTests {

    private static let router = "Sources/Demo/Root/RootRouter.swift"
    private static let interactor = "Sources/Demo/Root/RootInteractor.swift"

    @Test func aRouteTheUserChangedIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit(Self.router, replacing: "attachChild(help)\n", with: "attachChild(help)\n        log(help)\n")
        #expect(try refusal(removing: "Help", in: package)
            == "\(Self.router):53: RootRouter.routeToHelp() is not as ribs wrote it, and ribs removes only its own code: change it back, or take Help out by hand. Nothing was changed.")
    }

    @Test func aListenerMethodWithTheUsersCodeIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit(Self.interactor, replacing: "router?.routeAwayFromHelp()\n", with: "router?.routeAwayFromHelp()\n        router?.routeToWelcome()\n")
        #expect(try refusal(removing: "Help", in: package)
            == "\(Self.interactor):43: RootInteractor.helpDidFinish() does more than ribs wrote (router?.routeAwayFromHelp()), and ribs removes only its own code: move yours out of it first. Nothing was changed.")
    }

    /// The interactor calls the route where the user decided to show the child, as the
    /// "Next:" line after wiring asks.
    @Test func aRouteCalledByTheUsersCodeIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit(Self.interactor, replacing: "    func openWelcome() {\n", with: "    func openWelcome() {\n        router?.routeToHelp()\n")
        #expect(try refusal(removing: "Help", in: package)
            == "\(Self.interactor):32: openWelcome() uses routeToHelp, which goes with Help: remove that use first. Nothing was changed.")
    }

    @Test func aTypeOfTheChildUsedElsewhereIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.write("enum Shortcuts {\n    static let help: (any HelpBuildable)? = nil\n}\n", to: "Sources/Demo/Shortcuts.swift")
        #expect(try refusal(removing: "Help", in: package)
            == "Sources/Demo/Shortcuts.swift:2: Shortcuts uses HelpBuildable, which goes with Help: remove that use first. Nothing was changed.")
    }

    @Test func aMockThatDoesMoreThanCountIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        let mocks = "Tests/DemoTests/Root/RootMocks.swift"
        try package.edit(mocks, replacing: "routeToHelpHandler?()\n", with: "routeToHelpHandler?()\n        routeToWelcome()\n")
        #expect(try refusal(removing: "Help", in: package)
            == "\(mocks):45: RootRoutingMock.routeToHelp() does more than count its calls, and ribs removes only the mocks it wrote: remove it by hand first. Nothing was changed.")
    }

    /// A test that uses the child without being named after it is the user's.
    @Test func aTestOfTheUsersThatUsesTheChildIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        let tests = "Tests/DemoTests/Root/RootRouterTests.swift"
        try package.edit(tests, replacing: "    @Test func becomesItsInteractorsRouter() {\n",
                         with: "    @Test func attachesOneChildAtATime() {\n        router.routeToHelp()\n    }\n\n    @Test func becomesItsInteractorsRouter() {\n")
        #expect(try refusal(removing: "Help", in: package)
            == "\(tests):22: attachesOneChildAtATime() uses routeToHelp, which goes with Help: remove that use first. Nothing was changed.")
    }

    @Test func aChildWithChildrenIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit("Sources/Demo/Help/HelpRouter.swift", replacing: "protocol HelpInteractable: Interactable {}", with: "protocol HelpInteractable: Interactable, TopicListener {}")
        #expect(try refusal(removing: "Help", in: package)
            == "Sources/Demo/Help/HelpRouter.swift: HelpInteractable refines TopicListener: Help has children of its own; remove them first. Nothing was changed.")
    }

    @Test func aChildWhoseComponentProvidesForAChildIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.write("extension HelpComponent: TopicDependency {}\n", to: "Sources/Demo/Help/HelpComponent+Topic.swift")
        #expect(try refusal(removing: "Help", in: package)
            == "Sources/Demo/Help/HelpComponent+Topic.swift: HelpComponent provides a child's dependency: Help has children of its own; remove them first. Nothing was changed.")
    }

    @Test func filesRibsDidNotWriteInTheChildsFolderAreRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.write("struct HelpArticle {}\n", to: "Sources/Demo/Help/HelpArticle.swift")
        #expect(try refusal(removing: "Help", in: package)
            == "Sources/Demo/Help holds files ribs did not write for Help (HelpArticle.swift): move or delete them first. Nothing was changed.")
    }

    @Test func aMissingParentIsNamed() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        #expect(try refusal(removing: "Help", from: "Settings", in: package)
            == "No SettingsRouter.swift under Sources/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).")
    }

    @Test func aMissingChildIsNamed() throws {
        let package = try TemporaryPackage(goldenParent: "StarterApp")
        #expect(try refusal(removing: "Help", in: package)
            == "No HelpRouter.swift under Sources/: run ribs from the package's root, and name a RIB written by ribs (its Builder, Interactor and Router files).")
    }

    @Test func aParentWithoutTheChildIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        #expect(try refusal(removing: "Help", from: "Welcome", in: package)
            == "Sources/Demo/Welcome/WelcomeRouter.swift: WelcomeInteractable does not refine HelpListener: there is no wiring to remove. Nothing was changed.")
    }

    @Test func aChildInNoParentIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit(Self.router, replacing: "WelcomeListener, HelpListener {", with: "WelcomeListener {")
        #expect(try refusal(removing: "Help", in: package)
            == "No RIB under Sources/ has HelpListener among the protocols of its Interactable: Help is wired into no parent ribs can find. Nothing was changed.")
    }

    /// Help's files cannot go while a second parent uses them, named or not.
    @Test(arguments: [nil, "Root"])
    func aChildInTwoParentsIsRefused(_ parent: String?) throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.edit("Sources/Demo/Welcome/WelcomeRouter.swift", replacing: "protocol WelcomeInteractable: Interactable {", with: "protocol WelcomeInteractable: Interactable, HelpListener {")
        #expect(try refusal(removing: "Help", from: parent, in: package)
            == "Help is wired into Root and Welcome: its files cannot go while another parent uses them; unwire it from all but one by hand first. Nothing was changed.")
    }

    @Test func aParentFileThatDoesNotParseIsRefused() throws {
        let package = try wired("Help", into: "Root", of: "StarterApp")
        try package.write(try package.read(Self.interactor) + "\nfunc broken( {\n", to: Self.interactor)
        #expect(try refusal(removing: "Help", in: package) == "\(Self.interactor) is not valid Swift: fix it, then run ribs again.")
    }

    // MARK: - Private

    /// A copy of the golden parent package `parentFolder` with `child` wired into `parent`, as
    /// `ribs new <child> --parent <parent>` leaves it.
    private func wired(_ child: String, into parent: String, of parentFolder: String) throws -> TemporaryPackage {
        let package = try TemporaryPackage(goldenParent: parentFolder)
        let plan = try RIBWiring(parent: parent, child: child, childIsViewless: false, packageRoot: package.root).plan()
        try ChildFixture(name: child, parent: parent, viewless: false).wire(plan, into: package)
        return package
    }

    /// Removes `child`, which must be refused: checks that nothing changed, and returns the line
    /// the user reads.
    private func refusal(removing child: String, from parent: String? = nil, in package: TemporaryPackage,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let before = try package.snapshot()
        let error = #expect(throws: WiringError.self, sourceLocation: sourceLocation) {
            try RIBUnwiring(child: child, parent: parent, packageRoot: package.root).plan()
        }
        #expect(try package.snapshot() == before, "the refusal changed the package", sourceLocation: sourceLocation)
        return error?.description
    }
}
