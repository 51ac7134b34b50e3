import RIBs
import ScreenKit

/// The screen gallery's entry point for front-ends: one screen with every element ScreenKit
/// draws, each doing what it is for, to see how a front-end draws them and to try them.
@MainActor
public enum GalleryApp {

    /// The gallery as every host runs it.
    public nonisolated static let descriptor = AppDescriptor(name: "ScreenGallery") {
        AppTree(launchRouter: build())
    }

    /// Builds the Gallery RIB without launching it; then call ``launch(_:in:)``.
    public static func build() -> any LaunchRouting {
        GalleryBuilder(dependency: GalleryAppComponent()).build()
    }

    /// Launches the Gallery RIB that ``build()`` made into `window`, drawing once at the end.
    public static func launch(_ launchRouter: any LaunchRouting, in window: Window) {
        window.performBatchUpdates {
            launchRouter.launch(from: window)
        }
    }

    /// Builds the Gallery RIB and launches it into `window`.
    ///
    /// - Returns: The root router; keep it for as long as the app runs.
    public static func launch(in window: Window) -> any LaunchRouting {
        let launchRouter = build()
        launch(launchRouter, in: window)
        return launchRouter
    }
}

/// The scope above the RIB tree: nothing to share.
final class GalleryAppComponent: Component<EmptyDependency>, GalleryDependency {

    init() {
        super.init(dependency: EmptyComponent())
    }
}
