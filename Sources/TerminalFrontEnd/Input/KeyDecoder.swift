/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// It understands the arrows, Home and End as CSI (`ESC [ A`, `ESC [ H`) and SS3 (`ESC O A`,
/// `ESC O F`) sequences, the numbered editing keys Home, End, Page Up and Page Down
/// (`ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 5 ~`, `ESC [ 6 ~`, and rxvt's `ESC [ 7 ~` and `ESC [ 8 ~`), Tab and
/// Shift-Tab (`ESC [ Z`), Enter (CR or LF, a CR LF pair counting once), Backspace (DEL or BS),
/// Ctrl-C, Ctrl-Z and UTF-8 text. Other control bytes are dropped, and so is every other escape
/// sequence, whole, so that none of it turns into typed text: CSI sequences with any
/// parameters (colours, `ESC [ 3 ~` for Delete, the bracketed paste markers `ESC [ 200 ~` and
/// `ESC [ 201 ~`), the control strings OSC (`ESC ] … BEL` or `ESC ] … ESC \`), DCS, SOS, PM
/// and APC (`ESC P`, `X`, `^` or `_`, then up to `ESC \`), `ESC`, intermediate bytes and a
/// final byte (`ESC ( B`), and two-character sequences (`ESC 7`, or Alt with a letter). The
/// 8-bit C1 forms of these introducers (the byte 0x9B, or U+009B in UTF-8, for `ESC [`, and so
/// on: C1 control 0x80 + n stands for `ESC` and 0x40 + n) start the same sequences, and the
/// C1 string terminator 0x9C ends a control string as `ESC \` does.
///
/// Mouse reports, which a terminal sends while mouse reporting is on, become a key only for a
/// notch of the wheel (``Key/wheelUp``, ``Key/wheelDown``; see `MouseWheelReport`), in the
/// X10 encoding (`ESC [ M` and three bytes of any value, the first 96 or 97) and the SGR one
/// (`ESC [ < 64 ; x ; y M` or `65`). Every other report is dropped whole in every encoding
/// (those two, SGR's release `m` and urxvt's `ESC [ b ; x ; y M`): none of its bytes becomes
/// a key.
///
/// A read may end in the middle of a sequence or of a UTF-8 character; the decoder keeps its
/// place and finishes them with the next read. An ESC that ends a read is the Escape key
/// itself: terminals send a whole sequence in one write, so a lone ESC was typed alone. A
/// sequence that runs on for more than ``longestSequence`` bytes is given up, and what follows
/// decodes as text again: an unterminated OSC must not swallow the keyboard.
public struct KeyDecoder: Sendable {

