package words

import (
	"testing"

	"github.com/trickparty/trickparty/app"
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
		if got := SeatRole(c.seat); got != c.want {
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
		if got := RoomRole(c.seat); got != c.want {
			t.Errorf("%+v: %q, want %q", c.seat, got, c.want)
		}
	}
}
