package lan

import (
	"errors"
	"net"
	"time"
)

// Accepting connections: per-address limits and wrong-code lockouts,
// before any seat is involved.

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
		if h.perIP[ip] >= h.cfg.MaxConnsPerIP {
			h.mu.Unlock()
			c.SetWriteDeadline(time.Now().Add(time.Second))
			writeMsg(c, &Msg{T: tError, Code: CodeConnLimit, Text: "too many connections from your address"})
			c.Close()
			continue
		}
		h.perIP[ip]++
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

// refuse sends an error frame and closes c; used before a seat is assigned.
func refuse(c net.Conn, code, text string) {
	c.SetWriteDeadline(time.Now().Add(time.Second))
	writeMsg(c, &Msg{T: tError, Code: code, Text: text})
}

// tooManyBadCodes reports whether ip has used up its wrong-code attempts,
// forgetting attempts older than the window.
func (h *Host) tooManyBadCodes(ip string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.recentBadCodes(ip)) >= h.cfg.MaxBadCodes
}

// judgeCode decides an authentication from ip whose code was right or not,
// in one step under the lock, so parallel attempts cannot all pass the
// check before any of them is counted: once ip has used up its attempts,
// every attempt is refused (lockedOut), right code or not; otherwise a
// wrong code is counted, and lockedOut tells whether it used up the last.
func (h *Host) judgeCode(ip string, right bool) (lockedOut bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	kept := h.recentBadCodes(ip)
	if len(kept) >= h.cfg.MaxBadCodes {
		return true
	}
	if !right {
		kept = append(kept, time.Now())
		h.badCode[ip] = kept
	}
	return len(kept) >= h.cfg.MaxBadCodes
}

// recentBadCodes is ip's wrong codes within the window; h.mu is held.
func (h *Host) recentBadCodes(ip string) []time.Time {
	now := time.Now()
	kept := h.badCode[ip][:0]
	for _, t := range h.badCode[ip] {
		if now.Sub(t) < h.cfg.BadCodeWindow {
			kept = append(kept, t)
		}
	}
	if len(kept) == 0 {
		delete(h.badCode, ip)
	} else {
		h.badCode[ip] = kept
	}
	return kept
}
