// The C allocator's calls that Swift's Glibc module leaves out.
#ifndef C_SYSTEM_MEMORY_H
#define C_SYSTEM_MEMORY_H

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
