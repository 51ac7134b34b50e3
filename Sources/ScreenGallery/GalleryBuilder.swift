import RIBs

/// What the Gallery RIB needs from the app: nothing.
@MainActor
protocol GalleryDependency: Dependency {}

/// The Gallery RIB's scope.
final class GalleryComponent: Component<any GalleryDependency> {}

/// Builds the Gallery RIB.
@MainActor
protocol GalleryBuildable: Buildable {
    func build() -> any LaunchRouting
}

/// Builds the Gallery RIB: its view controller, interactor and router.
final class GalleryBuilder: Builder<any GalleryDependency>, GalleryBuildable {

    func build() -> any LaunchRouting {
        let viewController = GalleryViewController()
        let interactor = GalleryInteractor(presenter: viewController)
        return GalleryRouter(interactor: interactor, viewController: viewController)
    }
}
