import ArgumentParser
import RIBsGenerator

/// Which kind of RIB `ribs new` writes, or `ribs tests` tests: the flags both share.
struct RIBKindOptions: ParsableArguments {

    @Flag(help: "A RIB without a view controller of its own, like the tutorial's LoggedIn.")
    var viewless = false

    @Flag(help: ArgumentHelp(
        "The root RIB, like the tutorial's Root: launched into the window (its router a LaunchRouter, its builder returning LaunchRouting), with no parent to listen to it."))
    var launch = false

    /// Refuses both flags at once: a root has a view of its own.
    func validate() throws {
        if viewless && launch {
            throw ValidationError("--viewless and --launch do not go together: the root RIB has a view of its own.")
        }
    }

    /// The kind the flags name.
    var kind: RIBKind {
        viewless ? .viewless : launch ? .launch : .withView
    }
}
