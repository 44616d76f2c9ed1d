package lan

import (
	"bufio"
	"errors"
	"io"
	"net"
	"time"

	"golang.org/x/time/rate"
)

// serveConn runs the handshake and then reads the connection's messages
// until it ends.
func (h *Host) serveConn(c net.Conn, ip string) {
	welcomed := false
	defer func() {
		if !welcomed {
			// After the welcome the writer closes c once it has flushed
			// (a last error frame must reach the peer).
			c.Close()
		}
		h.mu.Lock()
		if !welcomed {
			h.handshaking--
		}
		h.perIP[ip]--
		if h.perIP[ip] == 0 {
			delete(h.perIP, ip)
		}
		delete(h.conns, c)
		h.mu.Unlock()
		h.wg.Done()
	}()
	c.SetDeadline(time.Now().Add(h.cfg.HandshakeTimeout))
	// Buffered so a frame usually costs one read system call, not two.
	br := bufio.NewReaderSize(c, 1024)
	l, join := h.handshake(c, br, ip)
	if l == nil {
		return
	}
	p := newPeer(c, l.tx, rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst), h.cfg.WriteTimeout, h.cfg.AckTimeout)
	reply := make(chan *Msg, 1)
	h.post(func() { reply <- h.join(p, join.name, join.token, join.asBot) })
	var res *Msg
	select {
	case res = <-reply:
	case <-h.stopped:
		return
	}
	if res.T == tError {
		refuseSealed(l, res.Code, res.Text)
		return
	}
	c.SetDeadline(time.Time{})
	welcomed = true
	l.limit = maxWireFrame
	h.mu.Lock()
	h.handshaking--
	h.mu.Unlock()
	go p.writeLoop(h.cfg.KeepAlive)
	defer func() {
		// The writer closes nothing: it half-closes and lingers, and the
		// connection is closed here once both sides are done.
		p.finish()
		<-p.written
		c.Close()
	}()
	for {
		if !p.extendRead(h.cfg.IdleTimeout) {
			// Nothing can be written to this peer any more (its writes
			// stalled, or it was told to go): the seat is let go now,
			// whatever the peer keeps sending, and its input is only
			// drained until the writer's linger deadline.
			h.drop(p, "", "")
			for {
				if _, err := l.readMsg(); err != nil {
					return
				}
			}
		}
		m, err := l.readMsg()
		if err != nil {
			var code, text string
			switch {
			case errors.Is(err, ErrFrameTooLarge):
				code, text = CodeProtocol, "message too large"
			case errors.Is(err, ErrTampered):
				code, text = CodeTampered, "a message failed its integrity check: the connection was tampered with"
			case isNetErr(err):
			default:
				code, text = CodeProtocol, err.Error()
			}
			h.drop(p, code, text)
			return
		}
		if !p.limiter.Allow() {
			h.drop(p, CodeFlood, "too many messages")
			return
		}
		switch m.T {
		case tPing:
			p.sendFrame(pongFrame)
		case tPong:
			p.pong(int64(m.Seq))
		case tSync:
			h.post(func() { h.resync(p) })
		case tAct:
			h.post(func() { h.act(p, m) })
		case tBye:
			h.drop(p, "", "")
			return
		default:
			h.drop(p, CodeProtocol, "unexpected "+m.T)
			return
		}
	}
}

// isNetErr reports errors of the connection itself (closed, timed out,
// reset), as opposed to bad data on it.
func isNetErr(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, net.ErrClosed) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// drop tells the peer why (if code is set) and detaches it from its seat.
func (h *Host) drop(p *peer, code, text string) {
	if code != "" {
		p.sendMsg(&Msg{T: tError, Code: code, Text: text})
		h.cfg.Logf("lan: seat %d: closing: %s", p.seat, text)
	}
	p.finish()
	h.post(func() { h.detach(p) })
}
