package lan

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// expectClosed reads until the host closes c, returning the error frame
// (if any) it sent last.
func expectClosed(t *testing.T, c net.Conn, what string) *Msg {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	var last *Msg
	for {
		b, err := ReadFrame(c, nil)
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				t.Fatalf("%s: connection still open", what)
			}
			return last
		}
		if m, err := decodeMsg(b); err == nil && m.T == tError {
			last = m
		}
	}
}

// TestAbusiveClients: malformed, oversized, forged-seat, flooding, silent
// and too-many connections are each closed while two honest players finish
// their game at the same table.
func TestAbusiveClients(t *testing.T) {
	cfg := fakeCfg(6, 1, 9)
	cfg.HandshakeTimeout = 300 * time.Millisecond
	cfg.Rate, cfg.Burst = 20, 20
	cfg.MaxConnsPerIP = 12
	h := startHost(t, cfg)
	addr := h.Addr().String()
	good := []*Client{join(t, addr, clientCfg("good0"))}

	// Malformed JSON after the handshake.
	c, _ := authRaw(t, addr, "ABCD23")
	WriteFrame(c, []byte("{not json"))
	if m := expectClosed(t, c, "malformed"); m == nil || m.Code != CodeProtocol {
		t.Fatalf("malformed: last message %+v", m)
	}
	// Unknown field / unknown type.
	c, _ = authRaw(t, addr, "ABCD23")
	WriteFrame(c, []byte(`{"t":"act","seq":0,"action":1,"admin":true}`))
	expectClosed(t, c, "unknown field")
	// Oversized frame header: refused before reading the body.
	c, _ = authRaw(t, addr, "ABCD23")
	var hdr [4]byte
	binary.BigEndian.PutUint32(hdr[:], maxWireFrame+1)
	c.(*sealedConn).Conn.Write(hdr[:])
	if m := expectClosed(t, c, "oversized"); m == nil || !strings.Contains(m.Text, "too large") {
		t.Fatalf("oversized: last message %+v", m)
	}
	// Forged seat: claims seat 0, which belongs to good0.
	c, seat := authRaw(t, addr, "ABCD23")
	if seat == 0 {
		t.Fatal("evil got seat 0")
	}
	zero, act := 0, 0
	writeMsg(c, &Msg{T: tAct, Seat: &zero, Action: &act})
	if m := expectClosed(t, c, "forged"); m == nil || m.Code != CodeForged {
		t.Fatalf("forged: last message %+v", m)
	}
	// Flooding.
	c, _ = authRaw(t, addr, "ABCD23")
	ping, _ := encodeMsg(&Msg{T: tPing})
	go func(c net.Conn) {
		for i := 0; i < 500; i++ {
			if WriteFrame(c, ping) != nil {
				return
			}
		}
	}(c)
	if m := expectClosed(t, c, "flood"); m == nil || m.Code != CodeFlood {
		t.Fatalf("flood: last message %+v", m)
	}
	// Silent before the handshake: closed at HandshakeTimeout.
	c = rawDial(t, addr)
	start := time.Now()
	if _, err := io.ReadAll(c); err != nil && !errors.Is(err, io.EOF) {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			t.Fatal("silent connection never closed")
		}
	}
	t.Logf("silent connection closed after %v", time.Since(start).Round(time.Millisecond))
	// Garbage instead of a hello.
	c = rawDial(t, addr)
	c.Write(bytes.Repeat([]byte{0, 0, 0, 3, 'a', 'b', 'c'}, 3))
	expectClosed(t, c, "garbage hello")

	// Per-address connection cap: hold connections open until refused.
	waitFor(t, 5*time.Second, "evil connections closed", func() bool {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.perIP["127.0.0.1"] == 1
	})
	var held []net.Conn
	for i := 0; i < 20; i++ {
		held = append(held, rawDial(t, addr))
	}
	refused := 0
	for _, c := range held {
		c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		if b, err := ReadFrame(c, nil); err == nil {
			if m, _ := decodeMsg(b); m != nil && m.Code == CodeConnLimit {
				refused++
			}
		}
	}
	// good0 holds one connection: 11 more are allowed, 9 refused.
	if refused != 20-(cfg.MaxConnsPerIP-1) {
		t.Fatalf("per-address cap: %d of 20 refused, want %d", refused, 20-(cfg.MaxConnsPerIP-1))
	}
	for _, c := range held {
		c.Close()
	}

	// The table still works: seats freed by the evil clients (game not yet
	// started) are taken by honest players, who finish the game.
	waitFor(t, 5*time.Second, "evil seats freed", func() bool { return h.Free() == 4 })
	for i := 0; i < 4; i++ {
		good = append(good, join(t, addr, clientCfg("good")))
	}
	var finals []*View
	var chans []<-chan *View
	for i, g := range good {
		chans = append(chans, autoplay(g, randomChooser(uint64(i))))
	}
	waitDone(t, h, 10*time.Second)
	for _, ch := range chans {
		finals = append(finals, <-ch)
	}
	checkResult(t, h, newFake, finals)
}

