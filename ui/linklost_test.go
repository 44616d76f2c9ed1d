package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/lan/lantest"
)

// TestLostHostDimsTheTableAndLeaveKeepsTheSeat: the host's program dies
// mid-game (its connections close, nothing answers): the guest's table is
// dimmed at once with what happened and for how long it has tried, no card
// can be played meanwhile, and Leave goes to the Join screen with the seat
// kept for Rejoin.
func TestLostHostDimsTheTableAndLeaveKeepsTheSeat(t *testing.T) {
	u, q := lanTestUI(t)
	h := testHost(t, 3, 2)
	p := lantest.NewProxy(t, h.Addr().String())
	u.ShowJoinGame()
	js := u.lan.join
	js.name.SetText("Zoe")
	js.addr.SetText(p.Addr())
	test.Type(js.code, "ABCD23")
	test.Tap(js.join)
	runUI(t, q, "the table view", func() bool { return u.screen != nil })
	ts := u.screen
	if ts.link.visible() {
		t.Fatal("the table is dimmed while the host is there")
	}
	p.Cut()
	runUI(t, q, "the lost host to be said", func() bool { return ts.link.visible() })
	if ts.link.title.Text != "Connection to the host lost" || !strings.HasPrefix(ts.link.body.Text, "Trying again… ") ||
		!strings.Contains(ts.link.body.Text, "Your seat is kept") {
		t.Fatalf("the dimmed table says %q / %q", ts.link.title.Text, ts.link.body.Text)
	}
	if !ts.link.root.Visible() || ts.link.action.Text != "Leave (keep my seat)" {
		t.Fatalf("no Leave on the dimmed table: %q", ts.link.action.Text)
	}
	test.Tap(ts.link.action)
	if u.screen != nil || u.lan == nil || u.lan.join == nil {
		t.Fatal("Leave did not go to the Join screen")
	}
	if u.lan.join.rejoin == nil || !canvasHasText(u, "You left while the host could not be reached.") {
		t.Fatal("the Join screen does not offer the kept seat")
	}
}
