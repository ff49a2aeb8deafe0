package z3

/*
#include "shim.h"
*/
import "C"

import "fmt"

// Version returns the version of the libz3 the program runs against, such
// as "4.8.12.0", loading libz3 if the program has not yet. It returns ""
// when libz3 cannot be loaded; [Load] says why.
func Version() string {
	if Load() != nil {
		return ""
	}
	var major, minor, build, rev C.uint
	C.Z3_get_version(&major, &minor, &build, &rev)
	return fmt.Sprintf("%d.%d.%d.%d", major, minor, build, rev)
}
