package app

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/tutorial"
)

func tinyTutorial(t *testing.T) *Tutorial {
	t.Helper()
	data, err := os.ReadFile("testdata/tutorial-tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tutorial.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	tut, err := NewTutorial(s, "Ann")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tut.Close() })
	return tut
}

// waitStep waits until the tutorial is at step i with at least moves
// actions played.
func waitStep(t *testing.T, tut *Tutorial, i, moves int) CoachStep {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		c := tut.Step()
		if c.Index == i && len(tut.Moves()) >= moves {
			return c
		}
		select {
		case <-tut.Changes():
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("still at step %d with %d moves, want step %d with %d", c.Index, len(tut.Moves()), i, moves)
		}
	}
}

func action(t *testing.T, tut *Tutorial, m engine.Move) engine.Action {
	t.Helper()
	a, err := tut.game.DecodeMove(m)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestTutorialWaitsForTheCoachAndTheRightMove(t *testing.T) {
	tut := tinyTutorial(t)
	tut.Start()
	c := waitStep(t, tut, 0, 0)
	if c.Move || c.Say.EN != "Welcome." {
		t.Fatalf("first step: %+v", c)
	}
	red9 := action(t, tut, engine.Move{Seat: 0, Play: "red9"})
	if err := tut.Submit(red9); !errors.Is(err, ErrReadFirst) {
		t.Fatalf("a move before Next: %v, want ErrReadFirst", err)
	}
	tut.Next()
	c = waitStep(t, tut, 1, 0)
	if !c.Move || c.Expected != red9 {
		t.Fatalf("move step: %+v, want red9 expected", c)
	}
	blue3 := action(t, tut, engine.Move{Seat: 0, Play: "blue3"})
	var coach *CoachRefusal
	if err := tut.Submit(blue3); !errors.As(err, &coach) || coach.Say.EN != "The blue 3 would win blue, but red is where your 9 wins." {
		t.Fatalf("another legal card: %v, want the step's reason", err)
	}
	if n := len(tut.Moves()); n != 0 {
		t.Fatalf("a refused move was played: %d moves", n)
	}
	if err := tut.Submit(red9); err != nil {
		t.Fatal(err)
	}
	// Bruno waits for the coach's note on his move.
	waitStep(t, tut, 2, 1)
	time.Sleep(50 * time.Millisecond)
	if n := len(tut.Moves()); n != 1 {
		t.Fatalf("Bruno played past an unread note: %d moves", n)
	}
	tut.Next()
	c = waitStep(t, tut, 3, 2)
	if c.Move {
		t.Fatalf("the note after the trick: %+v", c)
	}
	tut.Next()
	waitStep(t, tut, 4, 2)
	if err := tut.Submit(blue3); err != nil {
		t.Fatal(err)
	}
	c = waitStep(t, tut, 5, 4)
	if !tut.Over() || tut.Finished() {
		t.Fatalf("game over %v, finished %v; want the last step still to read", tut.Over(), tut.Finished())
	}
	tut.Next()
	if !tut.Finished() {
		t.Fatal("the last Next did not finish the tutorial")
	}
}

func TestTutorialRefusesAnIllegalMoveWithTheRules(t *testing.T) {
	tut := tinyTutorial(t)
	tut.Start()
	tut.Next()
	waitStep(t, tut, 1, 0)
	// blue3 is legal for the first lead; try a card Ann does not hold.
	var rule *engine.RuleError
	if err := tut.Submit(action(t, tut, engine.Move{Seat: 0, Play: "blue5"})); !errors.As(err, &rule) {
		t.Fatalf("a card not in the hand: %v, want the engine's refusal", err)
	}
}

func TestTutorialClosesWhileAScriptedSeatWaits(t *testing.T) {
	tut := tinyTutorial(t)
	tut.Start()
	tut.Next()
	waitStep(t, tut, 1, 0)
	if err := tut.Submit(action(t, tut, engine.Move{Seat: 0, Play: "red9"})); err != nil {
		t.Fatal(err)
	}
	waitStep(t, tut, 2, 1)
	done := make(chan struct{})
	go func() { _ = tut.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close hung on a scripted player waiting for the coach")
	}
	if n := len(tut.Moves()); n != 1 {
		t.Fatalf("closing played for the waiting seat: %d moves", n)
	}
}

func TestTutorialOfferedIsRememberedPerGame(t *testing.T) {
	p := &MemPrefs{}
	if TutorialOffered(p, "gummi") {
		t.Fatal("offered before anything was said")
	}
	MarkTutorialOffered(p, "gummi")
	MarkTutorialOffered(p, "gummi")
	MarkTutorialOffered(p, "no-such-game")
	if !TutorialOffered(p, "gummi") || TutorialOffered(p, "trip") {
		t.Fatalf("offered: %q", p.String(tutorialsKey))
	}
	if got := p.String(tutorialsKey); got != "gummi" {
		t.Fatalf("stored %q, want each known game once", got)
	}
}
