package lan

import (
	"io"
	"net"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// maxBatch bounds how many queued frames one write system call carries.
const maxBatch = 32

// peer is the host's side of one welcomed connection. Everything sent to it
// goes through out, written by one goroutine, so a slow reader never blocks
// the game loop: when its queue is full it is dropped instead.
type peer struct {
	conn      net.Conn
	out       chan *[]byte // complete frames from newFrameBuf
	closed    chan struct{}
	closeOnce sync.Once
	limiter   *rate.Limiter
	seat      int
}

// sendMsg queues m; it never blocks.
func (p *peer) sendMsg(m *Msg) {
	b, err := encodeFrame(m)
	if err != nil {
		return
	}
	p.send(b)
}

// sendFrame queues a copy of a constant frame (pong).
func (p *peer) sendFrame(f []byte) {
	b := framePool.Get().(*[]byte)
	*b = append((*b)[:0], f...)
	p.send(b)
}

// send queues a complete frame, which then belongs to the writer; it never
// blocks.
func (p *peer) send(b *[]byte) {
	select {
	case <-p.closed:
		freeFrameBuf(b)
		return
	default:
	}
	select {
	case p.out <- b:
	default:
		freeFrameBuf(b)
		p.finish() // the peer stopped reading: let it resync on reconnect
	}
}

// finish makes the writer flush what is queued and close the connection.
func (p *peer) finish() { p.closeOnce.Do(func() { close(p.closed) }) }

// writeLoop writes queued frames, as many as are waiting in one system
// call (writev), so a burst of views costs one wake-up and one write.
func (p *peer) writeLoop(keepAlive time.Duration) {
	defer lingerClose(p.conn)
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	held := make([]*[]byte, 0, maxBatch)
	bufs := make(net.Buffers, 0, maxBatch)
	// flush writes held; ok is false when the connection failed.
	flush := func() bool {
		for _, b := range held {
			bufs = append(bufs, *b)
		}
		p.conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
		wb := bufs // WriteTo consumes its receiver
		_, err := wb.WriteTo(p.conn)
		for i, b := range held {
			freeFrameBuf(b)
			held[i] = nil
		}
		clear(bufs)
		held, bufs = held[:0], bufs[:0]
		return err == nil
	}
	// gather adds whatever else is queued, up to a batch.
	gather := func() {
		for len(held) < maxBatch {
			select {
			case b := <-p.out:
				held = append(held, b)
			default:
				return
			}
		}
	}
	for {
		select {
		case b := <-p.out:
			held = append(held, b)
			gather()
			if !flush() {
				p.finish()
				return
			}
		case <-tick.C:
			p.conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
			if _, err := p.conn.Write(pingFrame); err != nil {
				p.finish()
				return
			}
		case <-p.closed:
			for {
				gather()
				if len(held) == 0 {
					return
				}
				if !flush() {
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
