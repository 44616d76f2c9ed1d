package ui

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestSeatRoles: every kind of seat is named by who plays it, the same
// way on the plate and in the waiting room, in both languages.
func TestSeatRoles(t *testing.T) {
	for _, c := range []struct {
		seat app.SeatInfo
		want string
	}{
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "Zoe"}, Connected: true}, "you"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Human, Name: "Zoe"}, StandIn: bot.Normal}, "Normal bot for you"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Aiko", Level: bot.Hard}}, "Hard bot"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.RemoteBot, Name: "Bruno", Level: bot.Easy}}, "Easy bot"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.RemoteBot, Name: "Robo", Level: bot.Random}, Joined: true}, "Random bot (guest)"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alice"}, Connected: true}, "person"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alice"}}, "person · away"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alice"}, StandIn: bot.Normal}, "Normal bot for Alice"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Hana"}, Connected: true, Host: true}, "host"},
		{app.SeatInfo{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Hana"}, Host: true}, "host · away"},
	} {
		if got := seatRole(c.seat); got != c.want {
			t.Errorf("%+v: %q, want %q", c.seat, got, c.want)
		}
	}
	for _, c := range []struct {
		seat app.RoomSeat
		want string
	}{
		{app.RoomSeat{Name: "Aiko", Bot: true, Level: bot.Normal}, "Normal bot"},
		{app.RoomSeat{Name: "Robo", Bot: true, Taken: true, Joined: true, Level: bot.Hard}, "Hard bot (guest)"},
		{app.RoomSeat{Name: "Alice", Taken: true, Connected: true}, "person"},
		{app.RoomSeat{Name: "Alice", Taken: true}, "person · away"},
		{app.RoomSeat{Name: "Alice", Taken: true, Level: bot.Normal}, "Normal bot for Alice"},
		{app.RoomSeat{Name: "Hana", Taken: true, Connected: true, Host: true}, "host"},
	} {
		if got := roomRole(c.seat); got != c.want {
			t.Errorf("%+v: %q, want %q", c.seat, got, c.want)
		}
	}
}

// TestScoreSheetSaysWhoPlays: the sheet names each seat's player with who
// plays it, and a player who is called "You" is not "You (you)".
func TestScoreSheetSaysWhoPlays(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	cells := ts.side.cells
	if got := strings.TrimPrefix(cells[1][0], "▶ "); got != "You" {
		t.Errorf("the player's row reads %q", got)
	}
	if got := strings.TrimPrefix(cells[2][0], "▶ "); got != "Aiko (bot)" {
		t.Errorf("a bot's row reads %q", got)
	}
	ts2 := startGameAs(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2}, "Zoe")
	if got := strings.TrimPrefix(ts2.side.cells[1][0], "▶ "); got != "Zoe (you)" {
		t.Errorf("the player's row reads %q", got)
	}
}

// TestScoreSheetLegend: the sheet's marks are explained, each only while
// the sheet shows it.
func TestScoreSheetLegend(t *testing.T) {
	for _, c := range []struct {
		cells [][]string
		want  string
	}{
		{[][]string{{"Player", "Total"}, {"▶ Zoe (you)", "0"}, {"Aiko (bot)", "3"}}, "▶ plays now"},
		{[][]string{{"Player", "Total"}, {"Zoe (you)", "24 ▲"}, {"▶ Aiko (bot)", "8 ×"}}, "▶ plays now · ▲ reached the end score: the lowest total wins · × eliminated"},
		{[][]string{{"Player", "Total"}, {"Zoe (you)", "4"}}, ""},
	} {
		if got := sheetLegend(c.cells); got != c.want {
			t.Errorf("%v: %q, want %q", c.cells, got, c.want)
		}
	}
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	if !ts.side.legend.Visible() || ts.side.legend.Text != "▶ plays now" {
		t.Fatalf("the table's legend: %q (shown %v) for %v", ts.side.legend.Text, ts.side.legend.Visible(), ts.side.cells)
	}
}
