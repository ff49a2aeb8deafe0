package main

/*
#include <malloc.h>
#include <stdlib.h>
#include <unistd.h>

// Before the Go runtime starts its threads, cap glibc's malloc arenas
// (eight per CPU by default) at one per CPU, unless MALLOC_ARENA_MAX
// says otherwise: Z3 runs on whatever thread a goroutine is on, and each
// thread's arena keeps the memory a large grid freed, where malloc_trim
// cannot return all of it. A server that answered one empty 64x64 with a
// 503 held 142 to 174 MB five seconds later, and 84 to 88 MB with the cap;
// a batch of variant puzzles ran as fast.
__attribute__((constructor)) static void zs_cap_arenas(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
	if (getenv("MALLOC_ARENA_MAX") != NULL) {
		return;
	}
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	mallopt(M_ARENA_MAX, n < 1 ? 1 : (int)n);
#endif
}
*/
import "C"
