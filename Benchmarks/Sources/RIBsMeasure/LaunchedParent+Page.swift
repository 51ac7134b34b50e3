import RIBs

/// What the parent's scope provides to its Page children: nothing.
extension ParentComponent: PageDependency {}

extension ParentInteractor: PageListener {}
