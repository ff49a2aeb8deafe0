package sudoku

// workloadVariants are the alternatives TestWorkloadCPU measures against
// the default, each setting package knobs; resetWorkloadKnobs restores
// them. None are left: add one to compare a change, puzzle by puzzle.
var workloadVariants = []struct {
	name string
	set  func()
}{
	{"Z3 only", func() { nativeNodes = 0 }},
}

func resetWorkloadKnobs() { nativeNodes = 2000 }
