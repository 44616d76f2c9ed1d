package lan

import (
	"errors"
	"net"
	"time"
)

// Accepting connections: per-address and handshake limits, before any
// seat is involved.

func (h *Host) accept() {
	for {
		c, err := h.ln.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			return
		}
		ip := remoteIP(c)
		h.mu.Lock()
		busy := ""
		switch {
		case h.perIP[ip] >= h.cfg.MaxConnsPerIP:
			busy = "too many connections from your address"
		case h.handshaking >= h.cfg.MaxHandshakes:
			busy = "too many players are joining this table at once; try again in a moment"
		}
		if busy != "" {
			h.mu.Unlock()
			c.SetWriteDeadline(time.Now().Add(time.Second))
			writeMsg(c, &Msg{T: tError, Code: CodeConnLimit, Text: busy})
			c.Close()
			continue
		}
		h.perIP[ip]++
		h.handshaking++
		h.conns[c] = struct{}{}
		h.wg.Add(1)
		h.mu.Unlock()
		go h.serveConn(c, ip)
	}
}

func remoteIP(c net.Conn) string {
	if a, ok := c.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.String()
	}
	return c.RemoteAddr().String()
}

func writeMsg(c net.Conn, m *Msg) error {
	b, err := encodeMsg(m)
	if err != nil {
		return err
	}
	return WriteFrame(c, b)
}

// refuse sends an error frame in clear; used before the channel is sealed.
func refuse(c net.Conn, code, text string) {
	refuseWith(c, &Msg{T: tError, Code: code, Text: text})
}

// refuseWith sends the error frame m in clear, waiting a second at most.
func refuseWith(c net.Conn, m *Msg) {
	c.SetWriteDeadline(time.Now().Add(time.Second))
	writeMsg(c, m)
}

// refuseSealed sends an error frame on the sealed channel; used after the
// handshake's keys and before a seat is assigned.
func refuseSealed(l *link, code, text string) {
	l.writeMsg(&Msg{T: tError, Code: code, Text: text})
}
