package tablemodel

import (
	"context"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

var testPace = Pace{Flight: 300 * time.Millisecond, Gap: 400 * time.Millisecond, Pause: 2 * time.Second}

// run shows ev on d in a goroutine and hands its steps over one by one.
func run(t *testing.T, d *Director, ev app.Event, pace Pace) (<-chan Step, <-chan bool) {
	t.Helper()
	steps, done := make(chan Step), make(chan bool, 1)
	go func() {
		done <- d.Show(t.Context(), ev, pace, func(s Step) { steps <- s })
		close(steps)
	}()
	return steps, done
}

// nextStep is the director's next step (false: it has finished).
func nextStep(t *testing.T, steps <-chan Step) (Step, bool) {
	t.Helper()
	select {
	case s, ok := <-steps:
		return s, ok
	case <-time.After(10 * time.Second):
		t.Fatal("the director gave no step")
		return Step{}, false
	}
}

// want reads the director's next step and checks its kind.
func want(t *testing.T, steps <-chan Step, k StepKind) Step {
	t.Helper()
	s, ok := nextStep(t, steps)
	if !ok || s.Kind != k {
		t.Fatalf("step %v (more: %v), want %v", s.Kind, ok, k)
	}
	return s
}

// quiet checks that the director gives no step while its clock stands.
func quiet(t *testing.T, steps <-chan Step) {
	t.Helper()
	select {
	case s := <-steps:
		t.Fatalf("step %v before its time", s.Kind)
	case <-time.After(20 * time.Millisecond):
	}
}

// TestDirectorFliesABotsCardInAndRests: another seat's card flies in for
// the flight, is shown, and the table rests a gap before the next event;
// the player's own card is shown at once.
func TestDirectorFliesABotsCardInAndRests(t *testing.T) {
	clock := NewManualClock(time.Unix(0, 0))
	d := &Director{Human: 0, Live: true, Clock: clock}
	steps, done := run(t, d, app.Event{Kind: app.ActionApplied, Seat: 1, Card: "R5"}, testPace)
	want(t, steps, CloseSummary)
	if s := want(t, steps, FlyIn); s.For != testPace.Flight || s.Event.Card != "R5" {
		t.Fatalf("fly-in %+v", s)
	}
	quiet(t, steps)
	clock.BlockUntil(1)
	clock.Advance(testPace.Flight)
	want(t, steps, Apply)
	clock.BlockUntil(1)
	clock.Advance(testPace.Gap - time.Millisecond)
	quiet(t, steps)
	clock.Advance(time.Millisecond)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the director did not finish after the gap")
	}

	steps, done = run(t, d, app.Event{Kind: app.ActionApplied, Seat: 0, Card: "R5"}, testPace)
	want(t, steps, CloseSummary)
	want(t, steps, Apply)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the player's own card waited")
	}
}

// TestDirectorRestsAPauseAfterAChoiceOfLeader: the player reads another's
// choice of leader for a trick's pause.
func TestDirectorRestsAPauseAfterAChoiceOfLeader(t *testing.T) {
	if got := RestAfter(app.Event{Move: engine.ChoiceMove(1, "lead", 2)}, testPace); got != testPace.Pause {
		t.Fatalf("rest after a choice of leader %v, want %v", got, testPace.Pause)
	}
	if got := RestAfter(app.Event{Card: "R5"}, testPace); got != testPace.Gap {
		t.Fatalf("rest after a card %v, want %v", got, testPace.Gap)
	}
}

func trickEvent(why int) app.Event {
	tr := &engine.TrickRecord{Plays: []engine.PlayRecord{{Seat: 0, Card: "R1"}, {Seat: 1, Card: "R2"}}, Winners: []int{1}}
	for range why {
		tr.Why = append(tr.Why, engine.TrickWhy{})
	}
	return app.Event{Kind: app.TrickCompleted, Trick: tr}
}

// TestDirectorHoldsSweepsAndReleasesATrick: a finished trick is held for
// the pause (half a pause more for each further winner's reason),
// counting down every second, then swept to its winners over a flight and
// taken in.
func TestDirectorHoldsSweepsAndReleasesATrick(t *testing.T) {
	clock := NewManualClock(time.Unix(0, 0))
	d := &Director{Human: 0, Live: true, Clock: clock}
	steps, done := run(t, d, trickEvent(2), testPace)
	want(t, steps, Hold)
	want(t, steps, Tick)
	hold := testPace.Pause + testPace.Pause/2
	if at, ok := d.GoesOnAt(); !ok || !at.Equal(clock.Now().Add(hold)) {
		t.Fatalf("goes on at %v %v, want in %v", at, ok, hold)
	}
	clock.Advance(time.Second)
	want(t, steps, Tick) // the countdown
	clock.Advance(time.Second)
	want(t, steps, Tick)
	quiet(t, steps)
	clock.Advance(hold - 2*time.Second)
	if s := want(t, steps, Sweep); s.For != testPace.Flight {
		t.Fatalf("swept over %v", s.For)
	}
	if d.Waits() {
		t.Fatal("the gate is still open while the trick is swept")
	}
	clock.BlockUntil(1)
	clock.Advance(testPace.Flight)
	want(t, steps, Release)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the director did not finish with the release")
	}
}