    /// The most bytes an escape sequence may take before the decoder gives it up.
    public static let longestSequence = 4096

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes the bytes of one read.
    ///
    /// - Parameters:
    ///   - bytes: What the read returned.
    ///   - moreMayFollow: Whether more bytes may be waiting already, because the read filled
    ///     its buffer: then an ESC at the end starts a sequence that the next read finishes,
    ///     rather than being the Escape key.
    /// - Returns: The keys completed by these bytes, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>, moreMayFollow: Bool = false) -> [Key] {
        var keys = BoundedKeys.unbounded
        for byte in bytes {
            decode(byte, into: &keys)
        }
        finishRead(moreMayFollow: moreMayFollow, into: &keys)
        return keys.removeAll()
    }

    /// Decodes the bytes of one read, keeping the keys as `bound` keeps them; a long run of
    /// printable ASCII, as a pasted flood is, costs a look at each byte rather than a key for each.
    ///
    /// - Parameters:
    ///   - bytes: What the read returned.
    ///   - moreMayFollow: Whether the read filled its buffer; see ``decode(_:moreMayFollow:)``.
    ///   - bound: An empty list that keeps keys as the caller will.
    /// - Returns: The keys completed by these bytes, in order, bounded.
    mutating func decode(_ bytes: ArraySlice<UInt8>, moreMayFollow: Bool, keeping bound: BoundedKeys) -> [Key] {
        var keys = bound
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard state == .text, keys.isPastTheFirstKeys, Self.printableASCII.contains(bytes[index]) else {
                decode(bytes[index], into: &keys)
                index += 1
                continue
            }
            // Of a run of printable characters, only the last ones can still be kept: skip the
            // others without making keys of them. Each would have left the decoder in text.
            let runEnd = Self.endOfPrintableRun(in: bytes, from: index)
            for byte in bytes[max(index, runEnd - keys.tailCapacity)..<runEnd] {
                decode(byte, into: &keys)
            }
            index = runEnd
        }
        finishRead(moreMayFollow: moreMayFollow, into: &keys)
        return keys.removeAll()
    }

    // MARK: - Private

    /// Where the decoder is: in text, or part way through a sequence or a character.
    private enum State: Equatable {
        /// Between keys.
        case text
        /// After an ESC.
        case escape
        /// After ESC and intermediate bytes (0x20–0x2F), before the final byte.
        case escapeIntermediates
        /// In a CSI sequence (`ESC [`), before its final byte: its parameters so far.
        case controlSequence(ControlSequenceParameters)
        /// In an X10 mouse report (`ESC [ M`), before the last `remaining` of its three bytes:
        /// the wheel's key its button byte gave, if it gave one.
        case mouseReport(key: Key?, remaining: Int)
        /// After SS3 (`ESC O`), before the key's byte.
        case singleShift
        /// In the text of an OSC, DCS, SOS, PM or APC string, which ends with the string
        /// terminator `ESC \`, or for OSC also with BEL.
        case controlString(endsAtBell: Bool)
        /// After an ESC in a control string: a `\` ends the string.
        case controlStringEscape
        /// In a UTF-8 character: the bytes so far and how many it has in all.
        case utf8(bytes: [UInt8], length: Int)
    }

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let carriageReturn: UInt8 = 0x0D
    private static let lineFeed: UInt8 = 0x0A
    private static let intermediateBytes: ClosedRange<UInt8> = 0x20...0x2F
    private static let parameterBytes: ClosedRange<UInt8> = 0x30...0x3F
    private static let finalBytes: ClosedRange<UInt8> = 0x40...0x7E
    private static let printableASCII: ClosedRange<UInt8> = 0x20...0x7E
    private static let continuationBytes: ClosedRange<UInt8> = 0x80...0xBF
    private static let c1Controls: ClosedRange<UInt8> = 0x80...0x9F
    private static let stringTerminator: UInt8 = 0x9C
    /// The final byte of `ESC [ M`, which starts an X10 mouse report rather than ending a sequence.
    private static let x10MouseReport = UInt8(ascii: "M")

    private var state = State.text
    /// The bytes of the escape sequence under way, ESC included.
    private var sequenceLength = 0
    /// Whether the last byte was a CR, so that an LF right after it is the same Enter.
    private var followsCarriageReturn = false

    /// The index after the run of printable ASCII that starts at `start`. Eight bytes at a
    /// time where it can: in a debug build, where each operation is a call, a flood is read at
    /// the speed of this loop.
    private static func endOfPrintableRun(in bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            let lowBits: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var offset = start - bytes.startIndex
            while offset + 8 <= buffer.count {
                let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // A byte below 0x20 borrows into its high bit; one above 0x7E has it set, or
                // sets it when 1 is added.
                let below = (word &- lowBits &* 0x20) & ~word & highBits
                let above = ((word &+ lowBits) | word) & highBits
                guard below | above == 0 else {
                    break
                }
                offset += 8
            }
            while offset < buffer.count, buffer[offset] &- 0x20 < 0x5F {
                offset += 1
            }
            return bytes.startIndex + offset
        }
    }

    /// An ESC that ends a read that did not fill its buffer is the Escape key itself.
    private mutating func finishRead(moreMayFollow: Bool, into keys: inout BoundedKeys) {
        if state == .escape, !moreMayFollow {
            keys.append(.escape)
            state = .text
        }
    }

    private mutating func decode(_ byte: UInt8, into keys: inout BoundedKeys) {
        switch state {
        case .text, .utf8:
            break
        default:
            sequenceLength += 1
            if sequenceLength > Self.longestSequence {
                // Never terminated: give it up, and read what follows as text.
                state = .text
            }
        }
        switch state {
        case .text:
            decodeText(byte, into: &keys)
        case .escape:
            decodeAfterEscape(byte, into: &keys)
        case .escapeIntermediates:
            if Self.intermediateBytes.contains(byte) {
                break
            }
            endSequence(at: byte, into: &keys, complete: (0x30...0x7E).contains(byte))
        case let .controlSequence(parameters):
            if Self.parameterBytes.contains(byte) || Self.intermediateBytes.contains(byte) {
                state = .controlSequence(parameters.adding(byte))
            } else if byte == Self.x10MouseReport, parameters.isEmpty {
                state = .mouseReport(key: nil, remaining: 3)
            } else if Self.finalBytes.contains(byte) {
                state = .text
                controlSequenceKey(finalByte: byte, parameters: parameters).map { keys.append($0) }
            } else {
                endSequence(at: byte, into: &keys, complete: false)
            }
        case let .mouseReport(key, remaining):
            // The button and the two coordinates, each a byte of any value; the key comes
            // once the whole report has.
            let key = remaining == 3 ? MouseWheelReport.key(x10Button: byte) : key
            if remaining > 1 {
                state = .mouseReport(key: key, remaining: remaining - 1)
            } else {
                state = .text
                key.map { keys.append($0) }
            }
        case .singleShift:
            if (0x20...0x7E).contains(byte) {
                state = .text
                arrow(finalByte: byte).map { keys.append($0) }
            } else {
                endSequence(at: byte, into: &keys, complete: false)
            }
        case let .controlString(endsAtBell):
            if byte == Self.escape {
                state = .controlStringEscape
            } else if byte == Self.stringTerminator || (byte == Self.bell && endsAtBell) {
                state = .text
            }
        case .controlStringEscape:
            if byte == UInt8(ascii: "\\") {
                state = .text
            } else {
                // The string ended without its terminator, and this ESC starts what comes next.
                state = .escape
                sequenceLength = 1
                decode(byte, into: &keys)
            }
        case let .utf8(bytes, length):
            continueUTF8Character(bytes, length: length, with: byte, into: &keys)
        }
    }

    private mutating func decodeText(_ byte: UInt8, into keys: inout BoundedKeys) {
        defer { followsCarriageReturn = byte == Self.carriageReturn }
        switch byte {
        case Self.escape:
            state = .escape
            sequenceLength = 1
        case Self.carriageReturn:
            keys.append(.enter)
        case Self.lineFeed:
            if !followsCarriageReturn {
                keys.append(.enter)
            }
        case 0x09:
            keys.append(.tab)
        case 0x7F, 0x08:
            keys.append(.backspace)
        case 0x03:
            keys.append(.interrupt)
        case 0x1A:
            keys.append(.suspend)
        case Self.c1Controls:
            // Not UTF-8 (a continuation byte cannot start a character): an 8-bit control.
            startEightBitSequence(byte, into: &keys)
        case 0x20..<0x7F:
            keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF:
            state = .utf8(bytes: [byte], length: 2)
        case 0xE0...0xEF:
            state = .utf8(bytes: [byte], length: 3)
        case 0xF0...0xF4:
            state = .utf8(bytes: [byte], length: 4)
        default:
            // Other control bytes, and bytes that cannot start a UTF-8 character.
            break
        }
    }

    private mutating func decodeAfterEscape(_ byte: UInt8, into keys: inout BoundedKeys) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence(ControlSequenceParameters())
        case UInt8(ascii: "O"):
            state = .singleShift
        case UInt8(ascii: "]"):
            state = .controlString(endsAtBell: true)
        case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            state = .controlString(endsAtBell: false)
        case Self.intermediateBytes:
            state = .escapeIntermediates
        case 0x30...0x7E:
            // A two-character sequence such as ESC 7, or Alt with a key: nothing here uses them.
            state = .text
        case Self.escape:
            // Escape pressed, then something else that starts with ESC.
            keys.append(.escape)
            sequenceLength = 1
        default:
            // Escape, then a control byte or a UTF-8 character that decodes on its own.
            keys.append(.escape)
            state = .text
            decode(byte, into: &keys)
        }
    }

    /// Starts the sequence that the C1 control `byte` (0x80–0x9F) introduces: the same as
    /// `ESC` followed by `byte - 0x40` (0x9B is `ESC [`, 0x9D is `ESC ]`), dropped whole.
    private mutating func startEightBitSequence(_ byte: UInt8, into keys: inout BoundedKeys) {
        state = .escape
        sequenceLength = 1
        decode(byte - 0x40, into: &keys)
    }

    /// Ends the sequence under way at `byte`: a `complete` sequence ends with it; otherwise
    /// `byte` does not belong to it, so the sequence is dropped and `byte` decodes afresh
    /// (a Ctrl-C, or the ESC of the next sequence).
    private mutating func endSequence(at byte: UInt8, into keys: inout BoundedKeys, complete: Bool) {
        state = .text
        if !complete {
            decode(byte, into: &keys)
        }
    }

    private func controlSequenceKey(finalByte: UInt8, parameters: ControlSequenceParameters) -> Key? {
        if let report = parameters.mouseReport {
            // The wheel reports presses only: a release (`m`) is dropped as any other report is.
            return report.isComplete && finalByte == UInt8(ascii: "M") ? MouseWheelReport.key(buttonCode: report.buttonCode) : nil
        }
        if finalByte == UInt8(ascii: "Z") {
            return .backTab
        }
        if finalByte == UInt8(ascii: "~") {
            // The VT220 editing keys, numbered; Delete (`ESC [ 3 ~`) and the others are not used here.
            return switch parameters.number {
            case 1, 7: .home
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        }
        // Modified arrows (`ESC [ 1 ; 5 A`) are not used here.
        return parameters.isEmpty ? arrow(finalByte: finalByte) : nil
    }

    /// The key of an arrow, Home or End sequence's final byte, CSI or SS3 alike.
    private func arrow(finalByte: UInt8) -> Key? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private mutating func continueUTF8Character(_ bytes: [UInt8], length: Int, with byte: UInt8, into keys: inout BoundedKeys) {
        guard Self.continuationBytes.contains(byte) else {
            // Not UTF-8 after all: drop what came so far, and decode this byte afresh.
            state = .text
            decode(byte, into: &keys)
            return
        }
        let bytes = bytes + [byte]
        guard bytes.count == length else {
            state = .utf8(bytes: bytes, length: length)
            return
        }
        state = .text
        var decoder = Unicode.UTF8()
        var iterator = bytes.makeIterator()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else {
            return
        }
        if let c1Control = UInt8(exactly: scalar.value), Self.c1Controls.contains(c1Control) {
            startEightBitSequence(c1Control, into: &keys)
        } else if scalar.properties.generalCategory != .control {
            keys.append(.character(Character(scalar)))
        }
    }
}
