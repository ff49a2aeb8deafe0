package main

import (
	"errors"
	"os"
	"sync"
	"syscall"
)

// readerGone returns, when f is a pipe, a function that waits until no
// process has the pipe open for reading any more, and reports whether
// that happened, and a function that ends the wait early (wait then
// reports false). For other files it returns nil functions.
//
// epoll reports EPOLLERR on a pipe's write end once its last reader has
// closed it, whatever events were asked for: nothing need be written to
// find out.
func readerGone(f *os.File) (wait func() bool, stop func()) {
	fd := int(f.Fd())
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFIFO {
		return nil, nil
	}
	ep, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return nil, nil
	}
	var wake [2]int // stop closes wake[1], which wakes the wait on wake[0]
	if err := syscall.Pipe2(wake[:], syscall.O_CLOEXEC); err != nil {
		syscall.Close(ep)
		return nil, nil
	}
	closeAll := func() {
		syscall.Close(ep)
		syscall.Close(wake[0])
	}
	out := syscall.EpollEvent{Events: 0, Fd: int32(fd)}
	in := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(wake[0])}
	if syscall.EpollCtl(ep, syscall.EPOLL_CTL_ADD, fd, &out) != nil ||
		syscall.EpollCtl(ep, syscall.EPOLL_CTL_ADD, wake[0], &in) != nil {
		closeAll()
		syscall.Close(wake[1])
		return nil, nil
	}
	var once sync.Once
	stop = func() { once.Do(func() { syscall.Close(wake[1]) }) }
	wait = func() bool {
		defer closeAll()
		events := make([]syscall.EpollEvent, 2)
		for {
			n, err := syscall.EpollWait(ep, events, -1)
			if errors.Is(err, syscall.EINTR) {
				continue
			}
			if err != nil {
				return false
			}
			gone := false
			for _, e := range events[:n] {
				if e.Fd == int32(wake[0]) {
					return false
				}
				gone = true
			}
			if gone {
				return true
			}
		}
	}
	return wait, stop
}
