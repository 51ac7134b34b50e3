// N lives of a viewless RIB (build, attach, activate, detach, deallocate; leak detection off),
// driven from the main thread outside any task: this top-level code never awaits, so Swift runs
// it synchronously on the main thread, where RIBsMeasure's (which awaits) runs in a task.
//
//   RIBsMeasureOutsideTask N
import Foundation

guard let count = CommandLine.arguments.dropFirst().first.flatMap({ Int($0) }), count >= 0 else {
    FileHandle.standardError.write(Data("usage: RIBsMeasureOutsideTask N\n".utf8))
    exit(2)
}
LaunchedParent.live(count)
