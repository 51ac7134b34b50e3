// A RIB's lifecycle: the parent's router attaches the child, which activates its interactor
// and then loads its router; detaching deactivates it.
import RIBs

var log: [String] = []

final class ProfileInteractor: Interactor {

    override func didBecomeActive() {
        super.didBecomeActive()
        log.append("didBecomeActive")   // start the RIB's work here
    }

    override func willResignActive() {
        super.willResignActive()
        log.append("willResignActive")  // and pause it here
    }
}

final class ProfileRouter: Router<ProfileInteractor> {

    override func didLoad() {
        super.didLoad()
        log.append("didLoad")           // attach the first children here
    }
}

// snippet.hide
let parent = Router(interactor: Interactor())
parent.interactable.activate()
parent.load()
// snippet.show
let profile = ProfileRouter(interactor: ProfileInteractor())
parent.attachChild(profile)    // didBecomeActive, then didLoad
parent.detachChild(profile)    // willResignActive
// snippet.hide
precondition(log == ["didBecomeActive", "didLoad", "willResignActive"], "\(log)")
precondition(parent.children.isEmpty && !profile.interactor.isActive)
