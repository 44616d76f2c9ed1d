package table

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestAGuestIsToldWhomTheTableWaitsFor: a guest's sidebar says whom a
// resumed table waits for and that the host may go on without them, with
// no button of its own; once nobody is awaited it says nothing.
func TestAGuestIsToldWhomTheTableWaitsFor(t *testing.T) {
	newTestUI(t)
	seats := []app.SeatInfo{
		{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "Ann"}, Seat: 0, Connected: true},
		{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Bo"}, Seat: 1, Awaited: true},
		{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Cy"}, Seat: 2, Awaited: true, Host: true},
	}
	m := tablemodel.New(0, cardLess("gummi"))
	tbl, err := app.NewTable(app.TableOptions{Config: engine.Config{Game: "gummi", Players: 3, Seed: 3}, Seats: []app.SeatSetup{
		{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Name: "Bo", Level: bot.Random}, {Kind: app.Bot, Name: "Cy", Level: bot.Random}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	if err := m.Observe(tbl.Observation()); err != nil {
		t.Fatal(err)
	}
	sb := newSidebar("Gummi Trick", "gummi", m, func() []app.SeatInfo { return seats }, func(s int) string { return seats[s].Name }, nil,
		sidebarWays{hint: func() {}, history: func() {}, menu: func() {}})
	sb.render()
	got := sb.wait.text.Text()
	if !sb.wait.text.Visible() || !strings.Contains(got, "The table waits for Bo and Cy to come back.") || !strings.Contains(got, "The host may go on without them.") {
		t.Errorf("the guest reads %q (shown %v)", got, sb.wait.text.Visible())
	}
	if sb.wait.start != nil || uitest.FindButton(sb.root, "Start without Bo and Cy") != nil {
		t.Error("a guest has a button to go on without them")
	}
	seats[1].Awaited, seats[2].Awaited = false, false
	sb.render()
	if sb.wait.text.Visible() {
		t.Errorf("with everybody back the sidebar still reads %q", sb.wait.text.Text())
	}
}
