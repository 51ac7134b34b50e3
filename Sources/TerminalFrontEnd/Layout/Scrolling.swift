/// How far content taller than its view is scrolled: as little as keeps what must be seen in
/// view, so that the view stays put while the focus goes round within it.
enum Scrolling {

    /// The first content row to show in a view of `viewRows`, moved from `previous` just enough
    /// to show `wanted` (its top, when it is taller than the view) and no further than the
    /// content's end allows.
    static func offset(from previous: Int, showing wanted: Range<Int>?, viewRows: Int, contentRows: Int) -> Int {
        var offset = previous
        if let wanted {
            if wanted.upperBound > offset + viewRows {
                offset = wanted.upperBound - viewRows
            }
            if wanted.lowerBound < offset {
                offset = wanted.lowerBound
            }
        }
        return min(max(offset, 0), max(contentRows - viewRows, 0))
    }
}
