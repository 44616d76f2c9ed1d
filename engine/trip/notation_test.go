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
					var split [][]string
					if err := m.Decode(&split); err != nil {
						t.Fatal(err)
					}
					swapped := engine.ChoiceMove(seat, MoveSplit, [][]string{
						{split[1][2], split[1][0], split[1][1]}, {split[0][1], split[0][2], split[0][0]}})
					sa, err := g.DecodeMove(swapped)
					if err != nil {
						t.Fatal(err)
					}
					s0, s1, _ := SplitSets(g.drawn[seat], sa)
					if s0 != SetOf(cards(t, split[1]...)...) || s1 != SetOf(cards(t, split[0]...)...) {
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
		"two fields":    {Seat: 0, Play: "red1", Decision: MovePick, Value: []byte("0")},
		"facedown":      engine.ChoiceMove(0, "facedown", 0),
		"lead":          engine.ChoiceMove(0, "lead", 1),
		"pick a word":   engine.ChoiceMove(0, MovePick, "0"),
		"split a word":  engine.ChoiceMove(0, MoveSplit, "red1"),
		"bid":           engine.ChoiceMove(0, "bid", 1),
		"bad card":      {Seat: 0, Play: "red13"},
		"pick 2":        engine.ChoiceMove(0, MovePick, 2),
		"one set":       engine.ChoiceMove(0, MoveSplit, [][]string{{"red1", "red2", "red3", "red4", "red5", "red6"}}),
		"four and two":  engine.ChoiceMove(0, MoveSplit, [][]string{{"red1", "red2", "red3", "red4"}, {"red5", "red6"}}),
		"not drawn":     engine.ChoiceMove(0, MoveSplit, [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "blue6"}}),
		"twice":         engine.ChoiceMove(0, MoveSplit, [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red5"}}),
		"no such seat":  engine.ChoiceMove(3, MoveSplit, [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red6"}}),
		"bad card name": engine.ChoiceMove(0, MoveSplit, [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "rd6"}}),
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
	_, err := g.DecodeMove(engine.ChoiceMove(3, MoveSplit, [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red6"}}))
	if re, ok := err.(*engine.RuleError); !ok || re.Rule != "trip.seat" || re.Message != "there is no seat 3 at this table of 3" {
		t.Errorf("%v, want trip.seat: there is no seat 3 at this table of 3", err)
	}
}
