package engine

import (
	"errors"
	"testing"
)

func TestCheckTurn(t *testing.T) {
	cases := []struct {
		name                string
		over                bool
		seat, players, turn int
		rule, message       string
	}{
		{"over first", true, 9, 4, 0, "g.over", "the game is over"},
		{"no such seat", false, 4, 4, 0, "g.seat", "there is no seat 4 at this table of 4"},
		{"negative seat", false, -1, 4, 0, "g.seat", "there is no seat -1 at this table of 4"},
		{"not your turn", false, 1, 4, 2, "g.turn", "it is seat 2's turn, not seat 1's"},
		{"your turn", false, 2, 4, 2, "", ""},
	}
	for _, c := range cases {
		err := CheckTurn("g", c.over, c.seat, c.players, c.turn)
		if c.rule == "" {
			if err != nil {
				t.Errorf("%s: refused with %v", c.name, err)
			}
			continue
		}
		var re *RuleError
		if !errors.As(err, &re) || re.Rule != c.rule || re.Message != c.message {
			t.Errorf("%s: got %#v, want rule %q %q", c.name, err, c.rule, c.message)
		}
	}
	if err := CheckSeat("g", false, 3, 4); err != nil {
		t.Errorf("CheckSeat refused a seat at the table: %v", err)
	}
}
