package lan

import (
	"bytes"
	"fmt"
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
// parallel, get no more than MaxCodeGuesses judged between them, and the
// newcomer slots: each of those addresses but the first few is new to the
// table's guessing, so those slots are spent too, and then even a right
// code from a new address is refused unjudged, like any other.
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
	if n, most := judgedCount(h), cfg.MaxCodeGuesses+h.guesses.newcomers; n > most {
		t.Errorf("%d codes judged from 20 addresses, want at most %d", n, most)
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
	// The table's three guesses are spent; "c" is new to them and has its
	// code judged on the one newcomer slot, which a right code gives back.
	if v := try("c", true); v != codeRight {
		t.Fatalf("a newcomer's right code, with the table's guesses spent: %v", v)
	}
	if v := try("d", false); v != codeWrong {
		t.Fatalf("a newcomer's wrong code: %v", v)
	}
	before = asked
	if v := try("e", true); v != codeLockedOut || asked != before {
		t.Fatalf("the table's guesses and its newcomer slot are spent, got %v", v)
	}
	if v := l.judge("seat 0", false, func() bool { return true }); v != codeRight {
		t.Fatalf("a token's seat is not counted table-wide, got %v", v)
	}
	now = now.Add(time.Minute)
	if v := try("a", true); v != codeRight {
		t.Fatalf("after the window: %v", v)
	}
}

// TestNewcomerGetsInDuringFlood: strangers at four addresses send wrong
// codes until the table's guesses are spent and go on sending them; a
// friend arriving from an address of their own with the right code is
// still welcomed. Addresses new to the table's guessing then have only the
// newcomer slots, so a crowd of them adds that many judged codes and no
// more.
func TestNewcomerGetsInDuringFlood(t *testing.T) {
	cfg := fakeCfg(4, 0, 1)
	cfg.MaxBadCodes = 5
	cfg.MaxCodeGuesses = 8
	h := startHost(t, cfg)
	addr := h.Addr().String()
	flood := func() {
		for a := 0; a < 4; a++ {
			attemptFrom(t, a, addr, "WRONG2")
		}
	}
	for round := 0; round < 5; round++ {
		flood()
	}
	if n := judgedCount(h); n != cfg.MaxCodeGuesses {
		t.Fatalf("%d of the flood's codes judged, want the table's %d", n, cfg.MaxCodeGuesses)
	}
	m, err := decodeMsg(attemptFrom(t, 10, addr, "ABCD23"))
	if err != nil || m.T != tWelcome {
		t.Fatalf("a right code from a new address during the flood got %+v %v, want a welcome", m, err)
	}
	flood()
	newcomers := h.guesses.newcomers
	for a := 11; a < 11+newcomers; a++ {
		if m, err := decodeMsg(attemptFrom(t, a, addr, "WRONG2")); err != nil || m.Code != CodeBadCode {
			t.Fatalf("a wrong code from new address %d: %+v %v, want it judged", a, m, err)
		}
	}
	judged := judgedCount(h)
	if b := attemptFrom(t, 30, addr, "ABCD23"); !bytes.Equal(b, lockedOutFrame) {
		t.Errorf("with the newcomer slots spent too, a right code got %s", b)
	}
	if n := judgedCount(h); n != judged || n != cfg.MaxCodeGuesses+1+newcomers {
		t.Errorf("%d codes judged, want the table's %d, the friend's and %d newcomers'", n, cfg.MaxCodeGuesses, newcomers)
	}
}

// TestNewcomerSlotOncePerHour: an address that kept a newcomer slot may not
// take another for newcomerWindows windows, even once its wrong code is
// out of the window; a right code does not count against it.
func TestNewcomerSlotOncePerHour(t *testing.T) {
	now := time.Unix(1000, 0)
	l := newGuessLimit(&HostConfig{MaxBadCodes: 5, MaxCodeGuesses: 4, BadCodeWindow: time.Minute})
	l.now = func() time.Time { return now }
	try := func(key string, right bool) verdict {
		return l.judge(key, true, func() bool { return right })
	}
	flood := func() {
		for i := 0; i < 2; i++ {
			try("s1", false)
			try("s2", false)
		}
		if v := try("s1", false); v != codeLockedOut {
			t.Fatalf("the table's guesses are not spent: %v", v)
		}
	}
	flood()
	if v := try("friend", true); v != codeRight {
		t.Fatalf("a newcomer's right code: %v", v)
	}
	if v := try("x", false); v != codeWrong {
		t.Fatalf("a newcomer's wrong code: %v", v)
	}
	now = now.Add(time.Minute)
	flood()
	if v := try("x", true); v != codeLockedOut {
		t.Fatalf("x took a newcomer slot a minute ago and took another: %v", v)
	}
	if v := try("friend", true); v != codeRight {
		t.Fatalf("a newcomer whose code was right before: %v", v)
	}
	now = now.Add((newcomerWindows - 1) * time.Minute)
	flood()
	if v := try("x", true); v != codeRight {
		t.Fatalf("x, %d windows after its newcomer slot: %v", newcomerWindows, v)
	}
}

// TestGuessesPerHourBound: attackers with N addresses, sending a code a
// second from one address after another for an hour on the limiter's
// clock, get at most min(300N, 3600 + min(N, 900)) codes judged with the
// default limits (guesslimit.go). The counts are logged: run with -v.
func TestGuessesPerHourBound(t *testing.T) {
	cfg := HostConfig{}
	cfg.defaults()
	for _, n := range []int{1, 12, 40, 200, 2000} {
		start := time.Unix(1000, 0)
		now := start
		l := newGuessLimit(&cfg)
		l.now = func() time.Time { return now }
		next := 0
		for ; now.Sub(start) < time.Hour; now = now.Add(time.Second) {
			// Ten addresses a second, in turn: far more often than any
			// slot frees, so every free slot is taken.
			for i := 0; i < 10; i++ {
				l.judge(fmt.Sprint("10.0.", next/250, ".", next%250), true, func() bool { return false })
				next = (next + 1) % n
			}
		}
		perWindow := int(time.Hour / cfg.BadCodeWindow)
		most := min(cfg.MaxBadCodes*perWindow*n, cfg.MaxCodeGuesses*perWindow+min(n, perWindow*l.newcomers))
		t.Logf("%4d addresses: %4d codes judged in an hour (at most %d; %d without newcomer slots)", n, l.judgedCount(), most, min(cfg.MaxBadCodes*perWindow*n, cfg.MaxCodeGuesses*perWindow))
		if l.judgedCount() > most {
			t.Errorf("%d addresses had %d codes judged in an hour, want at most %d", n, l.judgedCount(), most)
		}
	}
}
