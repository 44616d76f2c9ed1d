package lan

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"time"

	"github.com/trickparty/trickparty/engine/bot"
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
	buf := make([]byte, 0, 512)
	// Until the welcome only small frames are read, so a crowd of
	// handshakes holds little memory (see joinguard.go).
	limit := uint32(maxHandshakeFrame)
	read := func() (*Msg, error) {
		b, err := readFrameMax(br, buf, limit)
		if err != nil {
			return nil, err
		}
		return decodeMsg(b)
	}
	hello, err := read()
	if errors.Is(err, ErrFrameTooLarge) {
		refuse(c, CodeProtocol, "handshake message too large")
		return
	}
	if err != nil || hello.T != tHello {
		refuse(c, CodeProtocol, "expected a Trick Party hello")
		return
	}
	if hello.Proto != ProtocolVersion {
		refuse(c, CodeVersion, fmt.Sprintf("this table speaks Trick Party LAN protocol %d, you speak %d: both players need the same version of Trick Party", ProtocolVersion, hello.Proto))
		h.cfg.Logf("lan: %s: protocol %d refused", ip, hello.Proto)
		return
	}
	if len(hello.Nonce) < 16 {
		refuse(c, CodeProtocol, "hello without a nonce")
		return
	}
	var asBot bot.Level
	if hello.Bot != "" {
		if asBot, err = bot.ParseLevel(hello.Bot); err != nil {
			refuse(c, CodeProtocol, "unknown bot level "+strconv.Quote(hello.Bot))
			return
		}
	}
	hn := nonce()
	if err := writeMsg(c, &Msg{T: tChallenge, Proto: ProtocolVersion, Nonce: hn}); err != nil {
		return
	}
	auth, err := read()
	if err != nil || auth.T != tAuth {
		refuse(c, CodeProtocol, "expected auth")
		return
	}
	name := cleanName(hello.Name, "")
	switch h.judgeAuth(ip, hello, auth, hn) {
	case codeLockedOut:
		refuse(c, CodeTooMany, lockedOutText)
		return
	case codeWrongLast:
		refuse(c, CodeTooMany, "wrong join code; too many attempts, wait a minute")
		h.cfg.Logf("lan: %s: wrong join code", ip)
		return
	case codeWrong:
		refuse(c, CodeBadCode, "wrong join code")
		h.cfg.Logf("lan: %s: wrong join code", ip)
		return
	}

	p := newPeer(c, rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst), h.cfg.WriteTimeout, h.cfg.AckTimeout)
	reply := make(chan *Msg, 1)
	h.post(func() { reply <- h.join(p, name, auth.Token, asBot, hello.Nonce, hn) })
	var res *Msg
	select {
	case res = <-reply:
	case <-h.stopped:
		return
	}
	if res.T == tError {
		refuse(c, res.Code, res.Text)
		return
	}
	c.SetDeadline(time.Time{})
	welcomed = true
	limit = MaxFrame
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
				if _, err := read(); err != nil {
					return
				}
			}
		}
		m, err := read()
		if err != nil {
			var code, text string
			switch {
			case errors.Is(err, ErrFrameTooLarge):
				code, text = CodeProtocol, "message too large"
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
