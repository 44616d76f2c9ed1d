package trip

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestSplitNotationEitherOrder: a split's sets may come in either order
// and its cards in any order (the conformance suite checks that every
// action reads back as itself).
func TestSplitNotationEitherOrder(t *testing.T) {
	g := newGame(t, engine.Config{Players: 4, Seed: 11})
	buf := make([]engine.Action, 0, engine.MaxActions)
	rng := engine.NewRNG(3)
	for !g.Over() {
		for _, seat := range g.ToMove().Seats() {
			for _, a := range g.Legal(seat, buf) {
				m := g.EncodeMove(seat, a)
				if IsSplit(a) {
					swapped := engine.Move{Seat: seat, Split: [][]string{
						{m.Split[1][2], m.Split[1][0], m.Split[1][1]}, {m.Split[0][1], m.Split[0][2], m.Split[0][0]}}}
					sa, err := g.DecodeMove(swapped)
					if err != nil {
						t.Fatal(err)
					}
					s0, s1, _ := SplitSets(g.drawn[seat], sa)
					if s0 != SetOf(cards(t, m.Split[1]...)...) || s1 != SetOf(cards(t, m.Split[0]...)...) {
						t.Fatalf("swapped split decodes to %s | %s", s0, s1)
					}
				}
			}
		}
		seat, a := randomAction(g, &rng, buf)
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.ActionString(PickAction(1)); s != "pick set 1" {
		t.Fatal(s)
	}
	if s := g.ActionString(PlayAction(mustCard(t, "red7"))); s != "red7" {
		t.Fatal(s)
	}
}

func TestDecodeMoveErrors(t *testing.T) {
	g := newGame(t, engine.Config{Players: 3, Seed: 1, Deals: []engine.Deal{{Draw: [][]string{
		{"red1", "red2", "red3", "red4", "red5", "red6"},
		{"blue1", "blue2", "blue3", "blue4", "blue5", "blue6"},
		{"green1", "green2", "green3", "green4", "green5", "green6"}}}}})
	for name, m := range map[string]engine.Move{
		"nothing":       {Seat: 0},
		"two fields":    {Seat: 0, Play: "red1", Pick: engine.IntPtr(0)},
		"facedown":      {Seat: 0, Facedown: engine.IntPtr(0)},
		"lead":          {Seat: 0, Lead: engine.IntPtr(1)},
		"bad card":      {Seat: 0, Play: "red13"},
		"pick 2":        {Seat: 0, Pick: engine.IntPtr(2)},
		"one set":       {Seat: 0, Split: [][]string{{"red1", "red2", "red3", "red4", "red5", "red6"}}},
		"four and two":  {Seat: 0, Split: [][]string{{"red1", "red2", "red3", "red4"}, {"red5", "red6"}}},
		"not drawn":     {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "blue6"}}},
		"twice":         {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red5"}}},
		"no such seat":  {Seat: 3, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red6"}}},
		"bad card name": {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "rd6"}}},
	} {
		if _, err := g.DecodeMove(m); err == nil {
			t.Errorf("%s: decoded", name)
		} else if _, ok := err.(*engine.RuleError); !ok {
			t.Errorf("%s: %T", name, err)
		}
	}
}

// TestDecodeMoveRefusesASplitOfASeatNotAtTheTable: the split of a seat
// not at the table is refused as any action of such a seat is.
func TestDecodeMoveRefusesASplitOfASeatNotAtTheTable(t *testing.T) {
	g := newGame(t, engine.Config{Players: 3, Seed: 1})
	_, err := g.DecodeMove(engine.Move{Seat: 3, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red6"}}})
	if re, ok := err.(*engine.RuleError); !ok || re.Rule != "trip.seat" || re.Message != "there is no seat 3 at this table of 3" {
		t.Errorf("%v, want trip.seat: there is no seat 3 at this table of 3", err)
	}
}
