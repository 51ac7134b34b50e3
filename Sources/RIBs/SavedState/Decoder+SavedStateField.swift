import Foundation

extension Decoder {

    /// Decodes one field of a saved `RestorableState` that should cost itself alone when it no
    /// longer fits: while a tree is restored, a field that does not decode is reported (a
    /// ``SavedTreeError/fieldMismatch(path:type:field:reason:)`` among the launch's problems)
    /// and `fallback` takes its place, so that the rest of the state and the RIB's subtree are
    /// restored.
    ///
    /// Restoring does this by itself for the fields of a struct, laying what fits over the
    /// state the interactor starts with (see ``StateRestoring``). Call this where it cannot: in
    /// the `init(from:)` of an enum whose cases carry values, which the interactor's fresh
    /// state (another case) has no values for.
    ///
    /// ```swift
    /// case .loggedIn:
    ///     let names = try container.nestedContainer(keyedBy: NameKeys.self, forKey: .loggedIn)
    ///     self = .loggedIn(player1Name: try decoder.decodeSavedStateField(String.self, forKey: .player1Name,
    ///                                                                      in: names, fallback: "Player 1"), ...)
    /// ```
    ///
    /// Anywhere else (``SavedRIBState/state(as:)`` in a migration, a summary of a saved tree),
    /// the field is as strict as `decode(_:forKey:)`.
    ///
    /// - Parameters:
    ///   - type: The field's type.
    ///   - key: The field's key.
    ///   - container: The container holding it, from this decoder.
    ///   - fallback: The value it takes when it no longer fits.
    /// - Returns: The field's value, or `fallback`.
    /// - Throws: What `decode(_:forKey:)` throws, outside a restore.
    public func decodeSavedStateField<Key: CodingKey, Value: Decodable>(_ type: Value.Type, forKey key: Key,
                                                                       in container: KeyedDecodingContainer<Key>,
                                                                       fallback: @autoclosure () -> Value) throws -> Value {
        do {
            return try container.decode(type, forKey: key)
        } catch {
            guard let fallbacksKey = SavedStateFieldFallbacks.userInfoKey,
                  let fallbacks = userInfo[fallbacksKey] as? SavedStateFieldFallbacks else {
                throw error
            }
            fallbacks.append(DroppedStateField(path: (container.codingPath + [key]).map(\.stringValue),
                                               reason: DecodingErrorDescription(error).text))
            return fallback()
        }
    }
}
