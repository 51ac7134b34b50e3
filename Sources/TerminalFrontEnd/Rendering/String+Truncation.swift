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

    /// This text broken into lines of at most `width` columns, between words where it can and
    /// keeping a bracketed group such as `(top row)` on one line when it fits one; a word
    /// wider than a line is cut with `…`.
    func wrapped(toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in wrappingUnits(fitting: width) {
            let candidate = line.isEmpty ? word : line + " " + word
            if candidate.displayWidth <= width {
                line = candidate
            } else {
                if !line.isEmpty {
                    lines.append(line)
                }
                line = word.truncated(toWidth: width)
            }
        }
        return line.isEmpty && !lines.isEmpty ? lines : lines + [line]
    }

    // MARK: - Private

    /// The words, each bracketed group that fits `width` joined into one.
    private func wrappingUnits(fitting width: Int) -> [String] {
        var units: [String] = []
        var group: [String] = []
        func endGroup() {
            let joined = group.joined(separator: " ")
            units += joined.displayWidth <= width ? [joined] : group
            group = []
        }
        for word in split(separator: " ").map(String.init) {
            if group.isEmpty && !word.hasPrefix("(") {
                units.append(word)
                continue
            }
            group.append(word)
            if word.hasSuffix(")") {
                endGroup()
            }
        }
        if !group.isEmpty {
            endGroup()
        }
        return units
    }

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
