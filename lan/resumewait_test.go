package lan

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine/bot"
)

// savedMidGame plays the first moves of a fake game of four by hand, then
// closes the table: seats 0 and 1 are people ("a" and "b"), seat 2 a guest
// that joined as a bot ("robo"), seat 3 a table bot. It returns the save,
// which has at least five moves.
func savedMidGame(t *testing.T) *Save {
	t.Helper()
	cfg := fakeCfg(4, 1, 21)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	addr := h.Addr().String()
	a := join(t, addr, clientCfg("a"))
	b := join(t, addr, clientCfg("b"))
	rcfg := clientCfg("robo")
	rcfg.Bot = bot.Easy
	robo := join(t, addr, rcfg)
	waitFor(t, 5*time.Second, "the start", func() bool { v := a.View(); return v != nil && v.Started })
	for moves := 0; moves < 5; {
		for _, c := range []*Client{a, b, robo} {
			if v, o := c.Latest(); o != nil && o.ToMove().Has(c.Seat()) && v.Version == moves {
				c.Submit(o.Legal(nil)[0])
				waitFor(t, 5*time.Second, "the move", func() bool { return c.View().Version > moves })
			}
		}
		if v := a.View(); v != nil {
			moves = v.Version
		}
		time.Sleep(time.Millisecond)
	}
	h.Close()
	s, err := LoadSave(cfg.SavePath)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Moves) < 5 || s.Seats[0].Name != "a" || s.Seats[1].Name != "b" || s.Seats[2].GuestBot != bot.Easy || !s.Seats[3].Bot {
		t.Fatalf("the save is not the table played: %+v", s)
	}
	return s
}

// resumeShort resumes s with a 20 ms grace period and a 30 ms turn timer:
// a table that did not wait would have given every absent person's seat
// to a bot, or run out their turns, many times over within a second.
func resumeShort(t *testing.T, s *Save) *Host {
	t.Helper()
	cfg := fakeCfg(4, 1, 21)
	cfg.Grace = 20 * time.Millisecond
	cfg.SavePath = filepath.Join(t.TempDir(), "resumed.json")
	cp := *s
	cp.TurnTimerMs = 30
	h, err := Resume(&cp, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// movesBy are the seats that made the moves of save s after its first
// from.
func movesBy(s *Save, from int) []int {
	var seats []int
	for _, mv := range s.Moves[from:] {
		seats = append(seats, mv.Seat)
	}
	return seats
}

// waitedLongEnough waits until the guest bot's seat, whose grace period
// started with the table, is held by a bot, then for many more grace
// periods and turn timers: long enough for a table that did not wait to
// have played for the absent people.
func waitedLongEnough(t *testing.T, h *Host) {
	t.Helper()
	waitFor(t, 5*time.Second, "a bot to hold the guest bot's seat", func() bool { return h.Seats()[2].BotHeld })
	time.Sleep(400 * time.Millisecond)
}

// TestResumedTableWaitsForItsPeople: nobody is back at a resumed table:
// the bots (the table's and the guest bot's stand-in) play, but no move
// is made for an absent person, whatever the grace period and the turn
// timer; their seats say they are awaited. Once "a" is back, "a" plays
// and the table still waits for "b"; once "b" is back the game is played
// to its end.
func TestResumedTableWaitsForItsPeople(t *testing.T) {
	s := savedMidGame(t)
	saved := len(s.Moves)
	h := resumeShort(t, s)
	absentDue := func(now *Save) bool { g := replay(t, newFake, now); return g.ToMove().Has(0) || g.ToMove().Has(1) }
	waitFor(t, 5*time.Second, "the bots to play up to an absent person's turn", func() bool { return absentDue(hostSave(h)) })
	waitedLongEnough(t, h)
	now := hostSave(h)
	for _, seat := range movesBy(now, saved) {
		if seat == 0 || seat == 1 {
			t.Fatalf("a move was made for absent seat %d: seats since the resume %v", seat, movesBy(now, saved))
		}
	}
	if g := replay(t, newFake, now); g.Over() || !absentDue(now) {
		t.Fatalf("the table did not stop at an absent person's turn: to move %v", g.ToMove().Seats())
	}
	for _, seat := range []int{0, 1} {
		if si := h.Seats()[seat]; !si.Awaited || si.BotHeld || si.Connected || si.TurnLeftMs != 0 {
			t.Errorf("absent seat %d: %+v", seat, si)
		}
	}
	if si := h.Seats()[2]; si.Awaited {
		t.Errorf("the guest bot's seat is awaited: %+v", si)
	}

	acfg := clientCfg("a")
	acfg.Token = s.Seats[0].Token
	a := join(t, h.Addr().String(), acfg)
	// A guest is told who the table waits for.
	waitFor(t, 5*time.Second, "a to see b awaited", func() bool {
		v := a.View()
		return v != nil && v.Seats[1].Awaited && !v.Seats[0].Awaited
	})
	aDone := autoplay(a, randomChooser(4))
	waitFor(t, 5*time.Second, "a to play up to b's turn", func() bool { return replay(t, newFake, hostSave(h)).ToMove().Has(1) })
	waitedLongEnough(t, h)
	now = hostSave(h)
	if slices.Contains(movesBy(now, saved), 1) {
		t.Fatalf("a move was made for absent b: seats since the resume %v", movesBy(now, saved))
	}
	if g := replay(t, newFake, now); g.Over() || !g.ToMove().Has(1) {
		t.Fatalf("with a back, the table did not stop at b's turn: to move %v", g.ToMove().Seats())
	}

	bcfg := clientCfg("b")
	bcfg.Token = s.Seats[1].Token
	b := join(t, h.Addr().String(), bcfg)
	bDone := autoplay(b, randomChooser(5))
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-aDone, <-bDone})
	for _, si := range h.Seats() {
		if si.Awaited {
			t.Errorf("seat %d still awaited after the game: %+v", si.Seat, si)
		}
	}
}

