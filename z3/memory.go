package z3

/*
#include "shim.h"
#ifdef __GLIBC__
#include <malloc.h>
static int zs_trim(void) { return malloc_trim(0); }
#else
static int zs_trim(void) { return 0; }
#endif
*/
import "C"

// MemoryInUse returns Z3's own estimate of the bytes it has allocated and
// not yet freed, over every context of the process. It is 0 when libz3
// is not loaded: a program that has made no Context holds no Z3 memory.
//
// A server that keeps Models warm can bound their memory by it, closing
// idle ones while it is over a budget.
func MemoryInUse() uint64 {
	if !lib.loaded.Load() {
		return 0
	}
	return uint64(C.Z3_get_estimated_alloc_size())
}

// ReleaseMemory asks the C allocator to return the pages that freed Z3
// memory left behind to the operating system, so that a process's
// resident size falls back after a large context is closed. Without it
// glibc keeps much of that memory for later allocations. It is a no-op
// where the C library has no such call, and costs a few milliseconds
// after a large free.
func ReleaseMemory() {
	C.zs_trim()
}
