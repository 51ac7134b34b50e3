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
}
