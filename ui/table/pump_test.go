package table

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// startPumped starts a game whose pump runs on its own goroutine as in
// the app (its UI steps go through the Shell's Do, which queues them for
// the test goroutine, the UI goroutine's stand-in: testWindow.Do),
// taking each trick in at once.
func startPumped(t *testing.T, cfg engine.Config) (*testWindow, *Screen) {
	t.Helper()
	u, _ := newTestUI(t)
	u.manual = false
	u.prefs.AfterTrick = "auto"
	return u, startGame(t, u, cfg)
}

// pumpUntil runs the UI steps the pump queues, and plays the player's
// first legal action when the table waits for it, until cond holds.
func pumpUntil(t *testing.T, ts *Screen, cond func() bool, each func()) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for !cond() {
		select {
		case f := <-uiQueue:
			f()
		case <-time.After(10 * time.Millisecond):
			if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) && ts.felt.myTurn() {
				_ = ts.sess.Submit(o.Legal(nil)[0])
			}
		case <-deadline:
			t.Fatalf("timed out; phase %v, %d tricks", ts.model.View().Phase, len(ts.record.Tricks()))
		}
		if each != nil {
			each()
		}
	}
}

// TestSettingsChangedDuringPlay: the Settings dialog (in the table's menu)
// replaces u.prefs on the UI goroutine while the pump runs on its own.
// The pump reads the settings on the UI goroutine only; under go test
// -race this test failed with a data race when it read them on its own.
func TestSettingsChangedDuringPlay(t *testing.T) {
	u, ts := startPumped(t, engine.Config{Game: "gummi", Players: 4, Seed: 5})
	changes, steps := 0, 0
	pumpUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 2 }, func() {
		// As Settings' Save does, between two of the pump's steps (every
		// third: each saving applies the theme to the whole window again).
		if steps++; steps%3 != 0 {
			return
		}
		s := u.prefs
		s.Volume = 20 + changes%50
		s.Speed = app.Instant
		if changes%4 == 0 {
			s.AfterTrick = []string{"auto", "click"}[changes/4%2]
		}
		changes++
		u.applySettings(s)
		if u.prefs.WaitsForClick() {
			ts.felt.feltTapped()
		}
	})
	if changes < 5 {
		t.Fatalf("only %d settings changes during play", changes)
	}
	ts.Close()
	select {
	case <-ts.run.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the pump did not stop when the screen closed")
	}
}

// TestClosingTheScreenStopsThePump: closed in the middle of a trick,
// while a step it queued for the UI goroutine waits there, the screen
// changes no more (that step and any after it do nothing) and the pump
// stops (done closes: Close had nothing anyone waited on).
func TestClosingTheScreenStopsThePump(t *testing.T) {
	u, _ := newTestUI(t)
	u.manual = false
	u.prefs.Speed = app.Fast // bots' cards fly in
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 5})
	// Up to the first trick in progress, then hold the next step back.
	pumpUntil(t, ts, func() bool { return len(ts.model.Shown()) > 0 }, nil)
	var held func()
	deadline := time.After(10 * time.Second)
	for held == nil {
		select {
		case held = <-uiQueue:
		case <-time.After(10 * time.Millisecond):
			if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) && ts.felt.myTurn() {
				_ = ts.sess.Submit(o.Legal(nil)[0])
			}
		case <-deadline:
			t.Fatal("the pump queued nothing")
		}
	}
	shown, logged, trick, flying := fmt.Sprint(ts.model.View().Seats), len(ts.panel.side.logLines), fmt.Sprint(ts.model.Shown()), ts.felt.flyer.Visible()
	ts.Close()
	held()
	// Whatever else reaches the UI goroutine meanwhile runs too.
	quiet := time.After(300 * time.Millisecond)
	for running := true; running; {
		select {
		case f := <-uiQueue:
			f()
		case <-quiet:
			running = false
		}
	}
	if fmt.Sprint(ts.model.View().Seats) != shown || len(ts.panel.side.logLines) != logged || fmt.Sprint(ts.model.Shown()) != trick || ts.felt.flyer.Visible() != flying {
		t.Fatalf("after Close the screen went on: seats %s → %v, %d → %d log lines, trick %s → %v, a card flying %v → %v",
			shown, ts.model.View().Seats, logged, len(ts.panel.side.logLines), trick, ts.model.Shown(), flying, ts.felt.flyer.Visible())
	}
	select {
	case <-ts.run.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the pump did not stop when the screen closed")
	}
}

// TestFlashesStartNoGoroutines: a message on the felt clears itself by a
// timer, not by a goroutine asleep until then (each message left one
// behind, which nothing could stop), and Close stops that timer.
func TestFlashesStartNoGoroutines(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	before := runtime.NumGoroutine()
	for i := range 200 {
		ts.felt.flash(fmt.Sprintf("message %d", i))
	}
	if n := runtime.NumGoroutine(); n > before+10 {
		t.Fatalf("200 messages left %d goroutines running", n-before)
	}
	ts.Close()
	if ts.felt.message.timer.Stop() {
		t.Fatal("the message's timer still ran after Close")
	}
}

// TestPumpStepAfterCloseDoesNothing: a step of the pump that reaches the
// UI goroutine only after the screen closed is not run.
func TestPumpStepAfterCloseDoesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := pacer{ctx: ctx, async: true, ui: func(f func()) { uiQueue <- f }}
	ran := make(chan bool, 1)
	returned := make(chan struct{})
	go func() {
		p.do(func() { ran <- true })
		close(returned)
	}()
	step := <-uiQueue
	cancel() // the screen closes before the UI goroutine gets to the step
	step()
	<-returned
	select {
	case <-ran:
		t.Fatal("the step ran on a closed screen")
	default:
	}
}

// TestThePumpChangesTheTableOnlyOnTheUIGoroutine: the pump's steps reach
// the widgets only through the Shell's Do, so a window whose UI goroutine
// runs nothing shows nothing new, however far the session has gone. It
// once called fyne.DoAndWait itself, which runs the step on the pump's own
// goroutine wherever Fyne's loop is not running (Fyne's test driver, an
// app whose window has gone): the seats' plates were redrawn off the UI
// goroutine ("should have been called in fyne.Do"), a data race under
// -race here.
func TestThePumpChangesTheTableOnlyOnTheUIGoroutine(t *testing.T) {
	u, ts := startPumped(t, engine.Config{Game: "gummi", Players: 4, Seed: 5})
	_ = u
	shown := func() string {
		return fmt.Sprint(len(ts.panel.side.logLines), ts.model.Shown(), ts.model.View().Seats)
	}
	before := shown()
	// The session plays on (the player's cards sent straight to it), and
	// the UI goroutine runs nothing meanwhile.
	deadline := time.Now().Add(5 * time.Second)
	moves := 0
	for moves < 3 && time.Now().Before(deadline) {
		if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) {
			if ts.sess.Submit(o.Legal(nil)[0]) == nil {
				moves++
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	if moves == 0 {
		t.Fatal("the session never asked the player to act")
	}
	time.Sleep(100 * time.Millisecond)
	if after := shown(); after != before {
		t.Fatalf("the table changed while the UI goroutine ran nothing:\n%s\n→ %s", before, after)
	}
	// Run on the UI goroutine, the same steps show the game.
	pumpUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 1 }, nil)
}
