package z3

/*
#include "shim.h"
*/
import "C"

import "fmt"

// Version returns the version of the libz3 the program runs against, such
// as "4.8.12.0".
func Version() string {
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d.%d", major, minor, build, rev)
}
