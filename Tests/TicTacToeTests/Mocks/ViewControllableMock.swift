import RIBs

/// A plain ``ViewControllable`` for tests, to tell view controllers apart by identity.
@MainActor
final class ViewControllableMock: ViewControllable {}
