import Foundation
@testable import RIBsWiring

/// What `ribs new <Child> --parent <Parent>` writes besides the parent's edits, reduced to what
/// unwiring reads: the child's files where the plan puts them (its Listener declares
/// `<child>DidFinish()`, its router's base class says whether it has a view), its tests and
/// mocks, and the parent's component extension for it.
struct ChildFixture {

    let name: String
    let parent: String
    let viewless: Bool

    /// Writes the child's files and the parent's edits of `plan` into `package`.
    func wire(_ plan: WiringPlan, into package: TemporaryPackage) throws {
        for edit in plan.edits {
            try package.write(edit.contents, to: edit.path)
        }
        for (fileName, text) in sources {
            try package.write(text, to: plan.childSourceFolder + "/" + fileName)
        }
        if let tests = plan.childTestFolder {
            for suffix in ["InteractorTests", "RouterTests", "Mocks"] {
                try package.write("@testable import \(plan.module)\n\n// \(name)'s \(suffix).\n", to: "\(tests)/\(name)\(suffix).swift")
            }
        }
        try package.write("import RIBs\n\nextension \(parent)Component: \(name)Dependency {}\n",
                          to: "\(plan.parentSourceFolder)/\(parent)Component+\(name).swift")
    }

    // MARK: - Private

    private var sources: [(String, String)] {
        let variable = RIBNames(name).variableName
        let base = viewless ? "Router<any \(name)Interactable>" : "ViewableRouter<any \(name)Interactable, any \(name)ViewControllable>"
        var files = [
            ("\(name)Builder.swift", "import RIBs\n\nprotocol \(name)Dependency: Dependency {}\n"),
            ("\(name)Interactor.swift", """
                import RIBs

                protocol \(name)Listener: AnyObject {
                    func \(variable)DidFinish()
                }

                """),
            ("\(name)Router.swift", """
                import RIBs

                protocol \(name)Interactable: Interactable {}

                final class \(name)Router: \(base), \(name)Routing {

                    init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
                        super.init(interactor: interactor, viewController: viewController)
                    }
                }

                """),
        ]
        if !viewless {
            files.append(("\(name)ViewController.swift", "import ScreenKit\n\nfinal class \(name)ViewController: ViewController {}\n"))
        }
        return files
    }
}

extension TemporaryPackage {

    /// Applies `plan`: writes its edits, deletes its files, and its folders once empty.
    func apply(_ plan: UnwiringPlan) throws {
        for edit in plan.edits {
            try write(edit.contents, to: edit.path)
        }
        for path in plan.deletions {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        for folder in plan.emptiedFolders {
            let url = root.appendingPathComponent(folder)
            if try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty {
                try FileManager.default.removeItem(at: url)
            }
        }
    }
}
