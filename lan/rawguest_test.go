package lan

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// Guests driven by hand, for tests that must send what Client never would.

// sealedConn is a welcomed connection seen as plain frames: each Write of
// one whole frame (WriteFrame, writeMsg) is sealed, and reads return the
// opened frames, so a test speaks the protocol after the handshake with
// the same helpers as before it. Conn is the raw connection underneath.
type sealedConn struct {
	net.Conn
	l       *link
	wmu     sync.Mutex
	pending []byte // the unread rest of plain
	plain   []byte
}

func (s *sealedConn) Write(b []byte) (int, error) {
	if len(b) < 4 || int(binary.BigEndian.Uint32(b)) != len(b)-4 {
		return 0, errors.New("test: a sealedConn writes whole frames")
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if _, err := s.Conn.Write(s.l.tx.sealPayload(b[4:])); err != nil {
		return 0, err
	}
	return len(b), nil
}

func (s *sealedConn) Read(p []byte) (int, error) {
	if len(s.pending) == 0 {
		// The buffers are reused, so a benchmark's readers cost the
		// host's measurements no garbage.
		b, err := readFrameMax(s.l.br, s.l.buf, maxWireFrame)
		if err != nil {
			return 0, err
		}
		s.l.buf = b[:0]
		pl, err := s.l.rx.open(b)
		if err != nil {
			return 0, err
		}
		s.plain = binary.BigEndian.AppendUint32(s.plain[:0], uint32(len(pl)))
		s.plain = append(s.plain, pl...)
		s.pending = s.plain
	}
	n := copy(p, s.pending)
	s.pending = s.pending[n:]
	return n, nil
}

// challenged is a raw connection whose hello got its challenge, waiting
// to send a code (sendCode).
type challenged struct {
	c      net.Conn
	br     *bufio.Reader
	cn, hn []byte
	// After sendCode: the host's refusal in place of its share, or the
	// sealed connection when the code was right.
	refusal []byte
	sealed  *sealedConn
}

// challenge dials addr and says hello; the error says what came instead
// of a challenge.
func challenge(t *testing.T, addr string) (*challenged, error) {
	return challengeOn(rawDial(t, addr), "")
}

// challengeOn says hello on c, with token's rejoin hint if token is set.
func challengeOn(c net.Conn, token string) (*challenged, error) {
	p := &challenged{c: c, br: bufio.NewReader(c), cn: nonce()}
	hello := &Msg{T: tHello, Proto: ProtocolVersion, Nonce: p.cn}
	if token != "" {
		hello.Rejoin = rejoinHint(token, p.cn)
	}
	writeMsg(c, hello)
	b, err := ReadFrame(p.br, nil)
	if err != nil {
		return nil, err
	}
	ch, err := decodeMsg(b)
	if err != nil {
		return nil, err
	}
	if ch.T != tChallenge {
		return nil, &refusedHello{m: ch, raw: append([]byte(nil), b...)}
	}
	p.hn = ch.Nonce
	return p, nil
}

// refusedHello is what came instead of a challenge.
type refusedHello struct {
	m   *Msg
	raw []byte
}

func (r *refusedHello) Error() string { return fmt.Sprintf("got %+v instead", r.m) }

// sendCode runs the PAKE with code: it sends the key share and, when the
// host answers with its own, the key confirmation; when the host proved
// the same code, it also asks for a seat (as name, with token). The
// host's verdict is then read by answer.
func (p *challenged) sendCode(code string) { p.sendCodeAs(code, "guess", "") }

func (p *challenged) sendCodeAs(code, name, token string) {
	sid := sessionID(p.cn, p.hn)
	party := cpace.Start(true, codeSecret(code), channelID, sid, nil)
	writeMsg(p.c, &Msg{T: tShare, Share: party.Share()})
	b, err := ReadFrame(p.br, nil)
	if err != nil {
		return
	}
	sh, err := decodeMsg(b)
	if err != nil || sh.T != tShare {
		p.refusal = append([]byte(nil), b...)
		return
	}
	keys, err := party.Finish(sh.Share, sh.Key)
	if err != nil {
		return
	}
	writeMsg(p.c, &Msg{T: tConfirm, MAC: keys.Confirm()})
	if !keys.Check(sh.MAC) {
		return
	}
	g2h, h2g, _ := directionKeys(keys.ISK, keys.Transcript)
	p.sealed = &sealedConn{Conn: p.c, l: &link{conn: p.c, br: p.br, tx: &sealer{aead: g2h}, rx: &opener{aead: h2g}}}
	writeMsg(p.sealed, &Msg{T: tJoin, Name: name, Token: token})
}

// answer is the payload of the host's verdict on the code: its refusal,
// or (opened) its welcome or sealed refusal.
func (p *challenged) answer() ([]byte, error) {
	if p.refusal != nil {
		return p.refusal, nil
	}
	if p.sealed != nil {
		return ReadFrame(p.sealed, nil)
	}
	b, err := ReadFrame(p.br, nil)
	return append([]byte(nil), b...), err
}

// answerMsg is answer decoded.
func (p *challenged) answerMsg() (*Msg, error) {
	b, err := p.answer()
	if err != nil {
		return nil, err
	}
	return decodeMsg(b)
}

// attemptOn runs one join attempt by hand on c and returns the payload of
// the host's last answer (its verdict on the code, or its refusal of the
// hello).
func attemptOn(t *testing.T, c net.Conn, code, token string) []byte {
	t.Helper()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	p, err := challengeOn(c, token)
	var refused *refusedHello
	if errors.As(err, &refused) {
		return refused.raw
	}
	if err != nil {
		t.Errorf("hello: %v", err)
		return nil
	}
	p.sendCodeAs(code, "guess", token)
	b, err := p.answer()
	if err != nil {
		t.Errorf("answer: %v", err)
		return nil
	}
	return b
}

// authRaw runs the handshake by hand and returns the sealed connection
// after the welcome, for clients that then misbehave.
func authRaw(t *testing.T, addr, code string) (net.Conn, int) {
	t.Helper()
	return authOn(t, rawDial(t, addr), code)
}

// authOn runs the handshake on c and returns the sealed connection and
// the seat it was given.
func authOn(t *testing.T, c net.Conn, code string) (net.Conn, int) {
	t.Helper()
	p, err := challengeOn(c, "")
	if err != nil {
		t.Fatalf("challenge: %v", err)
	}
	p.sendCodeAs(code, "evil", "")
	w, err := p.answerMsg()
	if err != nil || w.T != tWelcome || p.sealed == nil {
		t.Fatalf("welcome: %+v %v", w, err)
	}
	return p.sealed, *w.Seat
}
