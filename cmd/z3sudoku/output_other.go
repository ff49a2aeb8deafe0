//go:build !linux

package main

import "os"

// readerGone watches nothing here: a write to a pipe whose reader has
// gone fails, and that stops a batch.
func readerGone(*os.File) (wait func() bool, stop func()) { return nil, nil }
