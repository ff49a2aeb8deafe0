package sudoku_test

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPUOK says whether threadCPU works on this system.
const threadCPUOK = true

// threadCPU returns the CPU time of the calling thread
// (CLOCK_THREAD_CPUTIME_ID); lock the goroutine to its thread around a
// measurement.
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
