import SwiftSyntax

/// Ports one Swift file of RIBs iOS code: RxSwift to the Combine API, Swift 5 protocols to
/// Swift 6's, on the file's syntax tree; comments and formatting stay as they were.
public enum SwiftFilePorter {

    /// Ports `source`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - module: The module the file belongs to; by default, the file alone.
    /// - Returns: The new text, with what was rewritten and what is left to do by hand.
    public static func port(_ source: String, in module: ModuleIndex? = nil) -> PortedFile {
        let file = ParsedSwiftFile(source)
        return port(file, in: module ?? ModuleIndex(files: [file]))
    }

    /// Ports `file`, a file of `module`.
    ///
    /// - Returns: The new text, with what was rewritten and what is left to do by hand.
    public static func port(_ file: ParsedSwiftFile, in module: ModuleIndex) -> PortedFile {
        let rewriter = PortRewriter(locationConverter: SourceLocationConverter(fileName: "", tree: file.tree), module: module)
        let ported = rewriter.rewrite(file.tree)
        let portedFile = ParsedSwiftFile(ported.description)
        return PortedFile(text: ported.description,
                          rewrites: rewriter.rewrites.sorted { $0.line < $1.line },
                          manualSteps: (rewriter.manualSteps + PortLeftovers.find(in: portedFile.tree, of: module)).sorted { $0.line < $1.line })
    }
}
