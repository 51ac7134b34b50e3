import RIBs

extension ViewControllable {

    /// The ScreenKit view controller behind this view controllable, if it is one: RIBs iOS's
    /// `uiviewController`, for routers and view controllers that present their children.
    public var screenViewController: ViewController? {
        self as? ViewController
    }
}