// TestResumedTableGoesOnWithoutThem: the host starts a resumed table
// without "b": a bot holds b's seat (b could take it back with the token)
// and the game is played to its end with "a", who is back.
func TestResumedTableGoesOnWithoutThem(t *testing.T) {
	s := savedMidGame(t)
	saved := len(s.Moves)
	h := resumeShort(t, s)
	acfg := clientCfg("a")
	acfg.Token = s.Seats[0].Token
	a := join(t, h.Addr().String(), acfg)
	aDone := autoplay(a, randomChooser(6))
	waitedLongEnough(t, h)
	if now := hostSave(h); slices.Contains(movesBy(now, saved), 1) {
		t.Fatalf("a move was made for absent b before the host went on: %v", movesBy(now, saved))
	}
	if err := h.StartWithout(7); err == nil {
		t.Error("a seat the table does not have was accepted")
	}
	if err := h.StartWithout(1); err != nil {
		t.Fatal(err)
	}
	waitDone(t, h, 10*time.Second)
	<-aDone
	end := hostSave(h)
	if !slices.Contains(movesBy(end, saved), 1) {
		t.Fatalf("b's seat never played: %v", movesBy(end, saved))
	}
	if si := h.Seats()[1]; si.Awaited || !si.BotHeld || si.Level != string(bot.Normal) {
		t.Errorf("b's seat after going on without b: %+v", si)
	}
}

// TestAPlayerWhoLeavesDuringTheWaitIsAwaited: "a" comes back to a table
// that still waits for "b", then leaves again: the table waits for "a"
// too instead of giving the seat to a bot after the grace period.
func TestAPlayerWhoLeavesDuringTheWaitIsAwaited(t *testing.T) {
	s := savedMidGame(t)
	h := resumeShort(t, s)
	acfg := clientCfg("a")
	acfg.Token = s.Seats[0].Token
	a := join(t, h.Addr().String(), acfg)
	waitFor(t, 5*time.Second, "a back", func() bool { si := h.Seats()[0]; return si.Connected && !si.Awaited })
	a.Close()
	waitFor(t, 5*time.Second, "a gone", func() bool { return !h.Seats()[0].Connected })
	waitedLongEnough(t, h)
	if si := h.Seats()[0]; !si.Awaited || si.BotHeld {
		t.Fatalf("a left during the wait: %+v", si)
	}
}

// TestResumedTableKeepsTheTimeLeftWhileItWaits: while a resumed table
// waits, no clock runs (so none is saved over and over), and its saves
// keep the turn's time left as the save had it, for when it goes on
// (TestResumeContinuesTheSavedCountdown).
func TestResumedTableKeepsTheTimeLeftWhileItWaits(t *testing.T) {
	s, err := ParseSave([]byte(goodSave))
	if err != nil {
		t.Fatal(err)
	}
	s.Format, s.TurnTimerMs, s.Seats[0].TurnLeftMs = 2, 60000, 20000
	cfg := fakeCfg(2, 0, 3)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	cfg.ClockSave = time.Millisecond
	h, err := Resume(s, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if left := hostSave(h).Seats[0].TurnLeftMs; left != 20000 {
		t.Errorf("while the table waits, its save has %d ms left, want the 20000 saved", left)
	}
	if left := h.Seats()[0].TurnLeftMs; left != 0 {
		t.Errorf("a clock runs for seat 0 while the table waits: %d ms left", left)
	}
	ch := make(chan bool, 1)
	h.post(func() { ch <- h.clock.timer != nil })
	if <-ch {
		t.Error("clock saves are due while no clock runs")
	}
}
