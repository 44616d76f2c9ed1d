package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestContinueRestoresTheLog: after Continue the log tells the game so far
// in the same lines as when it was played, and play goes on adding to it.
func TestContinueRestoresTheLog(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 11})
	playUntil(t, ts, func() bool { return len(drive(ts).Shown().Tricks) >= 3 && myTurn(ts)() })
	want := append([]string(nil), drive(ts).Shown().Log...)
	if len(want) < 9 {
		t.Fatalf("only %d log lines after three tricks", len(want))
	}
	u.leaveTable()
	u.Continue()
	again := u.tableScreen()
	if again == nil || again == ts {
		t.Fatal("no new table after Continue")
	}
	if got := drive(again).Shown().Log; strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("log after Continue:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The tricks so far come back too (History, the round's breakdown),
	// from the same story: for a LAN guest it is the only record.
	if !reflect.DeepEqual(drive(again).Shown().Tricks, drive(ts).Shown().Tricks) {
		t.Fatalf("tricks after Continue: %d, want the %d played", len(drive(again).Shown().Tricks), len(drive(ts).Shown().Tricks))
	}
	playUntil(t, again, func() bool { return len(drive(again).Shown().Log) > len(want)+2 })
	if got := drive(again).Shown().Log; strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("the log after playing on:\n%s", strings.Join(got, "\n"))
	}
}
