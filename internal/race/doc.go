// Package race tells tests whether the race detector is on, so that
// single-goroutine checks whose time is Go code, which the detector slows
// five to twenty times (brute-force counts, the native search over a
// corpus), run a sample under it and in full in the step of `make test`
// without it (scripts/test.sh). Checks whose time is in Z3 gain nothing
// from the move; concurrency tests keep their full size under the
// detector, which is what they are for.
package race
