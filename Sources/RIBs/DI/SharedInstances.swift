/// The instances a component vends with `shared { }`, one per declaring property.
///
/// A property is told by its name and its type. Reading an existing instance scans a short
/// array comparing the addresses of name literals and type identifiers, then reads the
/// instance out of its typed box: no hashing, no dynamic cast, no allocation. A component has
/// a handful of shared properties, so the scan beats a hash table. Only the first read of a
/// property, or a read through another copy of the same name literal, compares names byte by
/// byte.
///
/// - Note: The factory of an instance runs outside any access to this storage, so it may read
///   other shared instances of the same component.
@usableFromInline
struct SharedInstances {

    @usableFromInline
    init() {}

    /// The instance stored for the very literal `key` holds, if any: the hot path.
    @inlinable
    func instance<Instance>(of type: Instance.Type, forLiteralOf key: SharedInstanceKey) -> Instance? {
        let typeIdentifier = ObjectIdentifier(type)
        for entry in entries where entry.typeIdentifier == typeIdentifier && entry.key.isSameLiteral(as: key) {
            // The type identifier matched, so the box holds an `Instance`.
            return unsafeDowncast(entry.box, to: SharedInstanceBox<Instance>.self).instance
        }
        return nil
    }

    /// The instance stored for the property named by `key`, under any literal of its name.
    ///
    /// A match under another literal of the same name is remembered under this literal too, so
    /// that the next read takes the hot path.
    @usableFromInline
    mutating func instance<Instance>(of type: Instance.Type, forNameOf key: SharedInstanceKey) -> Instance? {
        let typeIdentifier = ObjectIdentifier(type)
        guard let entry = entries.first(where: { $0.typeIdentifier == typeIdentifier && $0.key == key }) else {
            return nil
        }
        entries.append(Entry(key: key, typeIdentifier: typeIdentifier, box: entry.box))
        return unsafeDowncast(entry.box, to: SharedInstanceBox<Instance>.self).instance
    }

    /// Stores `instance` as the one of the property named by `key`.
    @usableFromInline
    mutating func insert<Instance>(_ instance: Instance, for key: SharedInstanceKey) {
        entries.append(Entry(key: key, typeIdentifier: ObjectIdentifier(Instance.self), box: SharedInstanceBox(instance)))
    }

    // MARK: - Internal

    /// One shared instance, under one literal of its property's name.
    @usableFromInline
    struct Entry {

        @usableFromInline
        let key: SharedInstanceKey

        /// The identifier of the instance's static type, `Instance.self`.
        @usableFromInline
        let typeIdentifier: ObjectIdentifier

        /// A ``SharedInstanceBox`` of that type.
        @usableFromInline
        let box: AnyObject

        @usableFromInline
        init(key: SharedInstanceKey, typeIdentifier: ObjectIdentifier, box: AnyObject) {
            self.key = key
            self.typeIdentifier = typeIdentifier
            self.box = box
        }
    }

    @usableFromInline
    var entries: [Entry] = []
}

/// Holds one shared instance with its static type, so that reading it needs no cast. Values
/// and optionals (`nil` included) are kept like objects.
@usableFromInline
final class SharedInstanceBox<Instance> {

    @usableFromInline
    let instance: Instance

    @usableFromInline
    init(_ instance: Instance) {
        self.instance = instance
    }
}
