import SwiftSyntax

/// What a port needs to know about the whole module before it rewrites a file of it: which of
/// the module's protocols need `@MainActor` in Swift 6, whichever file declares them.
///
/// A protocol goes on the main actor when a RIB declares it for its neighbours (its name ends
/// in `Listener`, `Routing`, `Presentable`, …); when it inherits, or names in a requirement, a
/// type on the main actor (one of RIBs' own, or one of the module's that goes there by these
/// rules); or when a class on the main actor conforms to it. A main-actor class's conformance
/// to a protocol left off the main actor does not compile in Swift 6: an adapter that is also a
/// RIB's listener, or an interactor that handles URLs.
public struct ModuleIndex: Sendable {

    /// Indexes the module made of `sources`, the texts of its Swift files.
    public init(sources: [String]) {
        self.init(files: sources.map(ParsedSwiftFile.init))
    }

    /// Indexes the module made of `files`.
    public init(files: [ParsedSwiftFile]) {
        let collector = DeclarationCollector()
        for file in files {
            collector.walk(file.tree)
        }
        declaredTypeNames = collector.declaredTypeNames
        subjectAliases = collector.subjectAliases
        let onMainActor = Self.onMainActor(collector.protocols, classes: collector.classes)
        mainActorProtocols = onMainActor.intersection(collector.protocols.keys)
        protocolsNeedingTheAttribute = mainActorProtocols.filter { name in
            let declaration = collector.protocols[name]
            return declaration?.isMainActor == false
                && (Self.isNeighbourProtocol(name) || declaration?.inherited.isDisjoint(with: onMainActor) == true)
        }
    }

    /// The module's protocols that are on the main actor.
    public let mainActorProtocols: Set<String>

    /// The names of the types the module declares (classes, structs, enums, actors, protocols,
    /// typealiases): one of them named as an RxSwift type is the module's own.
    let declaredTypeNames: Set<String>

    /// The module's typealiases of RxSwift's subjects and relays (`typealias Scores =
    /// BehaviorRelay<Int>`), each with the Rx type it names: built as that type is.
    let subjectAliases: [String: String]

    /// The module's protocols on the main actor that do not say so, and that Swift does not put
    /// there on its own (it does for a protocol that inherits one on the main actor): those the
    /// port writes `@MainActor` on. A RIB's neighbour protocols always get it, to say what they
    /// are.
    public let protocolsNeedingTheAttribute: Set<String>

    // MARK: - Private

    private static func isNeighbourProtocol(_ name: String) -> Bool {
        RxNames.mainActorProtocolSuffixes.contains(where: name.hasSuffix)
    }

    /// The types on the main actor, found by spreading from RIBs' types and the neighbour
    /// protocols until nothing changes.
    private static func onMainActor(_ protocols: [String: DeclarationCollector.Declaration],
                                    classes: [String: DeclarationCollector.Declaration]) -> Set<String> {
        var onMainActor = RIBsNames.mainActorProtocols.union(RIBsNames.mainActorClasses)
        onMainActor.formUnion(protocols.keys.filter(isNeighbourProtocol))
        var changed = true
        while changed {
            let before = onMainActor.count
            for (name, declaration) in protocols.merging(classes, uniquingKeysWith: { first, _ in first })
            where declaration.isMainActor || !declaration.named.isDisjoint(with: onMainActor) {
                onMainActor.insert(name)
            }
            for (name, declaration) in classes where onMainActor.contains(name) {
                onMainActor.formUnion(declaration.inherited.intersection(protocols.keys))
            }
            changed = onMainActor.count != before
        }
        return onMainActor
    }
}

/// Walks files and notes, for each protocol and class declared, the types it names.
private final class DeclarationCollector: SyntaxVisitor {

    /// A declaration's isolation and the type names it uses.
    struct Declaration {
        var isMainActor: Bool

        /// The types it inherits or conforms to.
        var inherited: Set<String>

        /// Those, and for a protocol, the types its requirements name.
        var named: Set<String>
    }

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// Protocols by name.
    private(set) var protocols: [String: Declaration] = [:]

    /// Classes by name. (Their members say nothing of their isolation.)
    private(set) var classes: [String: Declaration] = [:]

    /// Every type declared, of whatever kind.
    private(set) var declaredTypeNames: Set<String> = []

    /// Typealiases of RxSwift's subjects and relays, with the Rx type each names.
    private(set) var subjectAliases: [String: String] = [:]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        if let aliased = node.initializer.value.as(IdentifierTypeSyntax.self)?.name.text, RxNames.subjects[aliased] != nil {
            subjectAliases[node.name.text] = aliased
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        let inherited = Self.typeNames(in: node.inheritanceClause)
        protocols[node.name.text] = Declaration(isMainActor: Self.isMainActor(node.attributes), inherited: inherited,
                                                named: inherited.union(Self.typeNames(in: node.memberBlock)))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        let inherited = Self.typeNames(in: node.inheritanceClause)
        classes[node.name.text] = Declaration(isMainActor: Self.isMainActor(node.attributes), inherited: inherited, named: inherited)
        return .visitChildren
    }

    private static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.trimmedDescription == "@MainActor" }
    }

    private static func typeNames(in node: (some SyntaxProtocol)?) -> Set<String> {
        guard let node else {
            return []
        }
        return Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierTypeSyntax.self) == true else {
                return nil
            }
            return name
        })
    }
}
