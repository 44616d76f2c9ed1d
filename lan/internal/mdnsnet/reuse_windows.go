//go:build windows

package mdnsnet

import "syscall"

// reuse lets this socket share port 5353 with the system's own mDNS
// responder and other programs, which set SO_REUSEADDR as well.
func reuse(network, address string, c syscall.RawConn) error {
	var err error
	cerr := c.Control(func(fd uintptr) {
		err = syscall.SetsockoptInt(syscall.Handle(fd), syscall.SOL_SOCKET, syscall.SO_REUSEADDR, 1)
	})
	if cerr != nil {
		return cerr
	}
	return err
}
