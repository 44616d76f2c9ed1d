package lan

import (
	"bufio"
	"bytes"
	"context"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// What a connection protects: nothing readable crosses the network after
// the handshake, nothing in the handshake lets codes be tested offline,
// and frames that were not sealed by the peer, in order, end it.

// wireFrames splits a captured stream into its frames (header included).
func wireFrames(b []byte) [][]byte {
	var out [][]byte
	for len(b) >= 4 {
		n := int(binary.BigEndian.Uint32(b))
		if 4+n > len(b) {
			break
		}
		out = append(out, b[:4+n])
		b = b[4+n:]
	}
	return out
}

// TestCaptureHoldsNoPlaintext: a capture of whole games, both directions
// of every guest's connection, holds no JSON after the handshake, no
// token, no player's or table's name and no card of anyone's hand.
func TestCaptureHoldsNoPlaintext(t *testing.T) {
	for _, rc := range []realCase{realCases[0], realCases[2], realCases[4]} {
		h, recs := playReal(t, rc, 11)
		s := hostSave(h)
		secret := []string{`"t":`, `"view"`, "Human", `"Real"`}
		for _, st := range s.Seats {
			if st.Token != "" {
				secret = append(secret, st.Token)
			}
		}
		g, err := games.New(s.Config)
		if err != nil {
			t.Fatal(err)
		}
		for seat := range s.Seats {
			for _, c := range ownCards(g, seat) {
				secret = append(secret, `"`+c+`"`)
			}
		}
		total := 0
		for i, rec := range recs {
			for _, st := range rec.wireSnapshot() {
				total += len(*st)
				clear := 0
				for _, f := range wireFrames(*st) {
					if bytes.HasPrefix(f[4:], []byte(`{"t":"`)) {
						clear++
						continue
					}
					for _, w := range secret {
						if bytes.Contains(f, []byte(w)) {
							t.Errorf("%s: guest %d's capture holds %q in a sealed frame", rc.game, i, w)
						}
					}
				}
				// Only the handshake's own frames are in clear, and they
				// carry nothing secret.
				if clear > 3 {
					t.Errorf("%s: guest %d: %d frames in clear one way, want at most 3 (the handshake's)", rc.game, i, clear)
				}
				for _, w := range secret[1:] {
					if bytes.Contains(*st, []byte(w)) {
						t.Errorf("%s: guest %d's capture holds %q", rc.game, i, w)
					}
				}
			}
		}
		t.Logf("%s: %d bytes captured, nothing readable", rc.game, total)
	}
}

// oldMACs are the proofs of protocol 4, computable from a capture and a
// candidate code: what made an offline search possible.
func oldMACs(code string, a, b []byte) [][]byte {
	var out [][]byte
	for _, label := range []string{"trickparty/join/client\x00", "trickparty/join/host\x00"} {
		for _, pair := range [][2][]byte{{a, b}, {b, a}} {
			m := hmac.New(sha256.New, []byte(code))
			m.Write([]byte(label))
			m.Write(pair[0])
			m.Write(pair[1])
			out = append(out, m.Sum(nil))
		}
	}
	return out
}

// TestCapturedHandshakeHoldsNothingToTestCodesAgainst: from a captured
// handshake an observer can compute, for any candidate code, the values
// that depend only on the code and what crossed the network: the CPace
// generator, the hashed generator string, MACs of the nonces keyed by the
// code (protocol 4's proofs), hashes of the code. None of them, for the
// right code or any other, occurs in the capture: every check an observer
// could run treats the right code as it treats a wrong one. (The values
// that do depend on the code - the key confirmation tags - also depend on
// K = ya*yb*g, which needs a secret scalar: docs/SECURITY.md.)
func TestCapturedHandshakeHoldsNothingToTestCodesAgainst(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	rec := &recorder{}
	cc := clientCfg("Alice")
	rec.watch(&cc)
	join(t, h.Addr().String(), cc)
	var capture []byte
	var nonces [][]byte
	for _, st := range rec.wireSnapshot() {
		capture = append(capture, *st...)
		for _, f := range wireFrames(*st) {
			if m, err := decodeMsg(f[4:]); err == nil && len(m.Nonce) > 0 {
				nonces = append(nonces, m.Nonce)
			}
		}
	}
	if len(nonces) != 2 {
		t.Fatalf("%d nonces in the capture, want the hello's and the challenge's", len(nonces))
	}
	sid := sessionID(nonces[0], nonces[1])
	candidates := []string{h.Code(), "WRONG2", "ABCD24", "ZZZZZZ", "23456789"}
	for i := 0; i < 40; i++ {
		candidates = append(candidates, NewCode())
	}
	for _, code := range candidates {
		var derived [][]byte
		prs := codeSecret(code)
		derived = append(derived, prs)
		derived = append(derived, cpace.Generator(prs, channelID, sid))
		gs := sha512.Sum512(cpace.GeneratorString(prs, channelID, sid))
		derived = append(derived, gs[:])
		derived = append(derived, oldMACs(code, nonces[0], nonces[1])...)
		s2 := sha256.Sum256(prs)
		derived = append(derived, s2[:])
		for _, d := range derived {
			for _, enc := range [][]byte{d, []byte(b64.EncodeToString(d)), []byte(stdB64(d))} {
				if bytes.Contains(capture, enc) {
					t.Errorf("code %s: a value derived from it and public data alone is in the capture", code)
				}
			}
		}
	}
}

// stdB64 is how encoding/json writes bytes.
func stdB64(b []byte) string { m, _ := encodeMsg(&Msg{T: tPing, Nonce: b}); return string(m) }

// sealedGuest joins by hand and returns its sealed connection and seat.
func sealedGuest(t *testing.T, h *Host) (*sealedConn, int) {
	c, seat := authRaw(t, h.Addr().String(), "ABCD23")
	return c.(*sealedConn), seat
}

// TestTamperedFramesEndTheConnection: a frame replayed, sent out of
// order, after a dropped one, injected in clear, cut short or altered
// ends the connection with CodeTampered, and the seat is kept as for a
// dropped link.
func TestTamperedFramesEndTheConnection(t *testing.T) {
	sync, _ := encodeMsg(&Msg{T: tSync})
	for _, c := range []struct {
		name   string
		frames func(s *sealedConn) [][]byte
	}{
		{"replayed", func(s *sealedConn) [][]byte {
			f := s.l.tx.sealPayload(sync)
			return [][]byte{f, f}
		}},
		{"reordered", func(s *sealedConn) [][]byte {
			f1, f2 := s.l.tx.sealPayload(sync), s.l.tx.sealPayload(sync)
			return [][]byte{f2, f1}
		}},
		{"after a dropped one", func(s *sealedConn) [][]byte {
			s.l.tx.sealPayload(sync)
			return [][]byte{s.l.tx.sealPayload(sync)}
		}},
		{"injected in clear", func(s *sealedConn) [][]byte {
			return [][]byte{binary.BigEndian.AppendUint32(nil, uint32(len(sync))), sync}
		}},
		{"cut short", func(s *sealedConn) [][]byte {
			f := s.l.tx.sealPayload(sync)
			f = f[:len(f)-1]
			binary.BigEndian.PutUint32(f, uint32(len(f)-4))
			return [][]byte{f}
		}},
		{"altered", func(s *sealedConn) [][]byte {
			f := s.l.tx.sealPayload(sync)
			f[6] ^= 1
			return [][]byte{f}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			// One guest starts the game, so a dropped link keeps its seat.
			cfg := fakeCfg(2, 1, 1)
			cfg.Grace = time.Minute
			h := startHost(t, cfg)
			s, seat := sealedGuest(t, h)
			for _, f := range c.frames(s) {
				s.Conn.Write(f)
			}
			if m := expectClosed(t, s, c.name); m == nil || m.Code != CodeTampered {
				t.Fatalf("last message %+v, want %s", m, CodeTampered)
			}
			waitFor(t, 5*time.Second, "the seat let go", func() bool { return !h.Seats()[seat].Connected })
			if st := h.Seats()[seat]; !st.Taken {
				t.Fatalf("the seat was given up: %+v", st)
			}
		})
	}
}

// startRelay passes frames between guests and the host at target and
// returns its address. guestToHost and hostToGuest, when set, see each
// frame of their direction (numbered from 0, header included) with both
// connections, and return the frames to pass on instead.
func startRelay(t *testing.T, target string, guestToHost, hostToGuest func(n int, f []byte, host, guest net.Conn) [][]byte) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			g, err := ln.Accept()
			if err != nil {
				return
			}
			hc, err := net.Dial("tcp", target)
			if err != nil {
				g.Close()
				return
			}
			pump := func(from, to net.Conn, edit func(int, []byte, net.Conn, net.Conn) [][]byte, host, guest net.Conn) {
				defer from.Close()
				defer to.Close()
				br := bufio.NewReader(from)
				for n := 0; ; n++ {
					f, err := readFrameMax(br, nil, maxWireFrame)
					if err != nil {
						return
					}
					frame := binary.BigEndian.AppendUint32(nil, uint32(len(f)))
					frame = append(frame, f...)
					out := [][]byte{frame}
					if edit != nil {
						out = edit(n, frame, host, guest)
					}
					for _, o := range out {
						if _, err := to.Write(o); err != nil {
							return
						}
					}
				}
			}
			go pump(g, hc, guestToHost, hc, g)
			go pump(hc, g, hostToGuest, hc, g)
		}
	}()
	return ln.Addr().String()
}

