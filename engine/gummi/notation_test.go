package gummi

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestMoveNotation(t *testing.T) {
	g := specExample(t)
	for a := engine.Action(0); int(a) < numActions; a++ {
		m := g.EncodeMove(2, a)
		back, err := g.DecodeMove(m)
		if err != nil || back != a || m.Seat != 2 {
			t.Fatalf("%d -> %+v -> %d, %v", a, m, back, err)
		}
	}
	if g.ActionString(9) != "red10" || g.ActionString(FirstFacedown+1) != "face-down 1" || g.ActionString(70) != "action 70" {
		t.Fatal("ActionString")
	}
	if m := g.EncodeMove(1, 8); m.Play != "red9" || m.Kind() != engine.MovePlay {
		t.Fatalf("%+v", m)
	}
	for _, m := range []engine.Move{
		{}, {Play: "red11"}, engine.ChoiceMove(0, MoveFacedown, 3), engine.ChoiceMove(0, MoveFacedown, -1),
		{Play: "red1", Decision: MoveFacedown, Value: []byte("0")}, engine.ChoiceMove(0, "lead", 1), engine.ChoiceMove(0, "pick", 0),
		engine.ChoiceMove(0, "split", [][]string{{"red1"}}), {Play: "70"}, engine.ChoiceMove(0, MoveFacedown, "0"),
	} {
		if _, err := g.DecodeMove(m); err == nil {
			t.Errorf("%+v decoded", m)
		}
	}
}
