import ArgumentParser
import Foundation

extension RIBsCommand {

    /// `ribs port`: runs `ribs-port`, which lives in a package of its own (`Port/`) so that
    /// neither the game nor `ribs` builds swift-syntax; the first run builds it.
    struct Port: ParsableCommand {

        static let configuration = CommandConfiguration(
            commandName: "port",
            abstract: "Port a folder of RIBs iOS code (RxSwift, XCTest, Swift 5) to RIBs here (Combine API, Swift 6).",
            discussion: """
                Runs ribs-port with these arguments: 'ribs port SOURCE --output DIR'; \
                'ribs port --help' for its options. ribs-port is the one named by $RIBS_PORT, \
                else the one beside ribs, else this checkout's Port package, built on first use \
                (swift-syntax: several minutes, which ribs says before it starts).
                """
        )

        @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("ribs-port's arguments.", valueName: "arguments"))
        var arguments: [String] = []

        func run() throws {
            let porter = try PortPackageTool.porter.locate()
            let process = Process()
            process.executableURL = porter
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw ExitCode(process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
            }
        }
    }
}
