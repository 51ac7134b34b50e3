extension Array {

    /// Removes the first element that is the same object as `element` (compared with `===`), as
    /// RIBs iOS's extension of the same name does; does nothing if there is none.
    ///
    /// Meant for arrays of class instances, such as routers; value-type elements never match.
    ///
    /// - Parameter element: The object to remove.
    public mutating func removeElementByReference(_ element: Element) {
        let object = element as AnyObject
        // A loop rather than `firstIndex(where:)`: cheaper in main-actor code, where a closure
        // checks the executor on every call.
        for index in indices where self[index] as AnyObject === object {
            remove(at: index)
            return
        }
    }
}
