/// `<Name>ViewController.swift`: the PresentableListener protocol and a ScreenKit view
/// controller, for RIBs with a view.
struct ViewControllerTemplate {

    let rib: RIBName

    var file: GeneratedFile {
        GeneratedFile(name: "\(rib.typeName)ViewController.swift", contents: contents)
    }

    // MARK: - Private

    private var contents: String {
        let name = rib.typeName
        return """
            import RIBs
            import ScreenKit

            /// What the \(name) view tells its interactor.
            @MainActor
            protocol \(name)PresentableListener: AnyObject {
                // TODO: Declare the user's actions the interactor handles, such as `didTapDone()`.
            }

            /// The \(name) RIB's view.
            final class \(name)ViewController: ViewController, \(name)Presentable, \(name)ViewControllable {

                weak var listener: (any \(name)PresentableListener)?

                override var screen: Screen {
                    // TODO: Describe what this view shows; call `setNeedsDisplay()` whenever that changes.
                    Screen(title: "\(name)")
                }

                override func buttonTapped(_ id: String) {
                    // TODO: Tell `listener` which of this screen's buttons the user pressed.
                }
            }

            """
    }
}
