//go:build unix

package mdnsnet

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// reuse lets this socket share port 5353 with every other mDNS program on
// the machine (avahi-daemon, Apple's mDNSResponder, a second table): each
// of them sets the same options.
func reuse(network, address string, c syscall.RawConn) error {
	var err error
	cerr := c.Control(func(fd uintptr) {
		err = unix.SetsockoptInt(int(fd), unix.SOL_SOCKET, unix.SO_REUSEADDR, 1)
		if err == nil {
			// Not every kernel has it; SO_REUSEADDR alone shares the port
			// on Linux.
			_ = unix.SetsockoptInt(int(fd), unix.SOL_SOCKET, unix.SO_REUSEPORT, 1)
		}
	})
	if cerr != nil {
		return cerr
	}
	return err
}
