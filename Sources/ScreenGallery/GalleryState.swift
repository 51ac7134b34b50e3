import Foundation

/// What the gallery shows, as a value: errands to check and remove, the settings that change
/// how they are listed, and a grid of dots. The interactor owns it; the view draws it.
struct GalleryState: Equatable {

    /// One errand of the list.
    struct Errand: Equatable {
        let id: Int
        let title: String
        var isDone = false
    }

    /// How the errands are sorted.
    enum SortOrder: Int, CaseIterable {
        case added, title

        var title: String {
            switch self {
            case .added: "Added"
            case .title: "Title"
            }
        }
    }

    /// The size of the grid of dots.
    static let gridSize = (rows: 6, columns: 7)

    /// The errands, in the order they were added.
    private(set) var errands: [Errand] = ["Buy milk", "Post the letter", "Call Grandma"].enumerated().map { Errand(id: $0 + 1, title: $1) }

    /// Whether done errands are hidden.
    var hidesDone = false

    /// How the errands are sorted.
    var sortOrder = SortOrder.added

    /// The dots placed on the grid, by position, and which was placed last.
    private(set) var dots: [Int: Bool] = [:]
    private(set) var lastDot: Int?

    /// The errands as listed: sorted, done ones hidden if asked.
    var listedErrands: [Errand] {
        let shown = hidesDone ? errands.filter { !$0.isDone } : errands
        return switch sortOrder {
        case .added: shown
        case .title: shown.sorted { $0.title.localizedLowercase < $1.title.localizedLowercase }
        }
    }

    /// The share of errands done, from 0 to 1.
    var fractionDone: Double {
        errands.isEmpty ? 0 : Double(errands.filter(\.isDone).count) / Double(errands.count)
    }

    /// Adds an errand titled `title`, unless it is only spaces.
    mutating func addErrand(titled title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            return
        }
        errands.append(Errand(id: (errands.map(\.id).max() ?? 0) + 1, title: trimmed))
    }

    /// Adds `count` numbered errands at once, to see a long list scroll.
    mutating func addManyErrands(_ count: Int) {
        let first = (errands.map(\.id).max() ?? 0) + 1
        errands += (first..<first + count).map { Errand(id: $0, title: "Errand \($0)") }
    }

    /// Marks the errand `id` done or not.
    mutating func setErrand(_ id: Int, isDone: Bool) {
        guard let index = errands.firstIndex(where: { $0.id == id }) else {
            return
        }
        errands[index].isDone = isDone
    }

    /// Removes the errand `id`.
    mutating func removeErrand(_ id: Int) {
        errands.removeAll { $0.id == id }
    }

    /// Removes every errand that is done.
    mutating func clearDone() {
        errands.removeAll(where: \.isDone)
    }

    /// Places a dot at `row` and `column`, red and blue in turn.
    mutating func placeDot(row: Int, column: Int) {
        let key = row * Self.gridSize.columns + column
        guard dots[key] == nil else {
            return
        }
        dots[key] = dots.count.isMultiple(of: 2)
        lastDot = key
    }

    /// Whether the dot at `row` and `column` is red (`true`), blue (`false`), or absent.
    func dot(row: Int, column: Int) -> Bool? {
        dots[row * Self.gridSize.columns + column]
    }
}
