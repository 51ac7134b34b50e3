/// The names of what RIBs reports through swift-distributed-tracing, for dashboards and tests.
///
/// RIBs starts spans only when a tracer is set when a tree launches: one bootstrapped with
/// `InstrumentationSystem.bootstrap(_:)`, or bound to the launching task with
/// `withTracer(_:_:)`. A tree launched without one costs its RIBs one `nil` check per attach,
/// detach and activeness change. With a tracer:
///
/// - a RIB's active life, from attach (or launch) to detach, is a span named after its router
///   type, a child of its parent's span; the launch router's span starts a trace of its own,
///   linked to the span the launch happened in, if any; a RIB attached while a span is current
///   (a web message being handled, say) links to it as well;
/// - the RIB's interactor becoming active or inactive, a child attached or detached, and its
///   saved state restored or refused are events on that span (``RIBSpanEvent``);
/// - a ``Workflow``'s run is a span named after its type, a child of the span current when it
///   was subscribed, with an event for each step's start and finish.
///
/// A subtree detached with its parent ends with it; a tree dropped without a detach ends its
/// spans as its routers are deallocated.
public enum RIBTracing {

    /// The attribute naming the RIB's router type, as the span's name does.
    public static let routerAttribute = "rib.router"

    /// The attribute naming the RIB's interactor type.
    public static let interactorAttribute = "rib.interactor"

    /// The attribute with the tag a RIB was attached under, when its parent gave one.
    public static let tagAttribute = "rib.tag"

    /// The attribute of an ``RIBSpanEvent/attachChild`` or ``RIBSpanEvent/detachChild`` event
    /// naming the child's router type.
    public static let childAttribute = "rib.child"

    /// The attribute of a ``RIBSpanEvent/restoreRefused`` event saying why the state was
    /// refused, and of a ``RIBSpanEvent/restored`` event saying which fields were not restored
    /// and why, when some were not.
    public static let reasonAttribute = "rib.reason"

    /// The attribute counting the events a span did not keep: a span keeps its first 128.
    public static let droppedEventsAttribute = "rib.events_dropped"

    /// The attribute of a workflow step's events: the step's number, from 1.
    public static let stepAttribute = "rib.workflow.step"

    /// The attribute of a workflow step's events: the type of the actionable item it acts on.
    public static let actionableItemAttribute = "rib.workflow.actionable_item"
}

/// The events RIBs adds to a RIB's span and to a workflow's.
public enum RIBSpanEvent: String, Sendable, CaseIterable {

    /// The RIB's interactor became active (its `didBecomeActive()` ran).
    case didBecomeActive

    /// The RIB's interactor became inactive (its `willResignActive()` ran).
    case willResignActive

    /// A child was attached; ``RIBTracing/childAttribute`` names it.
    case attachChild

    /// A child was detached; ``RIBTracing/childAttribute`` names it.
    case detachChild

    /// The RIB's interactor got the state an earlier run saved, or all of it that still fits
    /// (``RIBTracing/reasonAttribute`` then names the fields left out).
    case restored

    /// The RIB's saved state no longer fits; it started fresh (``RIBTracing/reasonAttribute``).
    case restoreRefused

    /// A workflow step was called on its actionable item.
    case stepStarted

    /// A workflow step produced the next actionable item.
    case stepFinished

    /// The workflow's subscription was cancelled before every step ran.
    case cancelled
}
