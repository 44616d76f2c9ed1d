package engine

import (
	"reflect"
	"testing"
)

// TestTrickExampleDeal: an example's deal gives each seat the card it
// plays, in its hand or, played face down, as its face-down row; its moves
// play them in order; a malformed example makes a deal the game refuses,
// never a panic.
func TestTrickExampleDeal(t *testing.T) {
	ex := TrickExample{Players: 3, Leader: 1, Plays: []PlayRecord{
		{Seat: 1, Card: "red4"}, {Seat: 2, Card: "blue2", Facedown: true}, {Seat: 0, Card: "red9"},
	}, Why: []TrickWhy{{Seat: 0, Card: "red9"}, {Seat: 2, Card: "blue2"}}}
	d := ex.Deal()
	if *d.Leader != 1 || !reflect.DeepEqual(d.Hands, [][]string{{"red9"}, {"red4"}, {}}) || !reflect.DeepEqual(d.Facedown, [][]string{{}, {}, {"blue2"}}) {
		t.Errorf("deal %+v", d)
	}
	rows := &Descriptor{Decisions: []DecisionSpec{{Kind: "down", PlaysACard: true, Value: ValueRow}}}
	moves := ex.Moves(rows)
	if p, err := moves[1].Int(); len(moves) != 3 || moves[0].Play != "red4" || moves[1].Kind() != "down" || p != 0 || err != nil || moves[2].Seat != 0 {
		t.Errorf("moves %+v", moves)
	}
	ex.Before = []Move{ChoiceMove(1, "bid", 0), ChoiceMove(2, "bid", 1)}
	if moves := ex.Moves(rows); len(moves) != 5 || !reflect.DeepEqual(moves[:2], ex.Before) || moves[2].Play != "red4" {
		t.Errorf("moves after decisions %+v", moves)
	}
	if w := ex.Winners(); !reflect.DeepEqual(w, []int{0, 2}) {
		t.Errorf("winners %v", w)
	}
	bad := TrickExample{Players: -2, Plays: []PlayRecord{{Seat: 5, Card: "x"}}}
	if d := bad.Deal(); len(d.Hands) != 0 || d.Facedown != nil {
		t.Errorf("a malformed example's deal %+v", d)
	}
}

// OneWinnerExample seats the cards from seat 0 on and names the winner's
// own card in Why; a winner off the table leaves Why empty, not a panic.
func TestOneWinnerExample(t *testing.T) {
	got := OneWinnerExample("r", 2, "a", "b", "c", "d")
	want := TrickExample{Reason: "r", Players: 4, Leader: 0,
		Plays: []PlayRecord{{Seat: 0, Card: "a"}, {Seat: 1, Card: "b"}, {Seat: 2, Card: "c"}, {Seat: 3, Card: "d"}},
		Why:   []TrickWhy{{Seat: 2, Card: "c", ID: "r"}}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	for _, winner := range []int{-1, 4} {
		if e := OneWinnerExample("r", winner, "a", "b", "c", "d"); len(e.Why) != 0 || len(e.Winners()) != 0 {
			t.Fatalf("winner %d: Why %+v, want none", winner, e.Why)
		}
	}
}
