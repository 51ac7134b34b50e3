/// The links an app opens, such as `notes://open?note=42`: a host takes one on its command line
/// (`--open`) or in a page's address and hands it to the launched tree (``AppTree/openLink``).
public struct AppLinks: Sendable {

    /// A link the app opens, for help texts.
    public let example: String

    /// Reads a link without a tree, so that a host refuses one the app cannot open before
    /// anything starts; throws an error whose description says why.
    public let check: @Sendable (String) throws -> Void

    /// Describes the links an app opens.
    ///
    /// - Parameters:
    ///   - example: A link the app opens, for help texts.
    ///   - check: Throws, with a sentence for the user, when the app cannot open a link.
    public init(example: String, check: @escaping @Sendable (String) throws -> Void) {
        self.example = example
        self.check = check
    }
}
