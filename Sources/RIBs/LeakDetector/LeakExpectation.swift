/// An expectation registered with a ``LeakDetector``, as its
/// ``LeakDetector/expectationObserver`` is told of it.
@MainActor
public struct LeakExpectation {

    /// What is expected of the object.
    public let expectation: LeakReport.Expectation

    /// The object expected to go away or leave the screen; held weakly, `nil` once deallocated.
    public weak var object: AnyObject?

    /// The identity of the object, usable after it is deallocated.
    public let objectIdentifier: ObjectIdentifier

    /// The type of the object, as a ``LeakReport`` names it.
    public let objectType: String

    /// How long the object is given.
    public let time: Duration

    /// Describes an expectation of `object`.
    ///
    /// - Parameters:
    ///   - expectation: What is expected of the object.
    ///   - object: The object; held weakly.
    ///   - time: How long the object is given.
    public init(expectation: LeakReport.Expectation, object: AnyObject, time: Duration) {
        self.expectation = expectation
        self.object = object
        objectIdentifier = ObjectIdentifier(object)
        objectType = String(describing: type(of: object))
        self.time = time
    }

    /// Whether this expectation is about `object`.
    ///
    /// - Parameter object: The object to compare with, by identity.
    public func isAbout(_ object: AnyObject) -> Bool {
        objectIdentifier == ObjectIdentifier(object)
    }
}
