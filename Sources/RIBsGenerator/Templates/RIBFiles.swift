/// The files the generator writes, by command: a new RIB, a component extension, a RIB's tests,
/// a new app.
public enum RIBFiles {

    /// The files of a new RIB, as `ribs new` writes them.
    ///
    /// - Parameters:
    ///   - rib: The RIB's name.
    ///   - kind: Whether the RIB owns a view controller.
    ///   - parent: The parent it is wired into, if any (`ribs new --parent`): its `TODO`s then
    ///     name the parent's files rather than ask for `ribs extension`.
    /// - Returns: `<Name>Builder.swift`, `<Name>Interactor.swift`, `<Name>Router.swift` and, for
    ///   a RIB with a view, `<Name>ViewController.swift`.
    public static func newRIB(_ rib: RIBName, kind: RIBKind, wiredInto parent: RIBName? = nil) -> [GeneratedFile] {
        let logic = [
            BuilderTemplate(rib: rib, kind: kind, parent: parent).file,
            InteractorTemplate(rib: rib, kind: kind, tellsParentWhenDone: parent != nil).file,
            RouterTemplate(rib: rib, kind: kind).file,
        ]
        switch kind {
        case .withView, .launch:
            return logic + [ViewControllerTemplate(rib: rib).file]
        case .viewless:
            return logic
        }
    }

    /// The extension by which a parent's component provides a child's dependency, as
    /// `ribs extension` writes it.
    ///
    /// - Parameters:
    ///   - parent: The parent RIB's name.
    ///   - child: The child RIB's name.
    ///   - childKind: Whether the child owns a view controller; a viewless child's dependency
    ///     asks for the view controller it shows its children's views in.
    ///   - lentViewController: The expression that lends a viewless child its view controller,
    ///     if known; otherwise a `TODO` stands in its place.
    /// - Returns: `<Parent>Component+<Child>.swift`.
    public static func componentExtension(parent: RIBName, child: RIBName, childKind: RIBKind, lentViewController: String? = nil) -> GeneratedFile {
        ComponentExtensionTemplate(parent: parent, child: child, childKind: childKind, lentViewController: lentViewController).file
    }

    /// The unit tests of a RIB and the mocks they use, as `ribs tests` writes them.
    ///
    /// - Parameters:
    ///   - rib: The RIB's name.
    ///   - kind: Whether the RIB owns a view controller.
    ///   - module: The module that holds the RIB, imported with `@testable import`.
    ///   - tellsParentWhenDone: Whether the RIB's Listener declares `<name>DidFinish()`, which
    ///     its listener mock then counts.
    /// - Returns: `<Name>InteractorTests.swift`, `<Name>RouterTests.swift` and `<Name>Mocks.swift`.
    public static func tests(for rib: RIBName, kind: RIBKind, module: ModuleName, tellsParentWhenDone: Bool = false) -> [GeneratedFile] {
        [
            InteractorTestsTemplate(rib: rib, kind: kind, module: module).file,
            RouterTestsTemplate(rib: rib, kind: kind, module: module).file,
            MocksTemplate(rib: rib, kind: kind, module: module, tellsParentWhenDone: tellsParentWhenDone).file,
        ]
    }

    /// The package of a new app, as `ribs init` writes it: a root RIB on `LaunchRouter`, a
    /// first child wired in, the launch code on the terminal front-ends, tests and a README.
    ///
    /// - Parameters:
    ///   - app: The app's name.
    ///   - ribs: Where the package gets RIBs.
    ///   - web: Whether to add a command that serves the app to browsers; needs RIBs from a
    ///     checkout (``RIBsDependency/path(_:)``), whose `Web` folder holds the web front-end.
    /// - Returns: The package's files, each named by its path inside the package's folder.
    public static func app(_ app: AppName, ribs: RIBsDependency, web: Bool = false) -> [GeneratedFile] {
        StarterApp(app: app, ribs: ribs, web: web && ribs.webManifestLine != nil).files
    }
}
