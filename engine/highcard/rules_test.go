package highcard

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// dealt is a game of the fixed deal hands (seat 0's, seat 1's), seat 0 leading.
func dealt(t *testing.T, hands ...[]string) *Game {
	t.Helper()
	g, err := New(engine.Config{Game: Name, Players: Players, Deals: []engine.Deal{{Hands: hands}}})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

// TestHigherCardWinsAndLeads: the higher card wins the trick and a point,
// whoever led, and its winner leads the next; the view shows the trick.
func TestHigherCardWinsAndLeads(t *testing.T) {
	g := dealt(t, []string{"4", "2"}, []string{"9", "1"})
	for _, p := range []struct{ seat, card int }{{0, 4}, {1, 9}, {1, 1}, {0, 2}} {
		if err := g.Apply(p.seat, PlayAction(Card(p.card))); err != nil {
			t.Fatalf("seat %d card %d: %v", p.seat, p.card, err)
		}
	}
	if g.points != [Players]int{1, 1} || !g.Over() || g.Winners() != engine.SeatsOf(0, 1) {
		t.Fatalf("points %v, over %v, winners %v", g.points, g.Over(), g.Winners())
	}
	v, err := Descriptor.View(g.Observe(1))
	if err != nil || v.LastTrick == nil || v.LastTrick.Leader != 1 || v.LastTrick.Winners[0] != 0 {
		t.Fatalf("view of the last trick %+v, %v", v.LastTrick, err)
	}
}

// TestValidateRefusesImpossibleObservations: what no game could show - a
// peer's or a save's - is refused before it is drawn, and sampling it
// deals a fresh game that holds the invariants.
func TestValidateRefusesImpossibleObservations(t *testing.T) {
	g := dealt(t, []string{"4", "2"}, []string{"9", "1"})
	if err := g.Apply(0, PlayAction(4)); err != nil {
		t.Fatal(err)
	}
	good := *g.Observe(1).(*Observation)
	if err := good.Validate(); err != nil {
		t.Fatalf("a real observation: %v", err)
	}
	for name, bad := range map[string]func(o *Observation){
		"seat":        func(o *Observation) { o.Viewer = 2 },
		"players":     func(o *Observation) { o.NumPlayers = 1 },
		"round":       func(o *Observation) { o.Round = 2 },
		"card 11":     func(o *Observation) { o.Hand |= 1 << 11 },
		"led in hand": func(o *Observation) { o.Hand |= Card(4).bit() },
		"points":      func(o *Observation) { o.Points[0] = 1 },
		"hand sizes":  func(o *Observation) { o.Other = 3 },
		"turn":        func(o *Observation) { o.Turn = 0 },
		"last trick":  func(o *Observation) { o.Last = [2]Card{3, 5} },
	} {
		o := good
		bad(&o)
		if o.Validate() == nil {
			t.Errorf("%s: %+v validates", name, o)
		}
		if _, err := Descriptor.View(&o); err == nil {
			t.Errorf("%s: drawn", name)
		}
		rng := engine.NewRNG(1)
		if err := o.Determinize(&rng, nil).(*Game).CheckInvariants(); err != nil {
			t.Errorf("%s: the sample: %v", name, err)
		}
	}
}
