/// The type names of the objects a tree shows, worked out once per type: the inspector draws
/// the tree again at every lifecycle event while it is watched.
@MainActor
enum TypeNames {

    /// The name of `object`'s dynamic type, such as `SettingsInteractor`.
    static func name(of object: Any) -> String {
        let type = type(of: object)
        let key = ObjectIdentifier(type)
        if let name = names[key] {
            return name
        }
        let name = String(describing: type)
        names[key] = name
        return name
    }

    /// As many as the program has types of interactors and view controllers.
    private static var names: [ObjectIdentifier: String] = [:]
}
