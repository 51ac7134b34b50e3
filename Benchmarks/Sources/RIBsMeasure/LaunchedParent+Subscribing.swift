import RIBs

/// What the parent's scope provides to its Subscribing children, as `ribs extension` writes it.
extension ParentComponent: SubscribingDependency {

    /// Subscribing has no view of its own: it shows its children's views in the parent's.
    var subscribingViewController: any SubscribingViewControllable {
        parentViewController
    }

    /// The scores every Subscribing child follows, one stream for the parent's scope.
    var scores: CurrentValueSubject<Int, Never> {
        shared { CurrentValueSubject(0) }
    }
}

extension ParentViewController: SubscribingViewControllable {}

extension ParentInteractor: SubscribingListener {}
