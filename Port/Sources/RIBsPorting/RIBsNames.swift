/// The types of RIBs here that live on the main actor: a protocol of the ported code that
/// inherits one, or names one in a requirement, must live there too in Swift 6.
enum RIBsNames {

    /// RIBs' `@MainActor` protocols.
    static let mainActorProtocols: Set<String> = [
        "Buildable", "Dependency", "EmptyDependency", "Interactable", "InteractorScope", "LaunchRouting", "LaunchWindow",
        "Presentable", "RouterScope", "Routing", "StateRestoring", "ViewControllable", "ViewableRouting", "Working",
    ]

    /// RIBs' `@MainActor` classes.
    static let mainActorClasses: Set<String> = [
        "Builder", "Component", "ComponentizedBuilder", "EmptyComponent", "Interactor", "LaunchRouter",
        "MultiStageComponentizedBuilder", "PresentableInteractor", "Presenter", "Router",
        "SimpleComponentizedBuilder", "SimpleMultiStageComponentizedBuilder", "Step", "ViewableRouter", "Worker", "Workflow",
    ]

    /// RIBs iOS's bridge from a `ViewControllable` to its `UIViewController`: here a
    /// `ViewControllable` is the view controller itself, so `x.uiviewController` is `x`, and a
    /// `uiviewController` property declared for the protocol has nothing to implement.
    static let viewControllerBridge = "uiviewController"

    /// Members RIBs iOS spelt otherwise, by their name there: `LeakDetectionStatus`'s cases.
    static let renamedMembers = ["DidComplete": "didComplete", "InProgress": "inProgress"]
}
