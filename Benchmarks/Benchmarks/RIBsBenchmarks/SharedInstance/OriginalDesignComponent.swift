import Foundation

/// A component that vends shared instances the way the original RIBs iOS `Component` does: a
/// `[String: Any]` keyed by the calling property's name (`#function` as a `String`), behind a
/// recursive lock. Written here as the baseline for `shared { }`.
final class OriginalDesignComponent {

    /// The stream, one per component.
    var sharedStream: any SharedStream {
        shared { SharedStreamImpl() }
    }

    /// Returns the instance stored under the calling property's name, creating it on first use.
    func shared<Instance>(_ property: String = #function, _ factory: () -> Instance) -> Instance {
        lock.lock()
        defer { lock.unlock() }
        if let instance = instances[property] as? Instance {
            return instance
        }
        let instance = factory()
        instances[property] = instance
        return instance
    }

    // MARK: - Private

    private var instances: [String: Any] = [:]
    private let lock = NSRecursiveLock()
}
