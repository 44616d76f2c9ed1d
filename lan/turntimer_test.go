package lan

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// TestTurnTimerPlaysForAnIdlePlayer: a guest who never acts has each of
// their turns played by the stand-in bot once the timer runs out, is told
// so, everyone's view shows the time left of the seat to act, and the game
// reaches its end; the seat stays the guest's (no bot holds it for good).
func TestTurnTimerPlaysForAnIdlePlayer(t *testing.T) {
	cfg := fakeCfg(3, 1, 2)
	cfg.TurnTimer = 150 * time.Millisecond
	h := startHost(t, cfg)
	idle := join(t, h.Addr().String(), clientCfg("idle"))
	busy := join(t, h.Addr().String(), clientCfg("busy"))
	final := autoplay(busy, randomChooser(1))
	sawClock := false
	var notices atomic.Int32
	go func() {
		for ev := range idle.Events() {
			if ev.Kind == EventNotice && ev.Notice.Rule == RuleTimedOut {
				notices.Add(1)
			}
		}
	}()
	deadline := time.After(10 * time.Second)
	for !sawClock {
		select {
		case <-deadline:
			t.Fatal("no view showed the idle seat's time left")
		case <-time.After(5 * time.Millisecond):
		}
		if v := busy.View(); v != nil && len(v.ToMove) > 0 && v.ToMove[0] == idle.Seat() {
			left := v.Seats[idle.Seat()].TurnLeftMs
			sawClock = left > 0 && left <= 150
		}
	}
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-final})
	// The record of every action says whether a bot played it because
	// the seat's time ran out: all of the idle seat's, none of the busy.
	idleTimedOut := 0
	for _, la := range busy.History().Actions {
		switch {
		case la.Seat == idle.Seat() && la.TimedOut:
			idleTimedOut++
		case la.TimedOut:
			t.Errorf("the busy seat's action %+v is recorded as timed out", la)
		}
	}
	if idleTimedOut == 0 {
		t.Error("no action of the idle seat is recorded as played for it when its time ran out")
	}
	if s := h.Seats()[idle.Seat()]; s.BotHeld || s.Bot || !s.Connected {
		t.Errorf("the idle seat after the game: %+v", s)
	}
	waitFor(t, 2*time.Second, "the idle player to be told", func() bool { return notices.Load() > 0 })
}

// TestTurnTimerSurvivesResume: the turn timer is saved with the table and
// a resumed table keeps it.
func TestTurnTimerSurvivesResume(t *testing.T) {
	cfg := fakeCfg(2, 1, 2)
	cfg.TurnTimer = 30 * time.Second
	h := startHost(t, cfg)
	s := hostSave(h)
	if s.TurnTimerMs != 30000 {
		t.Fatalf("saved turn timer %d ms", s.TurnTimerMs)
	}
	h.Close()
	rcfg := fakeCfg(2, 1, 2)
	r, err := Resume(s, rcfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.cfg.TurnTimer != 30*time.Second {
		t.Fatalf("resumed with turn timer %v", r.cfg.TurnTimer)
	}
}

// TestATurnAfterATrickGetsReadingTime: a turn that follows a finished
// trick has a quarter of the timer more, and one that follows a round's
// end half of it more: the player's table holds the trick or the round's
// summary before it shows the turn, and the clock had run meanwhile. Any
// other turn has the timer alone.
func TestATurnAfterATrickGetsReadingTime(t *testing.T) {
	const timer = 40 * time.Second
	cfg := fakeCfg(3, 2, 5)
	cfg.Game = engine.Config{Game: "trip", Players: 3, Seed: 5, Options: engine.Options{}.With("rounds", 2)}
	cfg.NewGame, cfg.NewBot = nil, nil
	cfg.TurnTimer = timer
	h := startHost(t, cfg)
	c := join(t, h.Addr().String(), clientCfg("guest"))
	choose := randomChooser(3)
	seen := map[string]bool{}
	lastSeq, round := -1, 0
	deadline := time.After(40 * time.Second)
	for {
		select {
		case <-deadline:
			t.Fatalf("the game did not end; turns seen %v", seen)
		case _, ok := <-c.Events():
			if !ok {
				t.Fatal("the session closed")
			}
		}
		v, obs := c.Latest()
		if v == nil || obs == nil {
			continue
		}
		if v.Over {
			break
		}
		if !obs.ToMove().Has(c.Seat()) || v.NextSeq == lastSeq {
			continue
		}
		left := time.Duration(v.Seats[c.Seat()].TurnLeftMs) * time.Millisecond
		kind, want := "", timer
		// A round opens with a draft in which the seats split together: a
		// bot's split may come before the player's first view of the
		// round, so the round's first turn is told by the round.
		switch {
		case v.Round != round && round == 0:
			kind = "the first"
		case v.Round != round:
			kind, want = "after a round", timer+timer/2
		case v.Last != nil && v.Last.Trick != nil:
			kind, want = "after a trick", timer+timer/4
		case v.Last != nil && v.Last.Verb == engine.MovePlay:
			kind = "after a card"
		}
		round = v.Round
		// What is left is a little under what the turn was given.
		if kind != "" && (left > want || left < want-5*time.Second) {
			t.Fatalf("a turn %s has %v left, want a little under %v", kind, left, want)
		}
		// The reading time is the clock standing still, for every
		// table: once it runs, no more than the timer is left, and a turn
		// after a trick or a round starts with all of it.
		held := time.Duration(v.Seats[c.Seat()].TurnHeldMs) * time.Millisecond
		if left-held > timer {
			t.Fatalf("a turn %s has %v left of which %v held: %v to run on a %v timer", kind, left, held, left-held, timer)
		}
		if (kind == "after a trick" || kind == "after a round") && (held <= 0 || left-held < timer) {
			t.Fatalf("a turn %s has %v left of which %v held, want the whole %v timer to run after it", kind, left, held, timer)
		}
		seen[kind] = true
		if err := c.Submit(choose(obs)); err != nil {
			t.Fatal(err)
		}
		lastSeq = v.NextSeq
	}
	for _, kind := range []string{"the first", "after a card", "after a trick", "after a round"} {
		if !seen[kind] {
			t.Errorf("no turn %s was seen (seen %v)", kind, seen)
		}
	}
}
