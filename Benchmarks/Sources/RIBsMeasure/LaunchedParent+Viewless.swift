import RIBs

/// What the parent's scope provides to its Viewless children, as `ribs extension` writes it.
extension ParentComponent: ViewlessDependency {

    /// Viewless has no view of its own: it shows its children's views in the parent's.
    var viewlessViewController: any ViewlessViewControllable {
        parentViewController
    }
}

extension ParentViewController: ViewlessViewControllable {}

extension ParentInteractor: ViewlessListener {}
