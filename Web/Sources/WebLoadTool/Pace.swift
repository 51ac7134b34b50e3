/// When a load session sends its next message.
///
/// Flat out, a session sends the next message the instant the previous answer arrives: the
/// server is driven to saturation, and by Little's law the mean latency is then the sessions
/// divided by the throughput, whatever the server's cost per message. Paced, a session sends
/// on a schedule of its own, as a player who thinks between moves would; the schedule does
/// not wait for answers, and latency is measured from when a message was due, so a server
/// that falls behind shows as latency instead of as fewer messages (no coordinated omission).
enum Pace: Equatable {

    /// Each message as soon as the previous one is answered.
    case flatOut

    /// On average `actionsPerSecond` messages a second, each gap drawn at random within
    /// ±``Pace/jitter`` of the mean so that sessions do not move in lockstep.
    case paced(actionsPerSecond: Double)

    /// How far one gap may stray from the mean gap, as a fraction of it.
    static let jitter = 0.2

    /// When the first message after `start` is due: flat out at once; paced at a random point
    /// of the first gap, so that sessions started together spread over it.
    func firstDue<Generator: RandomNumberGenerator>(after start: ContinuousClock.Instant,
                                                    using generator: inout Generator) -> ContinuousClock.Instant {
        guard case let .paced(actionsPerSecond) = self else {
            return start
        }
        return start + .seconds(Double.random(in: 0..<1, using: &generator) / actionsPerSecond)
    }

    /// When the message after one due at `due` is due. Flat out, `answered`: when the previous
    /// one was answered.
    func nextDue<Generator: RandomNumberGenerator>(after due: ContinuousClock.Instant, answered: ContinuousClock.Instant,
                                                   using generator: inout Generator) -> ContinuousClock.Instant {
        guard case let .paced(actionsPerSecond) = self else {
            return answered
        }
        let gap = Double.random(in: (1 - Self.jitter)...(1 + Self.jitter), using: &generator) / actionsPerSecond
        return due + .seconds(gap)
    }

    /// About how many messages fall due from `due` until `deadline`: those a session behind
    /// its pace had no time left to send. Flat out none: a message is due when it is sent.
    func messagesDue(from due: ContinuousClock.Instant, before deadline: ContinuousClock.Instant) -> Int {
        guard case let .paced(actionsPerSecond) = self, due < deadline else {
            return 0
        }
        return Int(((deadline - due).seconds * actionsPerSecond).rounded(.up))
    }
}
