/// The lines about a RIB's listener that several templates write alike; the launched root,
/// which no parent listens to, has none of them.
enum ListenerLines {

    /// An interactor's (or its mock's) `listener` property, with its newline.
    static func property(of rib: RIBName, kind: RIBKind) -> String {
        kind.hasListener ? "    weak var listener: (any \(rib.typeName)Listener)?\n" : ""
    }

    /// The `...Interactable` protocol's `listener` requirement, with its newline.
    static func requirement(of rib: RIBName, kind: RIBKind) -> String {
        kind.hasListener ? "    var listener: (any \(rib.typeName)Listener)? { get set }\n" : ""
    }
}
