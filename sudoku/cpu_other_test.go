//go:build !linux

package sudoku_test

import "time"

// threadCPUOK says whether threadCPU works on this system.
const threadCPUOK = false

// threadCPU is not available here.
func threadCPU() time.Duration { return 0 }
