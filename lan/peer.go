package lan

import (
	"io"
	"net"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// peer is the host's side of one welcomed connection. Everything sent to it
// goes through out, written by one goroutine, so a slow reader never blocks
// the game loop: when its queue is full it is dropped instead.
type peer struct {
	conn      net.Conn
	out       chan []byte
	closed    chan struct{}
	closeOnce sync.Once
	limiter   *rate.Limiter
	seat      int
}

// sendMsg queues m; it never blocks.
func (p *peer) sendMsg(m *Msg) {
	b, err := encodeMsg(m)
	if err != nil {
		return
	}
	select {
	case <-p.closed:
		return
	default:
	}
	select {
	case p.out <- b:
	default:
		p.finish() // the peer stopped reading: let it resync on reconnect
	}
}

// finish makes the writer flush what is queued and close the connection.
func (p *peer) finish() { p.closeOnce.Do(func() { close(p.closed) }) }

func (p *peer) writeLoop(keepAlive time.Duration) {
	defer lingerClose(p.conn)
	ping, _ := encodeMsg(&Msg{T: tPing})
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	write := func(b []byte) bool {
		p.conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
		return WriteFrame(p.conn, b) == nil
	}
	for {
		select {
		case b := <-p.out:
			if !write(b) {
				p.finish()
				return
			}
		case <-tick.C:
			if !write(ping) {
				p.finish()
				return
			}
		case <-p.closed:
			for {
				select {
				case b := <-p.out:
					if !write(b) {
						return
					}
				default:
					return
				}
			}
		}
	}
}

// lingerClose half-closes c and discards what the peer still sends for a
// moment before closing: closing a socket with unread input makes TCP send
// a reset, which can destroy the error frame we just wrote before the peer
// reads it.
func lingerClose(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		tc.CloseWrite()
		c.SetReadDeadline(time.Now().Add(500 * time.Millisecond))
		io.CopyN(io.Discard, c, 1<<20)
	}
	c.Close()
}
