package z3

/*
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

//go:generate go run ./internal/stubgen

// LibraryEnv names the environment variable that gives the path of the
// libz3 shared library to load, for a Z3 that is not where the system's
// dynamic loader looks. When it is unset or empty, the binding tries the
// names of [Libraries] in turn.
const LibraryEnv = "Z3SUDOKU_LIBZ3"

// Libraries returns the file names under which the binding looks for
// libz3 on this system, in the order it tries them, when [LibraryEnv] is
// unset. The dynamic loader searches its usual directories for each.
func Libraries() []string {
	switch runtime.GOOS {
	case "darwin":
		return []string{"libz3.dylib"}
	case "windows":
		return []string{"libz3.dll"}
	default:
		// libz3.so.4 is the run-time name of Debian's and Ubuntu's 4.8
		// packages; libz3.so is the development link, and the name a
		// build from source installs.
		return []string{"libz3.so.4", "libz3.so"}
	}
}

var lib struct {
	once   sync.Once
	err    error
	loaded atomic.Bool
}

// Load loads libz3, unless this process has already, and returns why it
// could not. A program needs no call to Load: NewContext and Version load
// libz3 themselves. Load lets a program check up front that Z3 is there.
//
// A program that never makes a Context never loads libz3, and starts
// faster and smaller for it; the sudoku package solves many puzzles
// without Z3. The result of the first attempt is final for the process.
func Load() error {
	lib.once.Do(func() {
		lib.err = load()
		lib.loaded.Store(lib.err == nil)
	})
	return lib.err
}

// Loaded reports whether this process has loaded libz3.
func Loaded() bool { return lib.loaded.Load() }

// ErrNoLibrary is what the errors of Load and NewContext wrap when libz3
// cannot be loaded, with the names tried and the dynamic loader's reasons.
// Version then returns "".
var ErrNoLibrary = errors.New("z3: cannot load libz3")

func load() error {
	paths := Libraries()
	if p := os.Getenv(LibraryEnv); p != "" {
		paths = []string{p}
	}
	var why []string
	for _, p := range paths {
		cp := C.CString(p)
		msg := C.zs_load(cp)
		C.free(unsafe.Pointer(cp))
		if msg == nil {
			return nil
		}
		why = append(why, C.GoString(msg))
	}
	hint := "install Z3's shared library (Debian and Ubuntu: apt-get install libz3-4), or set " + LibraryEnv + " to its path"
	if p := os.Getenv(LibraryEnv); p != "" {
		hint = LibraryEnv + " is set to " + p + ": point it at libz3, or unset it to use the system's"
	}
	return fmt.Errorf("%w: %s; %s", ErrNoLibrary, strings.Join(why, "; "), hint)
}
