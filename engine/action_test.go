package engine

import (
	"encoding/json"
	"testing"
)

func TestMoveKind(t *testing.T) {
	for _, c := range []struct {
		m    Move
		want MoveKind
	}{
		{PlayMove(0, "red9"), "play"},
		{ChoiceMove(0, "facedown", 0), "facedown"},
		{ChoiceMove(0, "split", [][]string{{"a"}, {"b"}}), "split"},
		{Move{Seat: 3}, ""},
		{Move{Seat: 3, Decision: "pick"}, ""},
	} {
		if got := c.m.Kind(); got != c.want {
			t.Errorf("%+v: kind %q, want %q", c.m, got, c.want)
		}
	}
}

func TestMoveJSON(t *testing.T) {
	for _, text := range []string{
		`{"seat":1,"play":"red9"}`,
		`{"seat":0,"facedown":2}`,
		`{"seat":3,"lead":1}`,
		`{"seat":2,"split":[["red1","red2","red3"],["blue1","blue2","blue3"]]}`,
		`{"seat":1,"pick":0}`,
		`{"seat":2}`,
	} {
		var m Move
		if err := json.Unmarshal([]byte(text), &m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		b, err := json.Marshal(m)
		if err != nil || string(b) != text {
			t.Errorf("%s came back as %s (%v)", text, b, err)
		}
	}
	var m Move
	if err := json.Unmarshal([]byte(`{"seat":1, "split": [ ["a"] , ["b"] ]}`), &m); err != nil || string(m.Value) != `[["a"],["b"]]` {
		t.Errorf("value not kept compact: %s (%v)", m.Value, err)
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"play":"red9","facedown":0}`), &m); err == nil {
		t.Error("a move with two choices was read")
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"Bid-2":3}`), &m); err == nil {
		t.Error("a move with a key that is no kind was read")
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"lead":null}`), &m); err != nil || m.Kind() != "" {
		t.Errorf("a null choice: %+v (%v)", m, err)
	}
	var moves []Move
	if err := json.Unmarshal([]byte(`[null,{"seat":1}]`), &moves); err != nil || len(moves) != 2 || moves[0].Kind() != "" || moves[1].Seat != 1 {
		t.Errorf("null moves: %+v (%v)", moves, err)
	}
	if err := json.Unmarshal([]byte(`{"seat":1,"play":7}`), &m); err == nil {
		t.Error("a play that names no card by a string was read")
	}
	if n, err := ChoiceMove(1, "lead", 2).Int(); n != 2 || err != nil {
		t.Errorf("Int: %d %v", n, err)
	}
	if _, err := ChoiceMove(1, "split", [][]string{{"a"}}).Int(); err == nil {
		t.Error("card sets read as a number")
	}
}

func TestPublicMoveHidesPrivateDecisions(t *testing.T) {
	d := &Descriptor{Decisions: []DecisionSpec{{Kind: "split", Private: true}, {Kind: "lead", Value: ValueSeat}}}
	m := d.Public(ChoiceMove(2, "split", [][]string{{"red1", "red2", "red3"}, {"blue1", "blue2", "blue3"}}))
	if m.Kind() != "" || m.Seat != 2 || m.Value != nil {
		t.Fatalf("split not hidden: %+v", m)
	}
	for _, m := range []Move{PlayMove(1, "red9"), ChoiceMove(4, "lead", 1)} {
		if p := d.Public(m); p.Kind() != m.Kind() || p.Play != m.Play || string(p.Value) != string(m.Value) {
			t.Errorf("%+v must stay public, got %+v", m, p)
		}
	}
}
