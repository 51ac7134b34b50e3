#if canImport(Glibc)
import CSystemMemory
#endif

/// Memory the program has freed but the C allocator still holds.
///
/// glibc keeps freed pages for later allocations, so a server that churned through many
/// connections keeps their peak in its resident size long after they are gone (25 MB of
/// 69 MB after 60 s of connections opened and dropped). Handing the free pages back keeps the
/// resident size close to what is in use.
enum FreedMemory {

    /// Returns the allocator's free pages to the system; does nothing where the allocator is
    /// not glibc's.
    static func returnToSystem() {
        #if canImport(Glibc)
        malloc_trim(0)
        #endif
    }

    /// Keeps freed memory for reuse until ``returnToSystem()``, up to ``keptAtTheTopOfAHeap`` at
    /// the top of each heap; does nothing where the allocator is not glibc's.
    ///
    /// glibc otherwise hands the top of a heap back whenever a free leaves more than 128 KB
    /// there, and faults the pages in again at the next allocation. A server with a store
    /// frees a 64 KB block after each session it saves (SQLite's statement journal): at 100
    /// sessions flat out, those hand-backs (`madvise` and the TLB shootdowns it sends to every
    /// core) took 4 % of the server's time.
    static func keepUntilReturned() {
        #if canImport(Glibc)
        mallopt(M_TRIM_THRESHOLD, Int32(keptAtTheTopOfAHeap))
        #endif
    }

    /// The most free memory kept at the top of a heap between two ``returnToSystem()``.
    static let keptAtTheTopOfAHeap = 4 << 20
}
