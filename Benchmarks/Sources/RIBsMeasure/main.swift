import Foundation
import HeadlessGame
import RIBs

// A repeatable workload for `valgrind --tool=callgrind` and `/usr/bin/time -v`, where
// package-benchmark's timings are too noisy on a shared machine. See Benchmarks/measure.sh.
//
//   RIBsMeasure lives N            N lives of a viewless RIB (build, attach, detach,
//                                  deallocate), leak detection off
//   RIBsMeasure games N [--leak-detection]
//                                  N headless TicTacToe games in a row, leak detection off
//                                  unless asked; then waits for pending checks to fall due

let arguments = CommandLine.arguments.dropFirst()
guard let mode = arguments.first, let count = arguments.dropFirst().first.flatMap({ Int($0) }), count >= 0 else {
    FileHandle.standardError.write(Data("usage: RIBsMeasure lives N | games N [--leak-detection]\n".utf8))
    exit(2)
}
let isLeakDetectionEnabled = arguments.contains("--leak-detection")

switch mode {
case "lives":
    LeakDetector.instance.isEnabled = false
    let parent = LaunchedParent()
    for _ in 0 ..< count {
        parent.liveOnce()
    }
    precondition(parent.router.children.isEmpty)
case "games":
    LeakDetector.instance.isEnabled = isLeakDetectionEnabled
    for _ in 0 ..< count {
        playOneHeadlessGame()
    }
    if isLeakDetectionEnabled {
        // Let the checks fall due (5 s at most), so that a leak would be reported.
        try await Task.sleep(for: .seconds(6))
    }
default:
    FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8))
    exit(2)
}
