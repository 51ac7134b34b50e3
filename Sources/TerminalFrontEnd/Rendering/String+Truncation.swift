import ScreenKit

extension String {

    /// This text cut to at most `width` columns, ending in `…` when something was cut.
    func truncated(toWidth width: Int) -> String {
        guard displayWidth > width else {
            return self
        }
        guard width > 0 else {
            return ""
        }
        return String(prefix(fittingWidth: width - 1)) + "…"
    }

    /// This text cut to its last `width` columns, starting with `…` when something was cut:
    /// for a field being typed into, whose end is where the action is.
    func truncatedKeepingEnd(toWidth width: Int) -> String {
        guard displayWidth > width else {
            return self
        }
        guard width > 0 else {
            return ""
        }
        return "…" + suffix(fittingWidth: width - 1)
    }

    // MARK: - Private

    /// The longest suffix of whole characters that takes at most `width` columns.
    private func suffix(fittingWidth width: Int) -> Substring {
        var used = 0
        var start = endIndex
        while start > startIndex {
            let previous = index(before: start)
            used += DisplayWidth.of(self[previous])
            guard used <= width else {
                break
            }
            start = previous
        }
        return self[start...]
    }
}
