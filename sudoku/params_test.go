package sudoku

import (
	"context"
	"flag"
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"
)

var paramsAB = flag.Bool("params", false, "print Unique's CPU by Z3 alone on hardest1106 under several solver parameters")

// TestParamsCPU compares Z3 parameters on hardest1106 Unique with the
// native search off, one Model per setting, interleaved puzzle by puzzle.
//
//	nice go test ./sudoku -run TestParamsCPU -params -v
func TestParamsCPU(t *testing.T) {
	if !*paramsAB {
		t.Skip("-params not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	settings := []struct {
		name string
		opts []Option
	}{
		{"default", nil},
		{"sat.restart=luby", []Option{WithParam("sat.restart", "luby")}},
		{"sat.phase=always_false", []Option{WithParam("sat.phase", "always_false")}},
		{"sat.branching.heuristic=chb", []Option{WithParam("sat.branching.heuristic", "chb")}},
		{"sat.variable_decay=200", []Option{WithParam("sat.variable_decay", uint32(200))}},
		{"sat.restart.initial=1000", []Option{WithParam("sat.restart.initial", uint32(1000))}},
		{"default again", nil},
	}
	ms := make([]*Model, len(settings))
	for k, s := range settings {
		m, err := New(Shape9, []Rule{houses{}}, s.opts...)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		defer m.Close()
		ms[k] = m
	}
	n := nativeNodes
	nativeNodes = 0
	defer func() { nativeNodes = n }()
	cpu := make([][]time.Duration, len(settings))
	for _, g := range corpusGrids(t, "hardest1106.txt", 0) {
		for k, m := range ms {
			a := cpuNow()
			if _, u, err := m.Unique(context.Background(), g); err != nil || !u {
				t.Fatal(err)
			}
			cpu[k] = append(cpu[k], cpuNow()-a)
		}
	}
	for k, s := range settings {
		slices.Sort(cpu[k])
		var sum time.Duration
		for _, d := range cpu[k] {
			sum += d
		}
		fmt.Printf("%-30s median %7.1f µs  mean %7.1f µs\n", s.name, float64(cpu[k][len(cpu[k])/2].Nanoseconds())/1e3, float64(sum.Nanoseconds())/1e3/float64(len(cpu[k])))
	}
}
