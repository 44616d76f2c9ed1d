package lan

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// checkResult compares the host's result, every client's final view and an
// offline replay of the host's moves.
func checkResult(t *testing.T, h *Host, newGame func(engine.Config) (engine.Game, error), finals []*View) {
	t.Helper()
	scores, winners, ok := h.Result()
	if !ok {
		t.Fatal("host has no result")
	}
	g := replay(t, newGame, hostSave(h))
	if !g.Over() {
		t.Fatal("offline replay of the host's moves is not over")
	}
	var want []int
	for i := 0; i < g.Players(); i++ {
		want = append(want, g.Score(i))
	}
	if !reflect.DeepEqual(scores, want) || !reflect.DeepEqual(winners, g.Winners().Seats()) {
		t.Fatalf("host result %v %v, offline %v %v", scores, winners, want, g.Winners().Seats())
	}
	for i, v := range finals {
		if v == nil || !v.Over {
			t.Fatalf("client %d did not see the end: %+v", i, v)
		}
		if !reflect.DeepEqual(v.Scores, want) || !reflect.DeepEqual(v.Winners, g.Winners().Seats()) {
			t.Fatalf("client %d result %v %v, offline %v %v", i, v.Scores, v.Winners, want, g.Winners().Seats())
		}
	}
}

func TestFullGameFake(t *testing.T) {
	h := startHost(t, fakeCfg(4, 1, 7))
	var finals []<-chan *View
	for i := 0; i < 3; i++ {
		c := join(t, h.Addr().String(), clientCfg("p"))
		if c.Seat() != i {
			t.Fatalf("client %d got seat %d", i, c.Seat())
		}
		finals = append(finals, autoplay(c, randomChooser(uint64(i))))
	}
	waitDone(t, h, 10*time.Second)
	var views []*View
	for _, f := range finals {
		views = append(views, <-f)
	}
	checkResult(t, h, newFake, views)
}

func TestWrongCodeAndAttemptLimit(t *testing.T) {
	cfg := fakeCfg(2, 0, 1)
	cfg.MaxBadCodes = 3
	h := startHost(t, cfg)
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		cc := clientCfg("x")
		cc.Code = "WRONG2"
		_, err := Dial(ctx, h.Addr().String(), cc)
		var re *RemoteError
		if !errors.As(err, &re) || re.Code != CodeBadCode || !strings.Contains(re.Text, "wrong join code") {
			t.Fatalf("attempt %d: got %v, want a wrong-code error", i, err)
		}
	}
	cc := clientCfg("x")
	cc.Code = "WRONG2"
	_, err := Dial(ctx, h.Addr().String(), cc)
	var re *RemoteError
	if !errors.As(err, &re) || re.Code != CodeTooMany {
		t.Fatalf("third wrong code: got %v, want too many attempts", err)
	}
	// Even the right code is refused until the window passes.
	if _, err := Dial(ctx, h.Addr().String(), clientCfg("x")); !errors.As(err, &re) || re.Code != CodeTooMany {
		t.Fatalf("right code after lockout: got %v, want too many attempts", err)
	}
	if h.Free() != 2 {
		t.Fatalf("a refused client took a seat: %d free", h.Free())
	}
}

func TestCodeIsNormalized(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	cc := clientCfg("x")
	cc.Code = "ab-cd 23"
	c := join(t, h.Addr().String(), cc)
	if c.Seat() != 0 {
		t.Fatalf("seat %d", c.Seat())
	}
}

// rawDial opens a bare connection for speaking the protocol by hand.
func rawDial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(5 * time.Second))
	return c
}

func rawRead(t *testing.T, c net.Conn) (*Msg, error) {
	t.Helper()
	b, err := ReadFrame(c, nil)
	if err != nil {
		return nil, err
	}
	return decodeMsg(b)
}

func TestVersionMismatchHostSide(t *testing.T) {
	h := startHost(t, fakeCfg(2, 0, 1))
	c := rawDial(t, h.Addr().String())
	writeMsg(c, &Msg{T: tHello, Proto: ProtocolVersion + 1, Nonce: nonce()})
	m, err := rawRead(t, c)
	if err != nil || m.T != tError || m.Code != CodeVersion || !strings.Contains(m.Text, "protocol") {
		t.Fatalf("got %+v %v, want a version error", m, err)
	}
	if _, err := rawRead(t, c); err == nil {
		t.Fatal("connection still open after a version mismatch")
	}
}

