package app

import (
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// TestARemoteTableHoldsAsItsHost: a guest's table learns the host's
// holds from the table's turn timer (its welcome), and none without one;
// a local table is not Clocked at all.
func TestARemoteTableHoldsAsItsHost(t *testing.T) {
	var s Session = &RemoteSession{table: lan.TableInfo{TurnTimerMs: 30000}}
	c, ok := s.(Clocked)
	if !ok {
		t.Fatal("a remote session is not Clocked")
	}
	if trick, round := c.ReadingHolds(); trick != lan.HeldAfterTrick(30*time.Second) || round != lan.HeldAfterRound(30*time.Second) || trick <= 0 || round <= trick {
		t.Errorf("holds at a 30 s table: trick %v, round %v", trick, round)
	}
	if trick, round := (&RemoteSession{}).ReadingHolds(); trick != 0 || round != 0 {
		t.Errorf("holds without a timer: trick %v, round %v", trick, round)
	}
	if _, ok := Session(&Table{}).(Clocked); ok {
		t.Error("a local table claims a turn timer")
	}
}
