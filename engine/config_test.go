package engine

import "testing"

func TestDealLeaderSeat(t *testing.T) {
	if s, err := (Deal{}).LeaderSeat(4, 1); s != -1 || err != nil {
		t.Errorf("no leader given: got %d, %v; want -1 (the rules decide)", s, err)
	}
	if s, err := (Deal{Leader: IntPtr(3)}).LeaderSeat(4, 1); s != 3 || err != nil {
		t.Errorf("leader 3 of 4: got %d, %v", s, err)
	}
	for _, bad := range []int{-1, 4} {
		_, err := (Deal{Leader: IntPtr(bad)}).LeaderSeat(4, 2)
		if _, ok := err.(*ConfigError); !ok {
			t.Errorf("leader %d at a table of 4: got %v, want a ConfigError", bad, err)
		}
	}
}
