#ifndef A11YLINT_ALLOCATOR_TUNING_H
#define A11YLINT_ALLOCATOR_TUNING_H

/// Asks the C allocator to keep freed memory for reuse; see AllocatorTuning.swift.
/// Does nothing where the C library is not glibc.
void a11ylint_keep_freed_memory(void);

/// Asks mimalloc, where the build links it, to give emptied pages back to the
/// system at once; see AllocatorTuning.swift. Does nothing without mimalloc.
void a11ylint_return_freed_pages(void);

#endif
