// N lives of a viewless RIB (build, attach, activate, detach, deallocate; leak detection off),
// driven from the main thread outside any task: this top-level code never awaits, so Swift runs
// it synchronously on the main thread, where RIBsMeasure's (which awaits) runs in a task.
//
//   RIBsMeasureOutsideTask N
//
// A count that is not one whole number ≥ 0 stops it with exit status 2.
import Foundation

let operands = CommandLine.arguments.dropFirst()
guard operands.count == 1, let count = operands.first.flatMap({ Int($0) }), count >= 0 else {
    let got = operands.isEmpty ? "none" : "'\(operands.joined(separator: " "))'"
    FileHandle.standardError.write(Data("RIBsMeasureOutsideTask: needs one count, a whole number ≥ 0; got \(got)\nusage: RIBsMeasureOutsideTask N\n".utf8))
    exit(2)
}
LaunchedParent.liveViewless(count)
