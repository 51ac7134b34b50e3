import Foundation
import BenchmarkWorkloads
import RIBs

// A repeatable workload for `valgrind --tool=callgrind` and `/usr/bin/time -v`, where
// package-benchmark's timings are too noisy on a shared machine. See Benchmarks/measure.sh.
//
//   RIBsMeasure lives N            N lives of a viewless RIB (build, attach, detach,
//                                  deallocate), leak detection off
//   RIBsMeasure tree ORDER N       N viewless RIBs attached to one parent, then detached in
//                                  ORDER: newestFirst, oldestFirst, random or loopOverChildren
//   RIBsMeasure games N [--leak-detection]
//                                  N headless TicTacToe games in a row, leak detection off
//                                  unless asked; then waits for pending checks to fall due

let arguments = CommandLine.arguments.dropFirst()
let order = arguments.first == "tree" ? WideDetachOrder.allCases.first { "\($0)" == arguments.dropFirst().first } : nil
let countArgument = arguments.dropFirst(order == nil ? 1 : 2).first
guard let mode = arguments.first, let count = countArgument.flatMap({ Int($0) }), count >= 0,
      mode != "tree" || order != nil else {
    FileHandle.standardError.write(Data("usage: RIBsMeasure lives N | tree ORDER N | games N [--leak-detection]\n".utf8))
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
case "tree":
    LeakDetector.instance.isEnabled = false
    let parent = LaunchedParent()
    var children: [any Routing] = []
    children.reserveCapacity(count)
    for _ in 0 ..< count {
        let child = parent.childBuilder.build()
        parent.router.attachChild(child)
        children.append(child)
    }
    order?.detachAll(children, from: parent.router)
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
