/// Catches a component builder that returns the same component for two builds.
///
/// Two RIBs sharing one component would share its `shared` instances, which is never what a
/// builder meant.
@MainActor
struct FreshComponentCheck {

    /// Remembers `component` and, in debug builds, fails if it is the previous build's.
    mutating func check(_ component: Any, builder: AnyObject) {
        let componentObject = component as AnyObject
        assert(lastComponent !== componentObject,
               "\(type(of: builder)): componentBuilder must make a new component for each build.")
        lastComponent = componentObject
    }

    // MARK: - Private

    private weak var lastComponent: AnyObject?
}
