import RIBs

/// The dependencies of OffGame that the LoggedIn scope provides; the player names come from
/// the component itself.
extension LoggedInComponent: OffGameDependency {

    /// OffGame only shows the score, so it gets the read-only stream.
    var scoreStream: ScoreStream {
        mutableScoreStream
    }
}
