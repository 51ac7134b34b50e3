/// The identities of `objects`, in order: for expecting exactly these objects, no copies.
func identities(_ objects: [AnyObject]) -> [ObjectIdentifier] {
    objects.map(ObjectIdentifier.init)
}