func TestVersionMismatchClientSide(t *testing.T) {
	addr := fakeTable(t, func(c net.Conn) {
		ReadFrame(c, nil)
		writeMsg(c, &Msg{T: tChallenge, Proto: ProtocolVersion + 1, Nonce: nonce()})
		ReadFrame(c, nil)
	})
	_, err := Dial(context.Background(), addr, clientCfg("x"))
	var re *RemoteError
	if !errors.As(err, &re) || re.Code != CodeVersion || !strings.Contains(re.Text, "protocol") {
		t.Fatalf("got %v, want a version error", err)
	}
}

func TestTableFull(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	join(t, h.Addr().String(), clientCfg("a"))
	_, err := Dial(context.Background(), h.Addr().String(), clientCfg("b"))
	var re *RemoteError
	if !errors.As(err, &re) || re.Code != CodeFull {
		t.Fatalf("got %v, want table full", err)
	}
}

func TestImpostorHostRefused(t *testing.T) {
	// A "host" that does not know the code runs the PAKE with a guess:
	// its confirmation does not check, and the guest sends nothing more
	// than its own confirmation (no name, no token).
	got := make(chan []string, 1)
	addr := fakeTable(t, func(c net.Conn) {
		var seen []string
		defer func() { got <- seen }()
		hello, _ := rawRead(t, c)
		hn := nonce()
		writeMsg(c, &Msg{T: tChallenge, Proto: ProtocolVersion, Nonce: hn})
		share, _ := rawRead(t, c)
		_, key, _ := ed25519.GenerateKey(nil)
		pub := key.Public().(ed25519.PublicKey)
		sid := sessionID(hello.Nonce, hn)
		party := cpace.Start(false, codeSecret("WRONG2"), channelID, sid, pub)
		keys, _ := party.Finish(share.Share, nil)
		writeMsg(c, &Msg{T: tShare, Share: party.Share(), Key: pub, MAC: keys.Confirm(), Sig: ed25519.Sign(key, hostProof(sid, keys.Transcript))})
		for {
			b, err := ReadFrame(c, nil)
			if err != nil {
				return
			}
			if m, err := decodeMsg(b); err == nil {
				seen = append(seen, m.T)
			} else {
				seen = append(seen, "undecodable")
			}
		}
	})
	cfg := clientCfg("x")
	cfg.Token = "a-kept-token"
	if _, err := Dial(context.Background(), addr, cfg); !errors.Is(err, ErrNoCodeProof) {
		t.Fatalf("got %v, want the impostor refused", err)
	}
	if seen := <-got; len(seen) != 1 || seen[0] != tConfirm {
		t.Fatalf("the guest sent the impostor %v, want only its confirmation", seen)
	}
}

