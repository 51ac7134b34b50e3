/// A field of a saved state that was not restored, and why: it has the value its interactor
/// starts with (or the fallback its type gave), and the rest of the state was restored.
struct DroppedStateField: Equatable, Sendable {

    /// The keys from the state's top to the field: `["score", "drawCount"]`.
    let path: [String]

    /// What did not fit, as ``DecodingErrorDescription`` says it.
    let reason: String
}