// TestRelayCannotActForASeat: a relay that knows no code passes a guest's
// whole handshake through unchanged, then keeps the host's side for
// itself and sends an act in clear and one it "sealed" with a guess: the
// host ends the connection as tampered and applies neither.
func TestRelayCannotActForASeat(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.Grace = time.Minute
	h := startHost(t, cfg)
	act, _ := encodeMsg(&Msg{T: tAct, Seq: 0, Action: new(int)})
	var once sync.Once
	injected := make(chan struct{})
	addr := startRelay(t, h.Addr().String(), nil, func(n int, f []byte, host, guest net.Conn) [][]byte {
		// The host's third frame is the sealed welcome: the handshake is
		// done. After it the relay cuts the guest off and acts on its own.
		if n == 3 {
			once.Do(func() {
				guest.Close()
				host.Write(binary.BigEndian.AppendUint32(nil, uint32(len(act))))
				host.Write(act)
				guessed := &sealer{aead: mustAEAD(t)}
				host.Write(guessed.sealPayload(act))
				close(injected)
			})
			return nil
		}
		return [][]byte{f}
	})
	cc := clientCfg("Victim")
	cc.RetryFor = -1
	c, err := Dial(context.Background(), addr, cc)
	if err != nil {
		t.Fatalf("the guest could not join through a passive relay: %v", err)
	}
	defer c.Close()
	<-injected
	waitFor(t, 5*time.Second, "the relayed seat let go", func() bool { return !h.Seats()[0].Connected })
	for _, mv := range hostSave(h).Moves {
		if mv.Seat == 0 {
			t.Fatalf("a move was applied for the relayed seat: %+v", mv)
		}
	}
}