// TestDropBotHoldsAndTokenReclaims: a client vanishes mid-game, a bot holds
// its seat after the grace period and plays, and a new connection with the
// token takes the seat back and finishes the game.
func TestDropBotHoldsAndTokenReclaims(t *testing.T) {
	h := startHost(t, fakeCfg(3, 0, 3))
	addr := h.Addr().String()
	a := join(t, addr, clientCfg("a"))
	bcfg := clientCfg("b")
	bcfg.RetryFor = -1 // this one does not come back by itself
	b := join(t, addr, bcfg)
	c := join(t, addr, clientCfg("c"))
	fa := autoplay(a, randomChooser(1))
	fc := autoplay(c, randomChooser(3))
	waitFor(t, 5*time.Second, "game start", func() bool { v := b.View(); return v != nil && v.Started })
	token := b.Token()
	// b never plays; kill its connection abruptly.
	b.mu.Lock()
	b.link.conn.Close()
	b.mu.Unlock()
	waitFor(t, 5*time.Second, "bot holding seat 1", func() bool { return h.Seats()[1].BotHeld })
	// The bot plays seat 1: the game moves past seat 1's turns.
	waitFor(t, 5*time.Second, "bot to move", func() bool {
		s := hostSave(h)
		for _, m := range s.Moves {
			if m.Seat == 1 {
				return true
			}
		}
		return false
	})
	// Everyone's record says a bot played those turns for the absent
	// player, not that they chose them.
	waitFor(t, 5*time.Second, "the away seat's bot-played turn in a guest's record", func() bool {
		for _, la := range a.History().Actions {
			if la.Seat == 1 && la.StoodIn {
				return true
			}
		}
		return false
	})
	for _, la := range a.History().Actions {
		if la.Seat != 1 && la.StoodIn {
			t.Errorf("seat %d's action %+v is recorded as played for an away player", la.Seat, la)
		}
	}
	rcfg := clientCfg("b again")
	rcfg.Token = token
	b2 := join(t, addr, rcfg)
	if b2.Seat() != 1 {
		t.Fatalf("token gave seat %d, want 1", b2.Seat())
	}
	waitFor(t, 5*time.Second, "seat back", func() bool { s := h.Seats()[1]; return !s.BotHeld && s.Connected })
	fb := autoplay(b2, randomChooser(2))
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-fa, <-fb, <-fc})
	if h.Seats()[1].Name != "b" {
		t.Fatalf("reclaimed seat renamed to %q", h.Seats()[1].Name)
	}
}

// TestClientRedials: the connection drops and the client gets its seat back
// by itself.
func TestClientRedials(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 5))
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "a view", func() bool { return a.View() != nil })
	a.mu.Lock()
	a.link.conn.Close()
	a.mu.Unlock()
	for _, want := range []EventKind{EventDisconnected, EventReconnected} {
		deadline := time.After(5 * time.Second)
	wait:
		for {
			select {
			case ev := <-a.Events():
				if ev.Kind == want {
					break wait
				}
				if ev.Kind != EventView {
					t.Fatalf("event %v while waiting for %v", ev.Kind, want)
				}
			case <-deadline:
				t.Fatalf("no event %v", want)
			}
		}
	}
	if a.Seat() != 0 {
		t.Fatalf("seat %d after redial", a.Seat())
	}
	fa := autoplay(a, randomChooser(1))
	a.Resync()
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-fa})
}

func TestHostQuitTellsClients(t *testing.T) {
	h := startHost(t, fakeCfg(3, 1, 1))
	a := join(t, h.Addr().String(), clientCfg("a"))
	b := join(t, h.Addr().String(), clientCfg("b"))
	waitFor(t, 5*time.Second, "start", func() bool { v := b.View(); return v != nil && v.Started })
	h.Close()
	for _, c := range []*Client{a, b} {
		select {
		case <-c.Done():
		case <-time.After(5 * time.Second):
			t.Fatal("client not told the host quit")
		}
		if !errors.Is(c.Err(), ErrHostQuit) || errors.Is(c.Err(), ErrHostPaused) {
			t.Fatalf("client error %v, want ErrHostQuit", c.Err())
		}
	}
}

// TestHostPauseTellsClients: a host that saves its table says so in its
// goodbye, so guests keep their seats for when it comes back.
func TestHostPauseTellsClients(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.SaveTo = func([]byte) error { return nil }
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	h.Close()
	select {
	case <-a.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("client not told the host quit")
	}
	if !errors.Is(a.Err(), ErrHostPaused) || !errors.Is(a.Err(), ErrHostQuit) {
		t.Fatalf("client error %v, want ErrHostPaused", a.Err())
	}
}

