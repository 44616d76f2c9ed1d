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
	moves := ex.Moves()
	if len(moves) != 3 || moves[0].Play != "red4" || moves[1].Facedown == nil || *moves[1].Facedown != 0 || moves[2].Seat != 0 {
		t.Errorf("moves %+v", moves)
	}
	if w := ex.Winners(); !reflect.DeepEqual(w, []int{0, 2}) {
		t.Errorf("winners %v", w)
	}
	bad := TrickExample{Players: -2, Plays: []PlayRecord{{Seat: 5, Card: "x"}}}
	if d := bad.Deal(); len(d.Hands) != 0 || d.Facedown != nil {
		t.Errorf("a malformed example's deal %+v", d)
	}
}
