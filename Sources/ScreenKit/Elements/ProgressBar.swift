/// How far something has come, such as an upload. Named so as not to meet Foundation's
/// `Progress`.
public struct ProgressBar: Equatable, Sendable {

    /// Identifies the bar within its screen.
    public var id: String

    /// What is progressing, such as `Uploading`.
    public var title: String

    /// How much is done, from 0 to 1; values outside are drawn as the nearest end.
    public var fraction: Double

    /// Creates a progress bar.
    ///
    /// - Parameters:
    ///   - id: Identifies the bar within its screen.
    ///   - title: What is progressing.
    ///   - fraction: How much is done, from 0 to 1.
    public init(id: String, title: String, fraction: Double) {
        self.id = id
        self.title = title
        self.fraction = fraction
    }

    /// ``fraction`` within 0 and 1; 0 when it is not a number.
    public var clampedFraction: Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// How much is done in whole percent, from 0 to 100, rounded down: what a reader is told.
    public var percent: Int {
        Int(clampedFraction * 100)
    }
}