// TestHostCrashResume: the host dies without a word; it resumes from its
// autosave on the same address, and the clients' redials with their tokens
// bring them back to their seats to finish the game.
func TestHostCrashResume(t *testing.T) {
	dir := t.TempDir()
	cfg := fakeCfg(3, 1, 11)
	cfg.SavePath = filepath.Join(dir, "table.json")
	cfg.Grace = 5 * time.Second // the resumed host should get the humans back, not bots
	var hookMu sync.Mutex
	var hooked []byte
	cfg.SaveTo = func(b []byte) error { hookMu.Lock(); hooked = b; hookMu.Unlock(); return nil }
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	addr := h.Addr().String()
	a := join(t, addr, clientCfg("a"))
	b := join(t, addr, clientCfg("b"))
	// Play exactly two moves by hand, then crash.
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	for moves := 0; moves < 2; {
		for _, c := range []*Client{a, b} {
			if v, o := c.Latest(); o != nil && o.ToMove().Has(c.Seat()) && v.Version == moves {
				c.Submit(o.Legal(nil)[0])
				waitFor(t, 5*time.Second, "move", func() bool { return c.View().Version > moves })
				moves = c.View().Version
			}
		}
		time.Sleep(time.Millisecond)
	}
	h.crash()
	s, err := LoadSave(cfg.SavePath)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Moves) < 2 {
		t.Fatalf("save has %d moves, want at least 2", len(s.Moves))
	}
	hookMu.Lock()
	fromHook, err := ParseSave(hooked)
	hookMu.Unlock()
	if err != nil || !reflect.DeepEqual(fromHook, s) {
		t.Fatalf("SaveTo got %+v (%v), the file holds %+v", fromHook, err, s)
	}
	rcfg := cfg
	rcfg.Listen = addr
	var h2 *Host
	waitFor(t, 5*time.Second, "relisten", func() bool { h2, err = Resume(s, rcfg); return err == nil })
	t.Cleanup(func() { h2.Close() })
	waitFor(t, 10*time.Second, "clients back", func() bool {
		ss := h2.Seats()
		return ss[0].Connected && ss[1].Connected
	})
	fa := autoplay(a, randomChooser(1))
	fb := autoplay(b, randomChooser(2))
	a.Resync()
	b.Resync()
	waitDone(t, h2, 10*time.Second)
	checkResult(t, h2, newFake, []*View{<-fa, <-fb})
	if ss := h2.Seats(); ss[0].Name != "a" || ss[1].Name != "b" {
		t.Fatalf("names lost: %+v", ss)
	}
}

func TestLoadSaveRejectsDamage(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"garbage":  "not json",
		"unknown":  `{"format":1,"zzz":1}`,
		"format":   `{"format":99}`,
		"seats":    `{"format":1,"config":{"game":"fake","players":3},"seats":[]}`,
		"trailing": `{"format":1} {}`,
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(body), 0o600)
		if _, err := LoadSave(p); err == nil {
			t.Errorf("%s: damaged save accepted", name)
		}
	}
	// A save whose moves are illegal is refused at Resume, clearly.
	s := &Save{Format: SaveFormat, Config: engine.Config{Game: "fake", Players: 2}, Code: "ABCD23", Seats: make([]SavedSeat, 2), Moves: []engine.Move{{Seat: 1, Play: "k000"}}}
	cfg := fakeCfg(2, 0, 0)
	if _, err := Resume(s, cfg); err == nil || !strings.Contains(err.Error(), "move 1") {
		t.Fatalf("illegal saved move: got %v", err)
	}
}

// TestAutosaveReachesSaveToWhenTheFileFails: SavePath and SaveTo are
// independent; a file that cannot be written still hands SaveTo the save,
// and the failure is logged.
func TestAutosaveReachesSaveToWhenTheFileFails(t *testing.T) {
	cfg := fakeCfg(2, 1, 3)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	got := make(chan []byte, 1)
	cfg.SaveTo = func(b []byte) error { got <- b; return nil }
	logged := make(chan string, 4)
	cfg.Logf = func(format string, args ...any) { logged <- fmt.Sprintf(format, args...) }
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	// A folder where the save goes: the rename of every autosave fails.
	if err := os.Mkdir(cfg.SavePath, 0o700); err != nil {
		t.Fatal(err)
	}
	h.post(h.autosave)
	select {
	case b := <-got:
		if s, err := ParseSave(b); err != nil || s.Name != "Test table" {
			t.Fatalf("SaveTo got %s (%v)", b, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("SaveTo never called after the file write failed")
	}
	if msg := <-logged; !strings.Contains(msg, "table.json") {
		t.Fatalf("logged %q", msg)
	}
}
