package tablemodel

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestATrickWithoutThePlayerDoesNotWaitForAClick: with "wait for a click
// after a trick" on, a trick the player played in waits, and one of a
// round the player sits out (out of a Gudetama game) holds only for the
// pause; a guided game always waits.
func TestATrickWithoutThePlayerDoesNotWaitForAClick(t *testing.T) {
	with := &engine.TrickRecord{Plays: []engine.PlayRecord{{Seat: 1}, {Seat: 0}, {Seat: 2}}}
	without := &engine.TrickRecord{Plays: []engine.PlayRecord{{Seat: 1}, {Seat: 2}}}
	for _, c := range []struct {
		name          string
		trick         *engine.TrickRecord
		click, guided bool
		want          bool
	}{
		{"played, clicks asked", with, true, false, true},
		{"sat out, clicks asked", without, true, false, false},
		{"played, no clicks", with, false, false, false},
		{"sat out, guided", without, false, true, true},
	} {
		if got := WaitsForTrick(c.trick, 0, c.click, c.guided); got != c.want {
			t.Errorf("%s: waits %v, want %v", c.name, got, c.want)
		}
	}
}
