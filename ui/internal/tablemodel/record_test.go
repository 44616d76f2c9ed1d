package tablemodel

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
)

// playLocal plays a seeded game at a local table, every seat choosing
// with apptest.Pick, and returns its events up to GameOver.
func playLocal(t *testing.T, cfg engine.Config) []app.Event {
	t.Helper()
	tbl, _, events := apptest.Local(t, cfg)
	return apptest.Play(t, tbl, events)
}

// feed gives a record a game's events as the screen's pump shows them.
func feed(t *testing.T, r *Record, events []app.Event) {
	t.Helper()
	for _, ev := range events {
		switch ev.Kind {
		case app.TrickCompleted:
			r.Trick(ev)
		case app.RoundOver, app.GameOver:
			if err := r.EndRound(ev); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestRecordKeepsTheGame plays Gudetama to its end and feeds the record
// its events: it holds every trick once, in order and by round, each
// round's totals as the round's end gave them, and who was out: a seat
// the round put out is out after it and sits out every later round.
func TestRecordKeepsTheGame(t *testing.T) {
	events := playLocal(t, engine.Config{Game: "gudetama", Players: 4, Seed: 4})
	r := NewRecord(nil, 0)
	feed(t, r, events)

	var tricks []engine.TrickRecord
	rounds := map[int]int{}
	for _, ev := range events {
		if ev.Kind == app.TrickCompleted {
			tricks = append(tricks, *ev.Trick)
			rounds[ev.Trick.Round]++
		}
	}
	if len(tricks) < 10 || !reflect.DeepEqual(r.Tricks(), tricks) {
		t.Fatalf("the record holds %d tricks, want the %d played", len(r.Tricks()), len(tricks))
	}
	for round, n := range rounds {
		for _, tr := range r.RoundTricks(round) {
			if tr.Round != round {
				t.Fatalf("round %d's tricks hold one of round %d", round, tr.Round)
			}
		}
		if got := len(r.RoundTricks(round)); got != n {
			t.Fatalf("round %d: %d tricks, want %d", round, got, n)
		}
	}

	eliminated := map[int]int{} // seat -> the round that put it out
	ends := 0
	for _, ev := range events {
		if ev.Kind != app.RoundOver && ev.Kind != app.GameOver {
			continue
		}
		ends++
		totals, ok := r.Totals(ev.Round)
		if !ok || !reflect.DeepEqual(totals, ev.Scores) {
			t.Fatalf("round %d: totals %v (known %v), want %v", ev.Round, totals, ok, ev.Scores)
		}
		v, err := app.ViewOf(ev.Obs)
		if err != nil {
			t.Fatal(err)
		}
		for s, sv := range v.Seats {
			st := r.Status(ev.Round, s, totals, v.Goal)
			if out, before := eliminated[s]; before && out < ev.Round {
				if !st.Sitting {
					t.Errorf("round %d: seat %d, out since round %d, is not sitting it out: %+v", ev.Round, s, eliminated[s], st)
				}
				continue
			} else if before {
				continue // the game's end tells the last round again
			}
			if st.Out != sv.Eliminated || st.Total != totals[s] || st.Reached != (v.Goal > 0 && totals[s] >= v.Goal) {
				t.Errorf("round %d: seat %d (eliminated %v, total %d, line %d): status %+v", ev.Round, s, sv.Eliminated, totals[s], v.Goal, st)
			}
			if sv.Eliminated {
				eliminated[s] = ev.Round
			}
		}
	}
	if ends < 2 || len(eliminated) == 0 {
		t.Fatalf("%d rounds ended, %d seats put out: the game checked too little", ends, len(eliminated))
	}
	if _, ok := r.Totals(ends + 1); ok {
		t.Fatalf("totals known for round %d, which never ended", ends+1)
	}
}

// TestRecordRestoredTellsEachTrickOnce starts a record from a story told
// part way through the game, as a table opened mid-game does, and feeds it
// the live events from some before the story's end: the tricks the story
// told are not recorded again.
func TestRecordRestoredTellsEachTrickOnce(t *testing.T) {
	events := playLocal(t, engine.Config{Game: "gummi", Players: 3, Seed: 8, Options: engine.Options{}.With("rounds", 3)})
	whole := NewRecord(nil, 0)
	feed(t, whole, events)

	var told []int // indexes of the tricks' events
	for i, ev := range events {
		if ev.Kind == app.TrickCompleted {
			told = append(told, i)
		}
	}
	if len(told) < 6 {
		t.Fatalf("only %d tricks played", len(told))
	}
	cut := told[len(told)/2] + 1 // the story ends with a trick
	hist, through := events[:cut], events[cut-1].Seq
	if through == 0 {
		t.Fatal("the events carry no Seq")
	}
	r := NewRecord(hist, through)
	if got := len(r.Tricks()); got != len(told)/2+1 {
		t.Fatalf("the story's record holds %d tricks, want %d", got, len(told)/2+1)
	}
	// The live events start a few before the story's end: subscribed
	// before the story was taken.
	feed(t, r, events[told[len(told)/2-1]:])
	if !reflect.DeepEqual(r.Tricks(), whole.Tricks()) {
		t.Fatalf("restored and fed on: %d tricks, want the %d played once each", len(r.Tricks()), len(whole.Tricks()))
	}
}

// TestRecordStatusWithoutTheRoundsEnd: a round whose end the table did
// not see (a guest who joined later) still tells who sat it out, and who
// played it and not the next was put out by it.
func TestRecordStatusWithoutTheRoundsEnd(t *testing.T) {
	r := NewRecord(nil, 0)
	for _, ev := range []app.Event{trickBy(1, 0, 1, 2), trickBy(2, 0, 1), trickBy(3, 0, 1)} {
		r.Trick(ev)
	}
	totals := []int{10, 20, 40}
	if st := r.Status(1, 2, totals, 30); !st.Out || !st.Reached || st.Sitting || st.Total != 40 {
		t.Errorf("seat 2 after round 1: %+v, want out, over the line", st)
	}
	if st := r.Status(1, 1, totals, 30); st.Out || st.Reached || st.Sitting || st.Total != 20 {
		t.Errorf("seat 1 after round 1: %+v, want still in", st)
	}
	if st := r.Status(2, 2, totals, 30); !st.Sitting {
		t.Errorf("seat 2 in round 2: %+v, want sitting it out", st)
	}
	if st := r.Status(3, 1, totals, 30); st.Out || st.Sitting {
		t.Errorf("seat 1 after round 3, the last seen: %+v, want nothing said", st)
	}
}

// TestRecordSaysWhoPlaysOn: a round that puts a seat out while two or
// more tie on the lowest total says how many play on: a newcomer put out
// read "out of the game" as the game's end.
func TestRecordSaysWhoPlaysOn(t *testing.T) {
	r := NewRecord(nil, 0)
	for _, ev := range []app.Event{trickBy(1, 0, 1, 2), trickBy(2, 0, 1)} {
		r.Trick(ev)
	}
	// Seat 2 reached the line; seats 0 and 1 tie on the lowest.
	totals := []int{3, 3, 13}
	if st := r.Status(1, 2, totals, 10); !st.Out || st.Low != 3 || st.PlayOn != 2 {
		t.Errorf("seat 2 after round 1: %+v, want out with 2 playing on", st)
	}
	// The game's end: one lowest, nobody plays on.
	r = NewRecord(nil, 0)
	r.Trick(trickBy(1, 0, 1, 2))
	if st := r.Status(1, 2, []int{2, 3, 13}, 10); st.PlayOn > 1 {
		t.Errorf("seat 2 at the game's end: %+v, want nobody playing on", st)
	}
}

// trickBy is a trick of round that seats played (the cards do not matter).
func trickBy(round int, seats ...int) app.Event {
	tr := engine.TrickRecord{Round: round}
	for _, s := range seats {
		tr.Plays = append(tr.Plays, engine.PlayRecord{Seat: s, Card: "x"})
	}
	return app.Event{Kind: app.TrickCompleted, Trick: &tr}
}
