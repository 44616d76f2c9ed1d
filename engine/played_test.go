package engine

import (
	"encoding/json"
	"reflect"
	"strconv"
	"testing"
)

type numberCard int

func (c numberCard) String() string { return "n" + strconv.Itoa(int(c)) }

func TestWonTrickRecord(t *testing.T) {
	if LastRecord[numberCard](nil, 1, nil) != nil {
		t.Error("LastRecord of no tricks is not nil")
	}
	tricks := []WonTrick[numberCard]{
		{Leader: 0, Plays: []Played[numberCard]{{0, 3}, {1, 5}}, Winner: 1},
		{Leader: 1, Plays: []Played[numberCard]{{1, 2}, {0, 9}}, Winner: 0},
	}
	got := LastRecord(tricks, 2, nil)
	want := &TrickRecord{Round: 2, Leader: 1, Plays: []PlayRecord{{Seat: 1, Card: "n2"}, {Seat: 0, Card: "n9"}}, Winners: []int{0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("LastRecord = %+v, want %+v", got, want)
	}
	// A rule says why: the highest card wins here.
	highest := func(plays []Played[numberCard]) (int, string) {
		best := 0
		for i, p := range plays {
			if p.Card > plays[best].Card {
				best = i
			}
		}
		return best, "test.highest"
	}
	want.Why = []TrickWhy{{Seat: 0, Card: "n9", ID: "test.highest"}}
	if got := LastRecord(tricks, 2, highest); !reflect.DeepEqual(got, want) {
		t.Errorf("LastRecord with a rule = %+v, want %+v", got, want)
	}
	// A rule that finds another winner than the record leaves Why nil.
	lowest := func(plays []Played[numberCard]) (int, string) { return 0, "test.lowest" }
	if got := tricks[1].Record(2, lowest); got.Why != nil {
		t.Errorf("Why from a rule that disagrees with the winner: %+v", got.Why)
	}
	if got := tricks[1].Record(2, func([]Played[numberCard]) (int, string) { return -1, "" }); got.Why != nil {
		t.Errorf("Why from a rule that cannot judge: %+v", got.Why)
	}
	b, err := json.Marshal(tricks[0])
	if err != nil || string(b) != `{"leader":0,"plays":[{"seat":0,"card":3},{"seat":1,"card":5}],"winner":1}` {
		t.Errorf("JSON = %s, %v", b, err)
	}
}
