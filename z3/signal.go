package z3

/*
#include "shim.h"
*/
import "C"

// sigintHandler returns the address of the process's SIGINT handler, so
// that a test can see that no check replaces the Go runtime's. Every
// solver, optimizer and tactic application of this package sets Z3's
// ctrl_c parameter to false for that reason.
func sigintHandler() uintptr { return uintptr(C.zs_sigint_handler()) }
