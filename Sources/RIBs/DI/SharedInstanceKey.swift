/// Identifies the property that declared a shared instance, without allocating a `String`.
///
/// Two keys are equal when they name the same property. The compiler usually hands the same
/// literal to every call from one property, so equality first compares addresses and only
/// falls back to comparing bytes.
struct SharedInstanceKey: Hashable {

    init(_ property: StaticString) {
        self.property = property
    }

    static func == (lhs: SharedInstanceKey, rhs: SharedInstanceKey) -> Bool {
        lhs.property.withUTF8Buffer { left in
            rhs.property.withUTF8Buffer { right in
                left.baseAddress == right.baseAddress && left.count == right.count
                    || left.elementsEqual(right)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        property.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    // MARK: - Private

    private let property: StaticString
}