// mustAEAD is a key derived from a guess, as a relay without the code
// would have to make one.
func mustAEAD(t *testing.T) cipher.AEAD {
	a, _, err := directionKeys(make([]byte, 64), []byte("a guess"))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestReplayedHostFrameDropsTheLink: a frame of the host's repeated on
// the way to the guest ends that connection (ErrTampered); the guest
// redials as after any drop and gets its seat back.
func TestReplayedHostFrameDropsTheLink(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	var once sync.Once
	addr := startRelay(t, h.Addr().String(), nil, func(n int, f []byte, _, _ net.Conn) [][]byte {
		out := [][]byte{f}
		if n == 4 {
			once.Do(func() { out = append(out, f) })
		}
		return out
	})
	c := join(t, addr, clientCfg("a"))
	deadline := time.After(10 * time.Second)
	var lost error
	for lost == nil {
		select {
		case ev := <-c.Events():
			if ev.Kind == EventDisconnected {
				lost = ev.Err
			}
		case <-deadline:
			t.Fatal("the replayed frame went unnoticed")
		}
	}
	if !errors.Is(lost, ErrTampered) {
		t.Fatalf("the link dropped with %v, want ErrTampered", lost)
	}
	waitFor(t, 10*time.Second, "the seat back", func() bool { return c.Connected() && h.Seats()[c.Seat()].Connected })
}

// TestKeptSeatOnlyAtTheSameHost: a client that kept a seat refuses a
// table that knows the code but not the host's key, before it sends its
// token; at the real table it is welcomed back.
func TestKeptSeatOnlyAtTheSameHost(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	a := join(t, h.Addr().String(), clientCfg("Alice"))
	key, token := a.HostKey(), a.Token()
	if !bytes.Equal(key, h.Key()) {
		t.Fatalf("the client learnt key %x, the host holds %x", key, h.Key())
	}
	a.Close()
	// Another table with the same code (a guest of the party who knows
	// it), advertising the same name.
	other := startHost(t, fakeCfg(2, 1, 1))
	rec := &recorder{}
	cc := clientCfg("Alice")
	cc.Token, cc.HostKey, cc.RetryFor = token, key, -1
	rec.watch(&cc)
	if _, err := Dial(context.Background(), other.Addr().String(), cc); !errors.Is(err, ErrOtherHost) {
		t.Fatalf("at another table: %v, want ErrOtherHost", err)
	}
	for _, st := range rec.wireSnapshot() {
		for _, f := range wireFrames(*st) {
			if bytes.Contains(f, []byte(token)) {
				t.Fatal("the token was sent to the other table")
			}
		}
	}
	if other.Seats()[0].Taken {
		t.Fatal("the other table seated the guest")
	}
	back, err := Dial(context.Background(), h.Addr().String(), cc)
	if err != nil {
		t.Fatalf("at the real table: %v", err)
	}
	defer back.Close()
	if back.Seat() != 0 {
		t.Fatalf("back at seat %d, want 0", back.Seat())
	}
}

// TestResumedTableKeepsItsKey: the key is in the save, so a resumed table
// proves it is the same host.
func TestResumedTableKeepsItsKey(t *testing.T) {
	h := startHost(t, fakeCfg(3, 1, 1))
	s := hostSave(h)
	h.Close()
	cfg := fakeCfg(3, 1, 1)
	r, err := Resume(s, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if !bytes.Equal(r.Key(), h.Key()) {
		t.Fatal("the resumed table has another key")
	}
	s.HostKey = s.HostKey[:5]
	if _, err := Resume(s, cfg); !errors.Is(err, ErrDamagedSave) {
		t.Fatalf("a save with a broken key: %v, want ErrDamagedSave", err)
	}
}

// TestOldProtocolToldWhoMustUpdate: a guest of protocol 4 is told the
// table needs a newer Trick Party; a guest meeting a table of protocol 4
// (which does not say its version) is told the table is older.
func TestOldProtocolToldWhoMustUpdate(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	c := rawDial(t, h.Addr().String())
	writeMsg(c, &Msg{T: tHello, Proto: 4, Name: "old", Nonce: nonce()})
	m, err := rawRead(t, c)
	if err != nil || m.Code != CodeVersion || !strings.Contains(m.Text, "needs a newer Trick Party") {
		t.Fatalf("an old guest got %+v %v", m, err)
	}
	old := fakeTable(t, func(c net.Conn) {
		ReadFrame(c, nil)
		// What a protocol 4 table answers.
		writeMsg(c, &Msg{T: tError, Code: CodeVersion, Text: "this table speaks Trick Party LAN protocol 4, you speak 5: both players need the same version of Trick Party"})
	})
	_, err = Dial(context.Background(), old, clientCfg("new"))
	var re *RemoteError
	if !errors.As(err, &re) || re.Code != CodeVersion || !strings.Contains(re.Text, "older Trick Party") {
		t.Fatalf("at an old table: %v", err)
	}
}
