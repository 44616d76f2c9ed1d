package lan

import (
	"bytes"
	"sync"
	"testing"
	"time"
)

// judgedCount is how many join codes h has compared.
func judgedCount(h *Host) int { return h.guesses.judgedCount() }

// attemptFrom dials addr from 127.0.0.(2+n) and makes one attempt.
func attemptFrom(t *testing.T, n int, addr, code string) []byte {
	t.Helper()
	c, err := dialFrom(n, addr)
	if err != nil {
		t.Errorf("dial: %v", err)
		return nil
	}
	defer c.Close()
	return attemptOn(t, c, code, "")
}

var lockedOutFrame = func() []byte {
	b, _ := encodeMsg(&Msg{T: tError, Code: CodeTooMany, Text: lockedOutText})
	return b
}()

// TestLockedOutAnswersAlike: two handshakes get their challenge, then
// their address is locked out; a right and a wrong code sent on them now
// get byte-identical refusals, and neither is compared.
func TestLockedOutAnswersAlike(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxBadCodes = 3
	h := startHost(t, cfg)
	addr := h.Addr().String()
	mustChallenge := func() *challenged {
		p, err := challenge(t, addr)
		if err != nil {
			t.Fatalf("challenge: %v", err)
		}
		return p
	}
	answer := func(p *challenged, code string) []byte {
		p.sendCode(code)
		b, err := p.answer()
		if err != nil {
			t.Fatalf("answer: %v", err)
		}
		return append([]byte(nil), b...)
	}
	forRight, forWrong := mustChallenge(), mustChallenge()
	for i := 0; i < cfg.MaxBadCodes; i++ {
		attemptOn(t, rawDial(t, addr), "WRONG2", "")
	}
	judged := judgedCount(h)
	right := answer(forRight, "ABCD23")
	wrong := answer(forWrong, "WRONG2")
	if !bytes.Equal(right, wrong) {
		t.Errorf("locked out, a right code got %s and a wrong one %s", right, wrong)
	}
	if m, err := decodeMsg(right); err != nil || m.Code != CodeTooMany {
		t.Errorf("locked out, the answer is %s", right)
	}
	if n := judgedCount(h); n != judged || judged != cfg.MaxBadCodes {
		t.Errorf("%d codes judged before the lockout, %d after it; want %d and no more", judged, n, cfg.MaxBadCodes)
	}
	if h.Free() != 1 {
		t.Error("a locked-out right code took the seat")
	}
}

// TestParallelBurstJudgedAtMostMaxBadCodes: 32 handshakes from one address
// all get their challenge first and then send their codes at once: no
// more than MaxBadCodes are compared, and every other one gets the one
// locked-out answer.
func TestParallelBurstJudgedAtMostMaxBadCodes(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxConnsPerIP = 40
	cfg.MaxBadCodes = 5
	h := startHost(t, cfg)
	addr := h.Addr().String()
	conns := make([]*challenged, 32)
	for i := range conns {
		var err error
		if conns[i], err = challenge(t, addr); err != nil {
			t.Fatalf("connection %d: challenge: %v", i, err)
		}
	}
	answers := make([][]byte, len(conns))
	var wg sync.WaitGroup
	for i, p := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.sendCode("WRONG2")
			if b, err := p.answer(); err == nil {
				answers[i] = append([]byte(nil), b...)
			}
		}()
	}
	wg.Wait()
	lockedOut := 0
	for _, b := range answers {
		if bytes.Equal(b, lockedOutFrame) {
			lockedOut++
		}
	}
	if n := judgedCount(h); n > cfg.MaxBadCodes || lockedOut != len(conns)-n {
		t.Errorf("%d codes judged of a burst of %d, want at most %d; %d answered as locked out", n, len(conns), cfg.MaxBadCodes, lockedOut)
	}
}

