package main

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY returns the two ends of a new pseudo-terminal.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("open /dev/ptmx: %v", err)
	}
	fd := int(m.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Fatalf("unlock the pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Fatalf("pseudo-terminal number: %v", err)
	}
	s, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatalf("open the pseudo-terminal's other end: %v", err)
	}
	t.Cleanup(func() { m.Close(); s.Close() })
	return m, s
}

// TestCountShowsProgress runs a count that takes minutes (every solution
// of the empty 9x9 up to 10^7) with standard error on a terminal, and
// expects the progress line to show the solutions found so far, from the
// library's reports, before one SIGINT ends it.
func TestCountShowsProgress(t *testing.T) {
	bin := binary(t)
	master, slave := openPTY(t)
	cmd := exec.Command(bin, "count", "--limit", "10000000", "-")
	cmd.Stdin = strings.NewReader(strings.Repeat(".", 81) + "\n")
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = slave
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	slave.Close()
	var (
		mu  sync.Mutex
		out []byte
	)
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			mu.Lock()
			out = append(out, buf[:n]...)
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	seen := func() bool {
		mu.Lock()
		defer mu.Unlock()
		return bytes.Contains(out, []byte(" solutions so far"))
	}
	deadline := time.Now().Add(30 * time.Second)
	for !seen() && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	if !seen() {
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("no progress of the count on the terminal in 30 s; it showed %q", out)
	}
	if code := cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("after SIGINT the count exited %d (%v), want 130 (SIGINT)", code, err)
	}
}
