import Foundation
import BenchmarkWorkloads
import RIBs

// A repeatable workload for `valgrind --tool=callgrind` and `/usr/bin/time -v`, where
// package-benchmark's timings are too noisy on a shared machine. See Benchmarks/measure.sh.
//
//   RIBsMeasure lives N            N lives of a viewless RIB (build, attach, detach,
//                                  deallocate), leak detection off
//   RIBsMeasure viewLives N        the same, of a RIB with a view
//   RIBsMeasure subscribedLives N  the same, of a viewless RIB that subscribes to its parent's
//                                  stream while active
//   RIBsMeasure sharedReads N      N reads of a component's `shared {}` property
//   RIBsMeasure tree ORDER N       N viewless RIBs attached to one parent, then detached in
//                                  ORDER: newestFirst, oldestFirst, random or loopOverChildren
//   RIBsMeasure games N [--leak-detection]
//                                  N headless TicTacToe games in a row, leak detection off
//                                  unless asked; then waits for pending checks to fall due
//   RIBsMeasure saves POSITION N   N saves of the TicTacToe tree played to POSITION: login,
//                                  start, game or result (see SavedGamePosition)
//   RIBsMeasure restores N         N restores of a tree saved mid-game
//   RIBsMeasure edits N [--save]   N edits of a name at the login form, each followed by a
//                                  save if asked: a save after a change is the difference

let arguments = CommandLine.arguments.dropFirst()
let order = arguments.first == "tree" ? WideDetachOrder.allCases.first { "\($0)" == arguments.dropFirst().first } : nil
let position = arguments.first == "saves" ? arguments.dropFirst().first.flatMap(SavedGamePosition.Position.init(rawValue:)) : nil
let countArgument = arguments.dropFirst(order == nil && position == nil ? 1 : 2).first
guard let mode = arguments.first, let count = countArgument.flatMap({ Int($0) }), count >= 0,
      mode != "tree" || order != nil, mode != "saves" || position != nil else {
    FileHandle.standardError.write(Data("""
        usage: RIBsMeasure lives N | viewLives N | subscribedLives N | sharedReads N | tree ORDER N | games N [--leak-detection]
               | saves POSITION N | restores N | edits N [--save]

        """.utf8))
    exit(2)
}
let isLeakDetectionEnabled = arguments.contains("--leak-detection")

switch mode {
case "lives":
    LaunchedParent.live(count)
case "viewLives":
    LaunchedParent.live(count, builtBy: ViewBuilder(dependency: ParentComponent()).build)
case "subscribedLives":
    LaunchedParent.live(count, builtBy: SubscribingBuilder(dependency: ParentComponent()).build)
case "sharedReads":
    let component = SharingComponent()
    var reads = 0
    for _ in 0 ..< count {
        reads += component.stream.value + 1
    }
    precondition(reads == count)
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
    let saves = arguments.contains("--save")
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
    FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8))
    exit(2)
}
