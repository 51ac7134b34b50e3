extension Cancellable {

    /// Cancels this subscription when the subscription of `workflow` (what
    /// ``Workflow/subscribe(_:)`` returned) is cancelled, or at once if it already was.
    ///
    /// The subscription's closures may then retain the workflow: the cycle ends with it.
    ///
    /// - Parameter workflow: The workflow whose subscription bounds this one.
    @MainActor
    public func cancelWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
        workflow.bind(self)
    }

    /// RIBs iOS's (RxSwift) name of ``cancelWith(workflow:)``.
    ///
    /// - Parameter workflow: The workflow whose subscription bounds this one.
    @MainActor
    public func disposeWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
        cancelWith(workflow: workflow)
    }

    /// RIBs iOS's spelling of ``cancelWith(workflow:)``, with its misspelt label, so that code
    /// written for RIBs iOS compiles as it is.
    ///
    /// - Parameter worflow: The workflow whose subscription bounds this one.
    @MainActor
    public func disposeWith<ActionableItemType>(worflow: Workflow<ActionableItemType>) {
        cancelWith(workflow: worflow)
    }
}
