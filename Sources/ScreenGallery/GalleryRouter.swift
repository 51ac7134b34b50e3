import RIBs

/// What the Gallery router needs of its interactor.
@MainActor
protocol GalleryInteractable: Interactable {
    var router: (any GalleryRouting)? { get set }
}

/// What the Gallery router needs of its view.
@MainActor
protocol GalleryViewControllable: ViewControllable {}

/// Launches the Gallery RIB into the window; it has no children.
final class GalleryRouter: LaunchRouter<any GalleryInteractable, any GalleryViewControllable>, GalleryRouting {

    override init(interactor: any GalleryInteractable, viewController: any GalleryViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
