/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// It understands the arrows as CSI (`ESC [ A`) and SS3 (`ESC O A`) sequences, Tab and
/// Shift-Tab (`ESC [ Z`), Enter (CR or LF, a CR LF pair counting once), Backspace (DEL or BS),
/// Ctrl-C and UTF-8 text. Other control bytes and unknown sequences are dropped.
///
/// A read may end in the middle of a sequence or of a UTF-8 character; the decoder keeps the
/// partial bytes and finishes them with the next read. An ESC that ends a read is the Escape
/// key itself: terminals send a whole sequence in one write, so a lone ESC was typed alone.
public struct KeyDecoder: Sendable {

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes the bytes of one read.
    ///
    /// - Parameter bytes: What the read returned.
    /// - Returns: The keys completed by these bytes, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = input.startIndex
        while index < input.endIndex {
            switch step(input, at: index) {
            case let .decoded(key, length):
                key.map { keys.append($0) }
                index += length
            case .incomplete:
                pending = Array(input[index...].prefix(Self.longestPendingSequence))
                return keys
            }
        }
        return keys
    }

    // MARK: - Private

    /// What decoding at one position gave.
    private enum Step {
        /// `length` bytes were consumed, giving `key` or nothing.
        case decoded(Key?, length: Int)
        /// The bytes from here on are the start of something the next read finishes.
        case incomplete
    }

    private static let escape: UInt8 = 0x1B
    /// Longer partial sequences are garbage, not a split key; dropping them bounds memory.
    private static let longestPendingSequence = 16

    private var pending: [UInt8] = []

    private func step(_ input: [UInt8], at index: Int) -> Step {
        let byte = input[index]
        switch byte {
        case Self.escape:
            return escapeSequence(input, at: index)
        case 0x0D:
            let next = index + 1 < input.count ? input[index + 1] : nil
            return .decoded(.enter, length: next == 0x0A ? 2 : 1)
        case 0x0A:
            return .decoded(.enter, length: 1)
        case 0x09:
            return .decoded(.tab, length: 1)
        case 0x7F, 0x08:
            return .decoded(.backspace, length: 1)
        case 0x03:
            return .decoded(.interrupt, length: 1)
        case 0x20..<0x7F:
            return .decoded(.character(Character(Unicode.Scalar(byte))), length: 1)
        case 0x80...:
            return utf8Character(input, at: index)
        default:
            return .decoded(nil, length: 1)
        }
    }

    private func escapeSequence(_ input: [UInt8], at index: Int) -> Step {
        guard index + 1 < input.count else {
            return .decoded(.escape, length: 1)
        }
        switch input[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(input, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < input.count else {
                return .incomplete
            }
            return .decoded(arrow(finalByte: input[index + 2]), length: 3)
        default:
            // ESC then something else: Escape, and the rest decodes on its own (Alt-x).
            return .decoded(.escape, length: 1)
        }
    }

    /// `ESC [`, parameter and intermediate bytes, then one final byte in `@`...`~`.
    private func controlSequence(_ input: [UInt8], at index: Int) -> Step {
        var end = index + 2
        while end < input.count, !(0x40...0x7E).contains(input[end]) {
            guard (0x20...0x3F).contains(input[end]) else {
                // Not a sequence after all: drop the ESC [ and decode the rest.
                return .decoded(nil, length: end - index)
            }
            end += 1
        }
        guard end < input.count else {
            return .incomplete
        }
        let hasParameters = end > index + 2
        let finalByte = input[end]
        let key: Key? = if finalByte == UInt8(ascii: "Z") {
            .backTab
        } else if hasParameters {
            // Modified arrows and keys such as Delete (`ESC [ 3 ~`): not used here.
            nil
        } else {
            arrow(finalByte: finalByte)
        }
        return .decoded(key, length: end - index + 1)
    }

    private func arrow(finalByte: UInt8) -> Key? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    private func utf8Character(_ input: [UInt8], at index: Int) -> Step {
        let length = switch input[index] {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else {
            return .decoded(nil, length: 1)
        }
        let available = input[(index + 1)...].prefix(length - 1)
        guard available.allSatisfy({ (0x80...0xBF).contains($0) }) else {
            return .decoded(nil, length: 1)
        }
        guard available.count == length - 1 else {
            return .incomplete
        }
        var decoder = Unicode.UTF8()
        var bytes = input[index..<(index + length)].makeIterator()
        guard case let .scalarValue(scalar) = decoder.decode(&bytes), scalar.properties.generalCategory != .control else {
            return .decoded(nil, length: length)
        }
        return .decoded(.character(Character(scalar)), length: length)
    }
}
