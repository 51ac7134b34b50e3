/// The default times the leak detector allows before it calls something a leak.
public enum LeakDefaultExpectationTime {

    /// Time for an object to be deallocated after its RIB is gone.
    public static let deallocation: Duration = .seconds(1)

    /// Time for a view controller to leave the screen or be deallocated, animations included.
    public static let viewDisappear: Duration = .seconds(5)
}

/// Whether the leak detector has expectations pending.
public enum LeakDetectionStatus: Sendable, Equatable {

    /// At least one expectation is pending.
    case inProgress

    /// No expectation is pending.
    case didComplete
}

/// A leak the detector found.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {

    /// What was expected of the object.
    public enum Expectation: Sendable, Equatable {

        /// The object should have been deallocated.
        case deallocation

        /// The view controller should have left the screen.
        case disappearance
    }

    /// The expectation that was not met.
    public let expectation: Expectation

    /// The type of the object that leaked.
    public let objectType: String

    /// A sentence for a log or a test failure.
    public var description: String {
        switch expectation {
        case .deallocation:
            "\(objectType) has leaked: it is still alive after its RIB went away."
        case .disappearance:
            "\(objectType) has leaked: it is still on screen after its RIB was detached."
        }
    }
}
