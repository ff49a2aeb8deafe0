// Package machine describes the machine a benchmark runs on: CPU, cores,
// load, Go and Z3 versions, and the process's memory.
package machine

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/z3sudoku/z3sudoku/z3"
)

// Z3Version returns the version of the libz3 the binding loads, such as
// "4.8.12", or "unavailable" when it cannot load one.
func Z3Version() string {
	v := z3.Version()
	if v == "" {
		return "unavailable"
	}
	if parts := strings.Split(v, "."); len(parts) > 3 {
		v = strings.Join(parts[:3], ".")
	}
	return v
}

// CPU returns the CPU model name from /proc/cpuinfo, or "unknown".
func CPU() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

// Load returns the load averages over 1, 5 and 15 minutes from
// /proc/loadavg, or "unknown".
func Load() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// Summary returns one line naming the CPU, cores, Go and Z3 versions.
func Summary() string {
	return fmt.Sprintf("%s, %d cores (GOMAXPROCS %d), %s %s/%s, Z3 %s",
		CPU(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version(), runtime.GOOS, runtime.GOARCH, Z3Version())
}

// Memory is the process's resident memory, in KiB, from /proc/self/status.
type Memory struct {
	RSS  int // VmRSS: resident now
	Peak int // VmHWM: the peak resident size ("high water mark")
}

// ReadMemory reads the process's VmRSS and VmHWM.
func ReadMemory() (Memory, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return Memory{}, err
	}
	defer f.Close()
	var m Memory
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		var dst *int
		switch k {
		case "VmRSS":
			dst = &m.RSS
		case "VmHWM":
			dst = &m.Peak
		default:
			continue
		}
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		if err != nil {
			return Memory{}, fmt.Errorf("machine: /proc/self/status %s: %w", k, err)
		}
		*dst = n
	}
	if m.RSS == 0 || m.Peak == 0 {
		return Memory{}, fmt.Errorf("machine: no VmRSS or VmHWM in /proc/self/status")
	}
	return m, sc.Err()
}
