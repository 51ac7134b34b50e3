import ScreenKit

extension ProgressBar {

    /// Writes `{"fraction", "id", "percent", "title", "type": "progress"}`: the fraction
    /// within 0 and 1 (finite, as ``ProgressBar/clampedFraction`` always is), and the whole
    /// percent a reader is told.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.field("fraction", finite: clampedFraction)
            json.field("id", id)
            json.field("percent", percent)
            json.field("title", title)
            json.field("type", "progress")
        }
    }
}
