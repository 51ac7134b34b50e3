import Crypto

/// The secret that names a session: 128 random bits as 32 lowercase hexadecimal digits.
///
/// It comes from the system's cryptographically secure generator, so a page cannot guess
/// another's session.
struct SessionToken: Hashable, Sendable {

    /// The token as the page stores and sends it.
    let text: String

    /// The SHA-256 of the token in hexadecimal: what a ``SessionStore`` keeps instead of the
    /// token, so that reading the store does not let anyone take a session over.
    var hashed: String {
        SHA256.hash(data: Array(text.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// A new random token.
    static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return SessionToken(text: digits.joined())
    }

    /// The token in `text`, or `nil` unless `text` is 32 lowercase hexadecimal digits.
    init?(parsing text: Substring) {
        guard text.utf8.count == 32, text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            return nil
        }
        self.text = String(text)
    }

    private init(text: String) {
        self.text = text
    }
}
