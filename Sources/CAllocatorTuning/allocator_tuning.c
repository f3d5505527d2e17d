#include "allocator_tuning.h"

/* Any C library header defines __GLIBC__ where the library is glibc. */
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* mimalloc, where the build links it (scripts/allocator-flags.sh). The reference is
   weak: where the build does not link it, the function's address is null and its
   settings are skipped. */
#if defined(__has_include)
#if __has_include(<mimalloc.h>)
#include <mimalloc.h>
#pragma weak mi_option_set
#define A11YLINT_MIMALLOC_HEADER 1
#endif
#endif

void a11ylint_keep_freed_memory(void) {
#if defined(__GLIBC__)
    /* Blocks up to 32 MB (the most glibc allows) come from the heap, which is reused, not from mappings of their own. */
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    /* Freed memory stays with the process unless a gigabyte of it lies unused at the top. */
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    /* The heap grows 64 MB at a time rather than page by page. */
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}

void a11ylint_return_freed_pages(void) {
#if defined(A11YLINT_MIMALLOC_HEADER)
    /* mimalloc gives pages that no longer hold anything back to the system 25 ms
       after they empty. A lint empties a file's pages as it moves from reading to
       checking, and in those 25 ms the model's pages came on top: 2 MB more peak
       memory on a large screen, for no measurable time saved. */
    if (mi_option_set != 0) {
        mi_option_set(mi_option_decommit_delay, 0);
    }
#endif
}
