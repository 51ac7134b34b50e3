/// An ordered record of what happened, shared by the objects under test.
@MainActor
final class EventLog {

    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    func removeAll() {
        entries.removeAll()
    }
}
