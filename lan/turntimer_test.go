package lan

import (
	"sync/atomic"
	"testing"
	"time"
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