// TestDirectorWaitsForTheClick: with the player's click asked for, a
// trick they played in waits for them however long it takes; a guided
// game always waits; without a flight the trick is not swept.
func TestDirectorWaitsForTheClick(t *testing.T) {
	for _, c := range []struct {
		name   string
		human  int
		click  bool
		guided bool
	}{
		{"asked, played", 0, true, false},
		{"guided, sat out", 3, false, true},
	} {
		clock := NewManualClock(time.Unix(0, 0))
		d := &Director{Human: c.human, Guided: c.guided, Live: true, Clock: clock}
		pace := testPace
		pace.Flight, pace.WaitsForClick = 0, c.click
		steps, done := run(t, d, trickEvent(1), pace)
		want(t, steps, Hold)
		want(t, steps, Tick)
		if _, auto := d.GoesOnAt(); auto || !d.Waits() {
			t.Fatalf("%s: the trick goes on by itself", c.name)
		}
		clock.Advance(time.Hour)
		quiet(t, steps)
		d.GoOn()
		want(t, steps, Release)
		if _, more := nextStep(t, steps); more || !<-done {
			t.Fatalf("%s: the director did not finish", c.name)
		}
	}
}

// TestDirectorRoundSummaryWaitsForNext: the round's summary holds the
// table until the player closes it; a round that ended the game has no
// summary of its own.
func TestDirectorRoundSummaryWaitsForNext(t *testing.T) {
	d := &Director{Human: 0, Live: true, Clock: NewManualClock(time.Unix(0, 0))}
	steps, done := run(t, d, app.Event{Kind: app.RoundOver}, testPace)
	s := want(t, steps, RoundSummary)
	quiet(t, steps)
	close(s.Next)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the director did not finish once the summary closed")
	}
}

// TestDirectorNotLiveNeverWaits: driven by a test, every step comes at
// once, without animations, and nothing waits for a person.
func TestDirectorNotLiveNeverWaits(t *testing.T) {
	d := &Director{Human: 0}
	var got []StepKind
	for _, ev := range []app.Event{
		{Kind: app.ActionApplied, Seat: 1, Card: "R5"},
		trickEvent(1),
		{Kind: app.RoundOver},
		{Kind: app.GameOver},
		{Kind: app.BotFailed, Seat: 1},
	} {
		if !d.Show(context.Background(), ev, Pace{Flight: time.Hour, Gap: time.Hour, Pause: time.Hour, WaitsForClick: true}, func(s Step) { got = append(got, s.Kind) }) {
			t.Fatal("Show reported a closed screen")
		}
	}
	wantKinds := []StepKind{CloseSummary, Apply, Hold, Release, RoundSummary, GameOver, Tell}
	if len(got) != len(wantKinds) {
		t.Fatalf("steps %v, want %v", got, wantKinds)
	}
	for i := range got {
		if got[i] != wantKinds[i] {
			t.Fatalf("steps %v, want %v", got, wantKinds)
		}
	}
}

// TestDirectorStopsWithTheScreen: a wait ends when the screen closes, and
// Show says so.
func TestDirectorStopsWithTheScreen(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	d := &Director{Human: 0, Live: true, Clock: NewManualClock(time.Unix(0, 0))}
	done := make(chan bool)
	held := make(chan struct{})
	go func() {
		done <- d.Show(ctx, trickEvent(1), Pace{WaitsForClick: true}, func(s Step) {
			if s.Kind == Tick {
				close(held)
			}
		})
	}()
	<-held
	cancel()
	if <-done {
		t.Fatal("Show went on after the screen closed")
	}
	if d.Waits() {
		t.Fatal("the gate stayed open")
	}
}

// TestDirectorHoldsNoLongerThanATimedTable: at a table with a turn timer
// the host holds a finished trick, and a round, for everyone alike and
// then runs the next turn's clock: the table neither waits for its own
// player's click nor holds past the host's hold, or it would show a turn
// whose time had run - or that a bot had already played.
func TestDirectorHoldsNoLongerThanATimedTable(t *testing.T) {
	clock := NewManualClock(time.Unix(0, 0))
	d := &Director{Human: 0, Live: true, Clock: clock}
	pace := testPace
	pace.Flight, pace.WaitsForClick = 0, true
	pace.TrickHold, pace.RoundHold = time.Second, 15*time.Second
	steps, done := run(t, d, trickEvent(1), pace)
	want(t, steps, Hold)
	want(t, steps, Tick)
	if at, auto := d.GoesOnAt(); !auto || !at.Equal(time.Unix(1, 0)) {
		t.Fatalf("a timed table's trick goes on by itself %v at %v, want at the host's hold (1 s)", auto, at)
	}
	clock.BlockUntil(1)
	clock.Advance(time.Second)
	want(t, steps, Release)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the director did not finish the trick")
	}

	steps, done = run(t, d, app.Event{Kind: app.RoundOver}, pace)
	want(t, steps, RoundSummary)
	quiet(t, steps)
	clock.BlockUntil(1)
	clock.Advance(15 * time.Second)
	if _, more := nextStep(t, steps); more || !<-done {
		t.Fatal("the round's summary held the table past the host's hold")
	}
}
