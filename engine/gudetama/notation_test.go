package gudetama

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestNotation(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4})
	for _, a := range []engine.Action{1, 7, 14, LeadAction(0), LeadAction(3)} {
		m := g.EncodeMove(2, a)
		data, _ := json.Marshal(m)
		var back engine.Move
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		got, err := g.DecodeMove(back)
		if err != nil || got != a {
			t.Errorf("%d -> %s -> %d, %v", a, data, got, err)
		}
	}
	if s := string(mustJSON(g.EncodeMove(1, 7))); s != `{"seat":1,"play":"7"}` {
		t.Errorf("play encodes as %s", s)
	}
	if s := string(mustJSON(g.EncodeMove(1, LeadAction(2)))); s != `{"seat":1,"lead":2}` {
		t.Errorf("lead encodes as %s", s)
	}
	if g.ActionString(7) != "7" || g.ActionString(LeadAction(2)) != "lead: seat 2" {
		t.Errorf("action strings %q %q", g.ActionString(7), g.ActionString(LeadAction(2)))
	}
	for _, m := range []engine.Move{
		{Seat: 0},
		{Seat: 0, Play: "15"},
		{Seat: 0, Play: "seven"},
		{Seat: 0, Play: "3", Decision: MoveLead, Value: []byte("1")},
		engine.ChoiceMove(0, MoveLead, 4),
		engine.ChoiceMove(0, MoveLead, -1),
		engine.ChoiceMove(0, MoveLead, "1"),
		engine.ChoiceMove(0, "facedown", 0),
		engine.ChoiceMove(0, "pick", 0),
	} {
		if _, err := g.DecodeMove(m); err == nil {
			t.Errorf("%+v decoded", m)
		}
	}
	if r, err := ParseRank("14"); err != nil || r != 14 || r.String() != "14" {
		t.Errorf("ParseRank 14: %v %v", r, err)
	}
}

// TestDecodeMoveRefusesALeaderNotAtTheTable: a lead names a seat of the
// table, or is refused as any action of a seat not at it is.
func TestDecodeMoveRefusesALeaderNotAtTheTable(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4})
	for _, lead := range []int{4, -1} {
		_, err := g.DecodeMove(engine.ChoiceMove(0, MoveLead, lead))
		re, ok := err.(*engine.RuleError)
		if want := fmt.Sprintf("there is no seat %d at this table of 4", lead); !ok || re.Rule != "gudetama.seat" || re.Message != want {
			t.Errorf("lead %d: %v, want gudetama.seat: %s", lead, err, want)
		}
	}
}
