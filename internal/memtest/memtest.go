// Package memtest measures the process's resident set size for the leak
// tests of packages z3 and sudoku. Z3's memory is C memory, which Go's
// heap profile does not see, so the tests read RSS from the kernel.
package memtest

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

// RSS returns the process's resident set size in bytes, from
// /proc/self/statm, after two garbage collections: the first queues the
// cleanups of unreachable objects (and so their Z3 memory), the second
// lets them run.
func RSS(t testing.TB) int64 {
	t.Helper()
	runtime.GC()
	runtime.GC()
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Fatalf("reading RSS: %v", err)
	}
	fields := strings.Fields(string(data))
	if len(fields) < 2 {
		t.Fatalf("/proc/self/statm = %q", data)
	}
	pages, err := strconv.ParseInt(fields[1], 10, 64)
	if err != nil {
		t.Fatalf("/proc/self/statm = %q: %v", data, err)
	}
	return pages * int64(os.Getpagesize())
}

// Setup prepares a memory test and reports whether RSS is to be checked.
// It skips the test on systems without /proc/self/statm. Under the race
// detector RSS is only logged: the detector keeps state for every object
// that had a cleanup (some 300 bytes each), so RSS grows with every object
// ever made. Setup also locks the goroutine to one OS thread: glibc gives
// each thread that calls malloc its own arena, and Z3's memory spread over
// several arenas shows as steps in RSS that are not leaks.
func Setup(t testing.TB) (check bool) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skipf("the memory tests read RSS from /proc/self/statm, which %s lacks", runtime.GOOS)
	}
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if RaceEnabled() {
		t.Logf("RSS is only logged under the race detector, whose shadow memory grows with every object that had a cleanup; run without -race to check it")
		return false
	}
	return true
}

// RaceEnabled reports whether the binary was built with -race.
func RaceEnabled() bool {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "-race" {
			return s.Value == "true"
		}
	}
	return false
}

// MB returns n bytes in mebibytes.
func MB(n int64) float64 { return float64(n) / (1 << 20) }
