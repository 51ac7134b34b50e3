import ScreenKit

/// Why a trace cannot be read, with the line at fault: it is refused whole, and nothing is
/// replayed.
public enum TraceError: Error, Equatable, CustomStringConvertible {

    /// The trace is larger than ``TraceFormat/maxBytes``.
    case tooLarge

    /// The trace has more entries than ``TraceFormat/maxEntries``.
    case tooManyEntries

    /// The trace is empty.
    case empty

    /// The first line is not a trace header.
    case notATrace

    /// The header names a version this code does not read.
    case unsupportedVersion(Int)

    /// The trace was recorded by another app.
    case otherApp(String)

    /// A line is not one of the trace's JSON objects.
    case malformedLine(number: Int, reason: String)

    /// An input's time is negative or later than ``TraceFormat/maxMilliseconds``.
    case timeOutOfRange(number: Int)

    /// A line's check does not follow from the line and the ones before it, or the line is
    /// not exactly as written (spacing, keys added): it, or a line before it, was removed,
    /// changed or moved.
    case checkMismatch(number: Int)

    public var description: String {
        switch self {
        case .tooLarge:
            "The trace is larger than the \(TraceFormat.maxBytes) bytes a trace may have."
        case .tooManyEntries:
            "The trace has more than the \(TraceFormat.maxEntries) entries a trace may have."
        case .empty:
            "The trace is empty."
        case .notATrace:
            "Line 1 is not the header of a session trace (\(TraceFormat.name))."
        case let .unsupportedVersion(version):
            "The trace is of version \(version) of \(TraceFormat.name); this program reads version \(TraceFormat.version)."
        case let .otherApp(app):
            "The trace was recorded by another app, '\(app.displayable)'."
        case let .malformedLine(number, reason):
            "Line \(number) is not a trace line: \(reason)."
        case let .timeOutOfRange(number):
            "Line \(number) has an input at a time before the start or more than a year after it."
        case let .checkMismatch(number):
            "Line \(number) was changed, or a line before it was removed, changed or moved: its check does not follow from the lines before it."
        }
    }
}
