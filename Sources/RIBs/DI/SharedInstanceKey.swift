/// Identifies the property that declared a shared instance, without allocating a `String`.
///
/// Two keys are equal when they name the same property. The compiler hands the same literal
/// to every call from one property, so comparing the literals' addresses is the fast test;
/// comparing their bytes is the complete one.
@usableFromInline
struct SharedInstanceKey: Equatable {

    @inlinable
    init(_ property: StaticString) {
        self.property = property
    }

    /// Whether both keys are the same literal: equal, and cheap to tell.
    @inlinable
    func isSameLiteral(as other: SharedInstanceKey) -> Bool {
        // A literal stored as a single scalar has no address; such keys take the byte compare.
        property.hasPointerRepresentation && other.property.hasPointerRepresentation
            && property.utf8Start == other.property.utf8Start
            && property.utf8CodeUnitCount == other.property.utf8CodeUnitCount
    }

    @usableFromInline
    static func == (lhs: SharedInstanceKey, rhs: SharedInstanceKey) -> Bool {
        lhs.isSameLiteral(as: rhs) || lhs.property.withUTF8Buffer { left in
            rhs.property.withUTF8Buffer { right in
                left.elementsEqual(right)
            }
        }
    }

    // MARK: - Internal

    @usableFromInline
    let property: StaticString
}
