//go:build !unix && !windows

package mdnsnet

import "syscall"

// reuse does nothing where sockets have no such options: binding 5353
// then fails while another program holds it, and Listen falls back.
func reuse(network, address string, c syscall.RawConn) error { return nil }