// TestTableWideGuessBound: 20 addresses sending 3 wrong codes each, in
// parallel, get no more than MaxCodeGuesses judged between them; then even
// a right code from a new address is refused unjudged, like any other.
func TestTableWideGuessBound(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxBadCodes = 5
	cfg.MaxCodeGuesses = 8
	h := startHost(t, cfg)
	addr := h.Addr().String()
	var wg sync.WaitGroup
	for a := 0; a < 20; a++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 3; i++ {
				attemptFrom(t, a, addr, "WRONG2")
			}
		}()
	}
	wg.Wait()
	if n := judgedCount(h); n > cfg.MaxCodeGuesses {
		t.Errorf("%d codes judged from 20 addresses, want at most %d", n, cfg.MaxCodeGuesses)
	}
	judged := judgedCount(h)
	right := attemptFrom(t, 21, addr, "ABCD23")
	wrong := attemptFrom(t, 22, addr, "WRONG2")
	if !bytes.Equal(right, lockedOutFrame) || !bytes.Equal(wrong, lockedOutFrame) {
		t.Errorf("with the table's guesses spent, a right code got %s and a wrong one %s; want %s", right, wrong, lockedOutFrame)
	}
	if judgedCount(h) != judged {
		t.Error("an attempt was judged after the table's guesses were spent")
	}
}

// TestTokenHolderNotLockedOut: a player whose address an attacker locked
// out still gets back into their seat with their token and the code.
func TestTokenHolderNotLockedOut(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxBadCodes = 2
	h := startHost(t, cfg)
	addr := h.Addr().String()
	c := join(t, addr, clientCfg("Alice"))
	token := c.Token()
	for i := 0; i < cfg.MaxBadCodes; i++ {
		attemptOn(t, rawDial(t, addr), "WRONG2", "")
	}
	if b := attemptOn(t, rawDial(t, addr), "ABCD23", ""); !bytes.Equal(b, lockedOutFrame) {
		t.Fatalf("the address is not locked out: %s", b)
	}
	// A token does not excuse a wrong code.
	if m, err := decodeMsg(attemptOn(t, rawDial(t, addr), "WRONG2", token)); err != nil || m.Code != CodeBadCode {
		t.Fatalf("a token with a wrong code: %+v %v", m, err)
	}
	m, err := decodeMsg(attemptOn(t, rawDial(t, addr), "ABCD23", token))
	if err != nil || m.T != tWelcome || *m.Seat != 0 {
		t.Fatalf("the token holder was refused: %+v %v", m, err)
	}
}

// TestGuessLimit: the limiter's window, kept slots and returned ones, on
// a clock of its own.
func TestGuessLimit(t *testing.T) {
	now := time.Unix(1000, 0)
	l := newGuessLimit(&HostConfig{MaxBadCodes: 2, MaxCodeGuesses: 3, BadCodeWindow: time.Minute})
	l.now = func() time.Time { return now }
	asked := 0
	try := func(key string, right bool) verdict {
		return l.judge(key, true, func() bool { asked++; return right })
	}
	for i := 0; i < 5; i++ {
		if v := try("a", true); v != codeRight {
			t.Fatalf("right code %d: %v", i, v)
		}
	}
	if v := try("a", false); v != codeWrong {
		t.Fatalf("first wrong code: %v", v)
	}
	if v := try("a", false); v != codeWrongLast {
		t.Fatalf("second wrong code: %v", v)
	}
	before := asked
	if v := try("a", true); v != codeLockedOut || asked != before {
		t.Fatalf("locked out: %v, asked %d times", v, asked-before)
	}
	if v := try("b", false); v != codeWrong {
		t.Fatalf("another key: %v", v)
	}
	if v := try("c", true); v != codeLockedOut {
		t.Fatalf("the table's three guesses are spent, got %v", v)
	}
	if v := l.judge("seat 0", false, func() bool { return true }); v != codeRight {
		t.Fatalf("a token's seat is not counted table-wide, got %v", v)
	}
	now = now.Add(time.Minute)
	if v := try("a", true); v != codeRight {
		t.Fatalf("after the window: %v", v)
	}
}
