package variants

import "testing"

// TestBindSumLineSolutionBroken refuses a sum line the carried solution
// breaks: 1 and 2 on it are no run of 4.
func TestBindSumLineSolutionBroken(t *testing.T) {
	js := bindJSON("Each blue line can be divided into one or more segments that each sum to 4.", bindSolution,
		bindLineJSON("#2ecbffff", "r1c1", "r1c2"))
	_, _, err := decodeSCLBindings([]byte(js), nil)
	wantRefusal(t, err, "solution", "sum line")
}
