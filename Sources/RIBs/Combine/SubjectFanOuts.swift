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
        return entries.withLock { entries in
            entries[key]?.fanOut
        }
    }

    /// Registers `fanOut` as the fan-out of `subject`, replacing any other.
    @usableFromInline
    static func register(_ fanOut: AnyObject, of subject: AnyObject) {
        let key = ObjectIdentifier(subject)
        let entry = Entry(fanOut: fanOut)
        entries.withLock { entries in
            entries[key] = entry
        }
    }

    /// Forgets the entry of the subject `subjectIdentifier` stands for, if its fan-out is gone.
    static func forget(_ subjectIdentifier: ObjectIdentifier) {
        entries.withLock { entries in
            if let entry = entries[subjectIdentifier], entry.fanOut == nil {
                entries[subjectIdentifier] = nil
            }
        }
    }

    // MARK: - Private

    /// Unchecked: a fan-out may be used from any thread (its state is behind its lock), as
    /// OpenCombine's subjects and subscribers are; the entry only lets it be found.
    private struct Entry: @unchecked Sendable {
        weak var fanOut: AnyObject?
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])
}
#endif
