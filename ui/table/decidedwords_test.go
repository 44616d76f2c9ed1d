package table

import (
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestANumberDecisionIsSaidWithItsNumber: a public decision that names a
// number (a bid) is told with the number, so the log says every bid; a
// private one, whose move names only its seat, is told without it.
func TestANumberDecisionIsSaidWithItsNumber(t *testing.T) {
	names := []string{"You", "Aiko", "Bruno"}
	tw := words.Trick{Game: "bidding", Name: func(s int) string { return names[s] }, Human: 0}
	spec := engine.DecisionSpec{Kind: "bid", Value: engine.ValueNumber, Done: "{{.W}} bid {{.N}}"}
	ev := app.Event{Seat: 2, Verb: "bid", Move: engine.ChoiceMove(2, "bid", 3)}
	if got := decidedWords(tw, ev, spec, true); got != "Bruno bid 3" {
		t.Errorf("a public bid is said %q, want %q", got, "Bruno bid 3")
	}
	// What another seat is told of a private choice: the seat alone.
	private := spec
	private.Done = "{{.W}} made a bid"
	ev.Move = engine.Move{Seat: 2}
	if got := decidedWords(tw, ev, private, true); got != "Bruno made a bid" {
		t.Errorf("a private bid is said %q, want %q", got, "Bruno made a bid")
	}
}
