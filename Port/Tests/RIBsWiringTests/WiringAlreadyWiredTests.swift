import Foundation
import Testing
@testable import RIBsWiring

/// The parent's files that say it has the child already, as wiring leaves them.
enum WiredFile: String, CaseIterable, Sendable {
    case router = "Router"
    case interactor = "Interactor"
    case builder = "Builder"

    /// What the refusal says this file of `parent`'s shows, for a child whose name starts with
    /// one capital (`LoggedIn`, not `URLLoader`).
    func evidence(parent: String, child: String) -> String {
        switch self {
        case .router: "\(parent)Interactable already refines \(child)Listener"
        case .interactor: "\(parent)Routing already has routeTo\(child)()"
        case .builder: "\(parent)Builder.build already makes \(child.prefix(1).lowercased() + child.dropFirst())Builder"
        }
    }
}

/// A parent that has the child already is refused, whichever of its files shows it: each file
/// is checked on its own, the others as they were before any wiring, so that none of the
/// checks stands in for another.
struct WiringAlreadyWiredTests {

    @Test(arguments: WiringGoldenCase.all, WiredFile.allCases)
    func aParentWithOneFileWiredAlreadyIsRefused(_ golden: WiringGoldenCase, _ wired: WiredFile) throws {
        let expected = TemporaryPackage.golden.appendingPathComponent(golden.folder).appendingPathComponent("expected")
        let plan = try JSONDecoder().decode(WiringPlan.self, from: Data(contentsOf: expected.appendingPathComponent("plan.json")))
        let path = plan.parentSourceFolder + "/" + golden.parent + wired.rawValue + ".swift"
        let package = try TemporaryPackage(goldenParent: golden.parentFolder)
        try package.write(try String(contentsOf: expected.appendingPathComponent(path), encoding: .utf8), to: path)

        #expect(try refusal(wiring: golden.child, viewless: golden.viewless, into: golden.parent, in: package)
            == "\(path): \(wired.evidence(parent: golden.parent, child: golden.child)). Nothing was changed.")
    }

    /// By hand, the listener is added in the router's file before anything else.
    @Test func aChildWiredByHandIsRefused() throws {
        let package = try TemporaryPackage(goldenParent: "StarterRoot")
        try package.edit("Sources/Demo/Root/RootRouter.swift", replacing: "Interactable, WelcomeListener {", with: "Interactable, WelcomeListener, HelpListener {")
        #expect(try refusal(wiring: "Help", into: "Root", in: package)
            == "Sources/Demo/Root/RootRouter.swift: RootInteractable already refines HelpListener. Nothing was changed.")
    }
}
