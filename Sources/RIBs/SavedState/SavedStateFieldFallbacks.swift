import Foundation
import SystemCalls

/// The fields of one state that ``Swift/Decoder/decodeSavedStateField(_:forKey:in:fallback:)``
/// replaced with their fallbacks while it was decoded for a restore: found by the decoder in
/// its `userInfo`.
final class SavedStateFieldFallbacks: @unchecked Sendable {

    /// Where a decoder finds the list to add to.
    static let userInfoKey = CodingUserInfoKey(rawValue: "RIBs.savedStateFieldFallbacks")

    /// The fields replaced, in the order decoded.
    var fields: [DroppedStateField] {
        lock.withLock { replaced }
    }

    /// Adds a field replaced by its fallback.
    func append(_ field: DroppedStateField) {
        lock.withLock { replaced.append(field) }
    }

    // MARK: - Private

    // Unchecked Sendable: `replaced` is only touched holding `lock`.
    private let lock = MutexLock()
    private var replaced: [DroppedStateField] = []
}
