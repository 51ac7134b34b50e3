import Foundation
import BenchmarkWorkloads
import RIBs
import Tracing

// A repeatable workload for `valgrind --tool=callgrind` and `/usr/bin/time -v`, where
// package-benchmark's timings are too noisy on a shared machine. See Benchmarks/measure.sh.
//
//   RIBsMeasure lives N [--traced] N lives of a viewless RIB (build, attach, detach,
//                                  deallocate), leak detection off; each measured RIB is the
//                                  generator's shape (ViewlessRIB.swift, PageRIB.swift, ...);
//                                  traced: with a tracer that discards every span bootstrapped,
//                                  so that each life is a span RIBs starts, ends and records on
//   RIBsMeasure viewLives N        the same, of a RIB with a view
//   RIBsMeasure subscribedLives N  the same, of a viewless RIB that subscribes to its parent's
//                                  stream while active
//   RIBsMeasure sharedReads N      N reads of a component's `shared {}` property
//   RIBsMeasure tree ORDER N       N viewless RIBs attached to one parent, then detached in
//                                  ORDER (newestFirst, oldestFirst, random or loopOverChildren)
//                                  and freed
//   RIBsMeasure games N [--leak-detection]
//                                  N headless TicTacToe games in a row, leak detection off
//                                  unless asked; then waits for pending checks to fall due
//   RIBsMeasure saves POSITION N   N saves of the TicTacToe tree played to POSITION: login,
//                                  start, game or result (see SavedGamePosition)
//   RIBsMeasure restores N         N restores of a tree saved mid-game
//   RIBsMeasure edits N [--save]   N edits of a name at the login form, each followed by a
//                                  save if asked: a save after a change is the difference
//
// An unknown mode, order, position or option, or a count that is not a whole number ≥ 0, stops
// it with exit status 2.

let usage = """
    usage: RIBsMeasure lives N [--traced] | viewLives N | subscribedLives N | sharedReads N | tree ORDER N | games N [--leak-detection]
           | saves POSITION N | restores N | edits N [--save]

    """

/// Stops with `problem` and the usage, exit status 2: a mode, order or count this program does
/// not know must fail the run, not measure nothing.
func stop(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("RIBsMeasure: \(problem)\n\(usage)".utf8))
    exit(2)
}

let modes = ["lives", "viewLives", "subscribedLives", "sharedReads", "tree", "games", "saves", "restores", "edits"]
let flagsOfMode = ["lives": ["--traced"], "games": ["--leak-detection"], "edits": ["--save"]]
let arguments = CommandLine.arguments.dropFirst()
guard let mode = arguments.first else {
    stop("no mode given")
}
guard modes.contains(mode) else {
    stop("unknown mode '\(mode)'")
}
let flags = arguments.dropFirst().filter { $0.hasPrefix("--") }
if let flag = flags.first(where: { !(flagsOfMode[mode] ?? []).contains($0) }) {
    stop("\(mode) takes no option '\(flag)'")
}
var operands = arguments.dropFirst().filter { !$0.hasPrefix("--") }
let order: WideDetachOrder?
let position: SavedGamePosition.Position?
switch mode {
case "tree":
    let name = operands.isEmpty ? "" : operands.removeFirst()
    order = WideDetachOrder.allCases.first { "\($0)" == name }
    position = nil
    guard order != nil else {
        stop("unknown order '\(name)'; the orders are \(WideDetachOrder.allCases.map { "\($0)" }.joined(separator: ", "))")
    }
case "saves":
    let name = operands.isEmpty ? "" : operands.removeFirst()
    order = nil
    position = SavedGamePosition.Position(rawValue: name)
    guard position != nil else {
        stop("unknown position '\(name)'")
    }
default:
    order = nil
    position = nil
}
guard operands.count == 1, let count = Int(operands[0]), count >= 0 else {
    stop("\(mode) needs one count, a whole number ≥ 0; got \(operands.isEmpty ? "none" : "'\(operands.joined(separator: " "))'")")
}
let isLeakDetectionEnabled = flags.contains("--leak-detection")

switch mode {
case "lives":
    if flags.contains("--traced") {
        InstrumentationSystem.bootstrap(DiscardingTracer())
    }
    LaunchedParent.liveViewless(count)
case "viewLives":
    let parent = LaunchedParent()
    let builder = PageBuilder(dependency: parent.component)
    parent.live(count) { builder.build(withListener: parent.interactor) }
case "subscribedLives":
    let parent = LaunchedParent()
    let builder = SubscribingBuilder(dependency: parent.component)
    parent.live(count) { builder.build(withListener: parent.interactor) }
case "sharedReads":
    let component = SharingComponent()
    var reads = 0
    for _ in 0 ..< count {
        reads += component.stream.value + 1
    }
    precondition(reads == count)
case "tree":
    liveWideTree(of: count, detaching: order ?? .newestFirst)
case "games":
    LeakDetector.instance.isEnabled = isLeakDetectionEnabled
    for _ in 0 ..< count {
        playOneHeadlessGame()
    }
    if isLeakDetectionEnabled {
        // Let the checks fall due (5 s at most), so that a leak would be reported.
        try await Task.sleep(for: .seconds(6))
    }
case "saves":
    LeakDetector.instance.isEnabled = false
    let game = SavedGamePosition(position ?? .game)
    var bytes = 0
    for _ in 0 ..< count {
        bytes += game.save().count
    }
    precondition(count == 0 || bytes > 0)
case "edits":
    LeakDetector.instance.isEnabled = false
    let game = SavedGamePosition(.login)
    let saves = flags.contains("--save")
    var bytes = 0
    for index in 0 ..< count {
        game.renameFirstPlayer(index.isMultiple(of: 2) ? "Alicia" : "Alice")
        if saves {
            bytes += game.save().count
        }
    }
    precondition(count == 0 || !saves || bytes > 0)
case "restores":
    LeakDetector.instance.isEnabled = false
    let data = SavedGamePosition(.game).save()
    for _ in 0 ..< count {
        SavedGamePosition.restore(data)
    }
default:
    stop("unknown mode '\(mode)'")
}