// TestForgedSeatMidGame: a welcomed player acting for another seat during
// play is cut off; a bot holds its seat and the game still ends.
func TestStaleAndRepeatedActs(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 4))
	c, seat := authRaw(t, h.Addr().String(), "ABCD23")
	read := func() *View {
		for {
			m, err := rawRead(t, c)
			if err != nil {
				t.Fatal(err)
			}
			if m.T == tView {
				return m.View
			}
		}
	}
	v := read()
	for !v.Started || !contains(v.ToMove, seat) {
		v = read()
	}
	var o fakeObs
	json_Unmarshal(v.Obs, &o)
	a := int(o.Legal(nil)[0])
	writeMsg(c, &Msg{T: tAct, Seq: v.NextSeq, Action: &a})
	v2 := read()
	if v2.NextSeq != v.NextSeq+1 {
		t.Fatalf("act not applied: next seq %d", v2.NextSeq)
	}
	// The same act again (a retransmission): ignored, no answer, no move.
	writeMsg(c, &Msg{T: tAct, Seq: v.NextSeq, Action: &a})
	// A stale act (old seq, different action): answered with a resync.
	b := a + 1
	writeMsg(c, &Msg{T: tAct, Seq: v.NextSeq, Action: &b})
	v3 := read()
	s := hostSave(h)
	mine := 0
	for _, m := range s.Moves {
		if m.Seat == seat {
			mine++
		}
	}
	if mine != 1 || v3.NextSeq != v.NextSeq+1 {
		t.Fatalf("repeat or stale act changed the game: %d moves of mine, next seq %d", mine, v3.NextSeq)
	}
	// An illegal action is refused with a notice, connection kept.
	bad := 127
	writeMsg(c, &Msg{T: tAct, Seq: v3.NextSeq, Action: &bad})
	for {
		v4 := read()
		if v4.Notice != nil {
			break
		}
	}
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func TestFrameRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteFrame(&buf, bytes.Repeat([]byte("x"), MaxFrame)); err != nil {
		t.Fatal(err)
	}
	b, err := ReadFrame(&buf, nil)
	if err != nil || len(b) != MaxFrame {
		t.Fatalf("max frame: %d %v", len(b), err)
	}
	if err := WriteFrame(&buf, make([]byte, MaxFrame+1)); !errors.Is(err, ErrFrameTooLarge) {
		t.Fatalf("oversized write: %v", err)
	}
	if _, err := ReadFrame(bytes.NewReader([]byte{0, 0, 0, 0}), nil); !errors.Is(err, ErrEmptyFrame) {
		t.Fatalf("empty frame: %v", err)
	}
	if _, err := ReadFrame(bytes.NewReader([]byte{0, 0, 0, 9, 'a'}), nil); err == nil {
		t.Fatal("truncated frame accepted")
	}
}

// FuzzReadFrame feeds arbitrary streams to the frame and message decoders:
// they must never panic, never return more than MaxFrame, and whatever
// they accept must survive a round trip.
func FuzzReadFrame(f *testing.F) {
	for _, m := range []*Msg{{T: tHello, Proto: 1, Name: "a", Nonce: nonce()}, {T: tAct, Seq: 3, Action: new(int)}, {T: tView, View: &View{Seats: []SeatInfo{{Name: "x"}}, Obs: []byte(`{"a":1}`)}}} {
		b, _ := encodeMsg(m)
		var buf bytes.Buffer
		WriteFrame(&buf, b)
		f.Add(buf.Bytes())
	}
	f.Add([]byte{0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{0, 0, 0, 2, '{', '}'})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		for {
			b, err := ReadFrame(r, nil)
			if err != nil {
				return
			}
			if len(b) > MaxFrame || len(b) == 0 {
				t.Fatalf("frame of %d bytes", len(b))
			}
			m, err := decodeMsg(b)
			if err != nil {
				continue
			}
			enc, err := encodeMsg(m)
			if err != nil {
				continue
			}
			m2, err := decodeMsg(enc)
			if err != nil {
				t.Fatalf("re-decode of %s: %v", enc, err)
			}
			enc2, _ := encodeMsg(m2)
			if !bytes.Equal(enc, enc2) {
				t.Fatalf("round trip changed %s to %s", enc, enc2)
			}
		}
	})
}
