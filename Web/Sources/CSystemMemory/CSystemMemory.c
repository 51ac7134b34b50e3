// Declarations only (see include/CSystemMemory.h); SwiftPM wants a source file in a C target.
#include "CSystemMemory.h"
