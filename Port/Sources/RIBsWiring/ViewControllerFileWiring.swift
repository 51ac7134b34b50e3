/// The parent's `<Parent>ViewController.swift`, when its ViewControllable protocol gained
/// `present(viewController:)` and `dismiss(viewController:)`: the view controller shows a
/// child's view over its own and takes it away.
struct ViewControllerFileWiring {

    let parent: ParentRIB

    func wire(_ file: inout EditableSwiftFile) throws(WiringError) {
        guard let viewController = DeclarationIndex(file.tree).classes[parent.names.viewController] else {
            throw .missingShape(path: file.path, missing: "no class \(parent.names.viewController)")
        }
        if viewController.memberBlock.hasFunction(named: "present", firstLabel: "viewController") {
            return
        }
        let mark = viewController.memberBlock.hasMark(parent.names.viewControllable) ? [] : ["// MARK: - \(parent.names.viewControllable)"]
        file.insertMembers(mark + Self.presentation, into: viewController.memberBlock, placement: .beforePrivateSection)
    }

    /// The view controller's `present(viewController:)` and `dismiss(viewController:)`, as
    /// wiring writes them.
    static let presentation = [
        """
        func present(viewController: any ViewControllable) {
            guard let viewController = viewController.screenViewController else {
                return
            }
            present(viewController)
        }
        """,
        """
        func dismiss(viewController: any ViewControllable) {
            if presentedViewController === viewController {
                dismiss()
            }
        }
        """,
    ]
}
