/// What the `shared { }` benchmarks vend: a stream behind a protocol, as the tutorial's
/// `var mutableScoreStream: MutableScoreStream { shared { ScoreStreamImpl() } }` does.
///
/// Not main-actor isolated, so that Swinject's factories, which are not, can create it too.
protocol SharedStream: AnyObject {}

/// The one implementation of ``SharedStream``.
final class SharedStreamImpl: SharedStream {}
