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
	if LastRecord[numberCard](nil, 1) != nil {
		t.Error("LastRecord of no tricks is not nil")
	}
	tricks := []WonTrick[numberCard]{
		{Leader: 0, Plays: []Played[numberCard]{{0, 3}, {1, 5}}, Winner: 1},
		{Leader: 1, Plays: []Played[numberCard]{{1, 2}, {0, 9}}, Winner: 0},
	}
	got := LastRecord(tricks, 2)
	want := &TrickRecord{Round: 2, Leader: 1, Plays: []PlayRecord{{Seat: 1, Card: "n2"}, {Seat: 0, Card: "n9"}}, Winners: []int{0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("LastRecord = %+v, want %+v", got, want)
	}
	b, err := json.Marshal(tricks[0])
	if err != nil || string(b) != `{"leader":0,"plays":[{"seat":0,"card":3},{"seat":1,"card":5}],"winner":1}` {
		t.Errorf("JSON = %s, %v", b, err)
	}
}
