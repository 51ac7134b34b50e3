#if !canImport(Combine)
import Synchronization

/// Each subject's ``SubjectFanOut``, found by the subject's identity: what lets the `sink`s on
/// one subject share one subscription of it.
///
/// Holds each fan-out weakly; a fan-out goes with its subject (which keeps it) once no sink
/// is left in it, and forgets its entry then. A subject at the address of a dead one finds the
/// old fan-out gone, or not subscribed to it (``SubjectFanOut/subject``), and gets a new one.
@usableFromInline
enum SubjectFanOuts {

    /// The fan-out registered for `subject`, if it is still alive; it may be one of a dead
    /// subject that had the same address.
    @usableFromInline
    static func fanOut(of subject: AnyObject) -> AnyObject? {
        let key = ObjectIdentifier(subject)
        return table.withLock { table in
            // The entry found last, first: the `sink`s of a RIB's life are mostly on one subject
            // at a time, and a comparison is cheaper than hashing the key.
            if let latest = table.latest, latest.key == key {
                return latest.entry.fanOut
            }
            guard let entry = table.entries[key] else {
                return nil
            }
            table.latest = (key, entry)
            return entry.fanOut
        }
    }

    /// Registers `fanOut` as the fan-out of `subject`, replacing any other.
    @usableFromInline
    static func register(_ fanOut: AnyObject, of subject: AnyObject) {
        let key = ObjectIdentifier(subject)
        let entry = Entry(fanOut: fanOut)
        table.withLock { table in
            table.entries[key] = entry
            table.latest = (key, entry)
        }
    }

    /// Forgets the entry of the subject `subjectIdentifier` stands for, if its fan-out is gone.
    static func forget(_ subjectIdentifier: ObjectIdentifier) {
        table.withLock { table in
            if let entry = table.entries[subjectIdentifier], entry.fanOut == nil {
                table.entries[subjectIdentifier] = nil
                if table.latest?.key == subjectIdentifier {
                    table.latest = nil
                }
            }
        }
    }

    // MARK: - Private

    /// A fan-out, held weakly. A class, so that a look-up copies a reference rather than a
    /// weak reference (which the runtime copies and destroys through its side table).
    ///
    /// Unchecked: a fan-out may be used from any thread (its state is behind its lock), as
    /// OpenCombine's subjects and subscribers are; the entry only lets it be found.
    private final class Entry: @unchecked Sendable {

        init(fanOut: AnyObject) {
            self.fanOut = fanOut
        }

        weak var fanOut: AnyObject?
    }

    /// Every entry by its subject's identity, and the one found or registered last.
    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        var latest: (key: ObjectIdentifier, entry: Entry)?
    }

    private static let table = Mutex(Table())
}
#endif
