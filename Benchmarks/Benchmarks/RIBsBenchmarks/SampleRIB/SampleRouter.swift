import RIBs

/// What the Sample router needs of its interactor.
@MainActor
protocol SampleInteractable: Interactable {
    var router: (any SampleRouting)? { get set }
    var listener: (any SampleListener)? { get set }
}

/// What the Sample router needs of its view: nothing, Sample has no children.
@MainActor
protocol SampleViewControllable: ViewControllable {}

/// The Sample router; Sample has no children to route to.
final class SampleRouter: ViewableRouter<any SampleInteractable, any SampleViewControllable>, SampleRouting {

    override init(interactor: any SampleInteractable, viewController: any SampleViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
