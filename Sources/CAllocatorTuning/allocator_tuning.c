#include "allocator_tuning.h"

/* Any C library header defines __GLIBC__ where the library is glibc. */
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
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
