// Repeatable figures for callgrind: the load tool's pages played in process, each message
// through a session's whole path but the socket (parsed, acted on by the RIB tree, saved,
// answered as JSON). See Web/scripts/measure.sh.
//
//   WebMeasure PAGES MESSAGES [DATA_DIR]
//
// Opens PAGES sessions, logs each in, then plays the load tool's game messages round-robin,
// MESSAGES of them per page, one message at a time; with DATA_DIR, sessions are stored in
// SQLite there, as `tictactoe-web --data-dir` stores them. Prints the bytes of JSON sent.
//
// The main thread runs a run loop rather than an asynchronous `main`, whose dispatch main
// queue valgrind cannot run.
import Foundation
import LoadScript
import Logging
import SQLSessionStore
import TicTacToe
import WebFrontEnd

/// What the command line asked for.
struct Arguments {
    let pages: Int
    let messagesPerPage: Int
    let dataDirectory: String?

    init?(_ arguments: [String]) {
        guard (2...3).contains(arguments.count), let pages = Int(arguments[0]), let messages = Int(arguments[1]),
              pages > 0, messages >= 0 else {
            return nil
        }
        self.pages = pages
        messagesPerPage = messages
        dataDirectory = arguments.count == 3 ? arguments[2] : nil
    }
}

/// Plays the pages; returns the bytes of JSON they were sent, or why it could not.
@MainActor
func play(_ arguments: Arguments) async -> Result<Int, any Error> {
    var logger = Logger(label: "WebMeasure")
    logger.logLevel = .warning
    var store: SQLSessionStore?
    if let directory = arguments.dataDirectory {
        do {
            store = try await SQLSessionStore.openSQLite(directory: directory, logger: logger)
        } catch {
            return .failure(error)
        }
    }
    let limits = SessionLimits(maxSessions: arguments.pages, messagesPerSecond: 1_000_000_000)
    let registry = SessionRegistry(app: TicTacToeApp.descriptor, limits: limits, logger: logger, store: store)
    var pages: [InProcessPage] = []
    for _ in 0..<arguments.pages {
        guard let page = await InProcessPage.open(on: registry) else {
            return .failure(MeasureError.noRoom)
        }
        for message in PlayerScript.login where !(await page.send(message)) {
            return .failure(MeasureError.refused(message))
        }
        pages.append(page)
    }
    for step in 0..<arguments.messagesPerPage {
        let message = PlayerScript.game[step % PlayerScript.game.count].message
        for page in pages where !(await page.send(message)) {
            return .failure(MeasureError.refused(message))
        }
    }
    var bytes = 0
    for page in pages {
        bytes += await page.close()
    }
    await registry.flushSavedStates()
    await store?.close()
    return .success(bytes)
}

enum MeasureError: Error {
    case noRoom
    case refused(String)
}

guard let arguments = Arguments(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: WebMeasure PAGES MESSAGES [DATA_DIR]\n".utf8))
    exit(2)
}
let outcome = MainActor.assumeIsolated {
    var outcome: Result<Int, any Error>?
    Task { @MainActor in
        outcome = await play(arguments)
    }
    while outcome == nil {
        _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
    return outcome
}
switch outcome {
case let .success(bytes)?:
    print("bytes sent: \(bytes)")
case let .failure(error)?:
    FileHandle.standardError.write(Data("WebMeasure: \(error)\n".utf8))
    exit(1)
case nil:
    exit(1)
}
