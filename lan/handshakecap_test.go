package lan

import (
	"bytes"
	"encoding/binary"
	"errors"
	"net"
	"runtime"
	"strings"
	"testing"
	"time"
)

// helloOn says hello on c and returns the host's answer.
func helloOn(t *testing.T, c net.Conn) *Msg {
	t.Helper()
	writeMsg(c, &Msg{T: tHello, Proto: ProtocolVersion, Name: "p", Nonce: nonce()})
	m, err := rawRead(t, c)
	if err != nil {
		t.Fatalf("answer to hello: %v", err)
	}
	return m
}

// TestHandshakeCap: with MaxHandshakes connections in their handshake,
// the next is refused at once; a slot frees when a handshake ends, and a
// welcomed player holds none.
func TestHandshakeCap(t *testing.T) {
	cfg := fakeCfg(3, 1, 1)
	cfg.MaxHandshakes = 4
	h := startHost(t, cfg)
	addr := h.Addr().String()
	var pending []net.Conn
	for i := 0; i < cfg.MaxHandshakes; i++ {
		c := rawDial(t, addr)
		if m := helloOn(t, c); m.T != tChallenge {
			t.Fatalf("handshake %d: %+v", i, m)
		}
		pending = append(pending, c)
	}
	if m := helloOn(t, rawDial(t, addr)); m.T != tError || m.Code != CodeConnLimit {
		t.Fatalf("handshake %d of at most %d: %+v", cfg.MaxHandshakes+1, cfg.MaxHandshakes, m)
	}
	// One handshake ends (a broken key share), freeing its slot once the host
	// is done with it (just after its answer: waited for, or Dial could
	// find the table still full, as CI once did).
	writeMsg(pending[0], &Msg{T: tShare, Share: []byte("not a share")})
	rawRead(t, pending[0])
	slotFree := func() bool {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.handshaking < cfg.MaxHandshakes
	}
	waitFor(t, 5*time.Second, "the ended handshake's slot", slotFree)
	// A player joins through the freed slot and, welcomed, gives it back
	// for one more handshake.
	join(t, addr, clientCfg("Alice"))
	waitFor(t, 5*time.Second, "the welcomed player's slot", slotFree)
	if m := helloOn(t, rawDial(t, addr)); m.T != tChallenge {
		t.Fatalf("after a handshake ended and a player was welcomed: %+v", m)
	}
	if m := helloOn(t, rawDial(t, addr)); m.T != tError || m.Code != CodeConnLimit {
		t.Fatalf("beyond the cap again: %+v", m)
	}
}

// TestHandshakeFrameLimit: a hello over maxHandshakeFrame is refused as
// too large, even when it is a well-formed hello.
func TestHandshakeFrameLimit(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	hello, _ := encodeMsg(&Msg{T: tHello, Proto: ProtocolVersion, Name: "p", Nonce: nonce()})
	padded := append(bytes.Repeat([]byte(" "), maxHandshakeFrame+1-len(hello)), hello...)
	c := rawDial(t, h.Addr().String())
	WriteFrame(c, padded)
	if m := expectClosed(t, c, "large hello"); m == nil || m.Code != CodeProtocol || !strings.Contains(m.Text, "too large") {
		t.Fatalf("a hello of %d bytes: last message %+v", len(padded), m)
	}
}

// TestReadFrameMaxAllocatesNothingTooLarge: a frame declaring more than the
// limit is refused from its header, however much body follows.
func TestReadFrameMaxAllocatesNothingTooLarge(t *testing.T) {
	stream := make([]byte, 4+MaxFrame)
	binary.BigEndian.PutUint32(stream, MaxFrame)
	r := bytes.NewReader(stream)
	const runs = 100
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < runs; i++ {
		r.Reset(stream)
		if _, err := readFrameMax(r, nil, maxHandshakeFrame); !errors.Is(err, ErrFrameTooLarge) {
			t.Fatalf("got %v, want ErrFrameTooLarge", err)
		}
	}
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > runs*1024 {
		t.Fatalf("%d bytes allocated refusing %d frames", n, runs)
	}
}
