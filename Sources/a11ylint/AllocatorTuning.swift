import CAllocatorTuning

/// How the C allocator serves this process. A lint builds and drops whole trees of
/// small objects, file after file. By default glibc gives large blocks their own
/// mappings and hands freed memory back to the system at once, so the next tree
/// faults the same pages in again, each zeroed by the kernel: about 4% of a large
/// file's time. Keeping freed memory for reuse costs no more peak memory, since the
/// next file needs as much again. Only the command line does this: a library must
/// not change how its host's allocator behaves.
///
/// Where `make build` links mimalloc (see `scripts/allocator-flags.sh`), mimalloc
/// serves every allocation and these glibc settings go unused: mimalloc already
/// reuses freed memory. They still matter for a build without it. mimalloc is asked
/// instead to give pages that have emptied back to the system at once rather than
/// 25 ms later: reading a file empties its pages just as checking it needs new ones,
/// and the delay put both on top of each other (2 MB of a large screen's peak).
enum AllocatorTuning {
    /// Call once, before any work. Without glibc or mimalloc, their part does nothing.
    static func apply() {
        a11ylint_keep_freed_memory()
        a11ylint_return_freed_pages()
    }
}
