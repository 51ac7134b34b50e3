import RIBs
import ScreenKit

/// The screen gallery as front-ends see it: one screen with every element ScreenKit draws,
/// each doing what it is for, to see how a front-end draws them and to try them.
@MainActor
public enum GalleryApp {

    /// The gallery as every host runs it; a front-end builds a tree with `descriptor.build()`
    /// and launches it with `AppTree.launch(in:restoring:)`.
    public nonisolated static let descriptor = AppDescriptor(name: "ScreenGallery") {
        AppTree(launchRouter: GalleryBuilder(dependency: GalleryAppComponent()).build())
    }
}

/// The scope above the RIB tree: nothing to share.
final class GalleryAppComponent: Component<EmptyDependency>, GalleryDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}
