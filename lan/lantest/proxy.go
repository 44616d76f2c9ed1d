// Package lantest helps tests put a network between a LAN host and its
// guests that can fail the way real ones do.
package lantest

import (
	"net"
	"sync"
	"testing"
)

// Proxy forwards TCP connections from its own loopback address to a host.
// Cut ends them as a killed host program does (the connections close and
// nothing answers any more); Freeze keeps them open but lets nothing
// through, as a network that went away (no FIN ever comes).
type Proxy struct {
	ln     net.Listener
	to     string
	mu     sync.Mutex
	frozen bool
	conns  []net.Conn
}

// NewProxy forwards to addr until the test ends.
func NewProxy(t testing.TB, addr string) *Proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{ln: ln, to: addr}
	t.Cleanup(p.Cut)
	go p.accept()
	return p
}

// Addr is where guests dial to reach the host through the proxy.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

func (p *Proxy) accept() {
	for {
		a, err := p.ln.Accept()
		if err != nil {
			return
		}
		b, err := net.Dial("tcp", p.to)
		if err != nil {
			a.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, a, b)
		p.mu.Unlock()
		go p.pipe(a, b)
		go p.pipe(b, a)
	}
}

func (p *Proxy) pipe(dst, src net.Conn) {
	buf := make([]byte, 4096)
	for {
		n, err := src.Read(buf)
		if err != nil {
			dst.Close()
			return
		}
		p.mu.Lock()
		frozen := p.frozen
		p.mu.Unlock()
		if frozen {
			continue // swallowed: the network is gone
		}
		if _, err := dst.Write(buf[:n]); err != nil {
			return
		}
	}
}

// Cut closes every connection and stops accepting new ones.
func (p *Proxy) Cut() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
}

// Freeze lets nothing through any more, in either direction, without
// closing anything; new connections are no longer accepted.
func (p *Proxy) Freeze() {
	p.ln.Close()
	p.mu.Lock()
	p.frozen = true
	p.mu.Unlock()
}
