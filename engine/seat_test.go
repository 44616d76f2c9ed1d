package engine

import (
	"reflect"
	"testing"
)

func TestSeatSet(t *testing.T) {
	s := SeatsOf(0, 3, 6)
	if !s.Has(0) || !s.Has(3) || !s.Has(6) || s.Has(1) || s.Has(-1) || s.Has(9) {
		t.Errorf("membership wrong for %08b", s)
	}
	if s.Count() != 3 || s.First() != 0 || s.Empty() {
		t.Errorf("count/first/empty wrong for %08b", s)
	}
	if got := s.Without(0).First(); got != 3 {
		t.Errorf("First after removing 0 = %d", got)
	}
	if got := s.Seats(); !reflect.DeepEqual(got, []int{0, 3, 6}) {
		t.Errorf("Seats = %v", got)
	}
	var none SeatSet
	if !none.Empty() || none.First() != -1 || len(none.Seats()) != 0 {
		t.Error("empty set misbehaves")
	}
}
