import ArgumentParser
import Foundation
import RIBsPorting

/// `ribs-port`: RIBs iOS code (RxSwift, Swift 5) ported to this package (Combine API, Swift 6).
@main
struct RIBsPortCommand: ParsableCommand {

    static let configuration = CommandConfiguration(
        commandName: "ribs-port",
        abstract: "Port a folder of RIBs iOS Swift code to RIBs here: RxSwift to the Combine API, Swift 5 protocols and XCTest cases to Swift 6.",
        discussion: """
            Reads every .swift file under SOURCE, rewrites it on its syntax tree, and writes the \
            ported copy under OUTPUT with the same layout; SOURCE is never touched. OUTPUT must \
            not exist, or be empty, and may not be inside SOURCE. If any file does not parse, \
            nothing is written. A summary lists the files, the rewrites by kind, and the steps \
            left to do by hand, each with its file and line (also marked in the code with \
            `ribs port:` comments).
            """
    )

    @Argument(help: ArgumentHelp("The folder of RIBs iOS code.", valueName: "source"))
    var source: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where the ported copy goes.", valueName: "folder"))
    var output: String

    func run() throws {
        let job = try PortJob(source: source, output: output)
        let summary = try job.run()
        print(summary.text, terminator: "")
    }
}
