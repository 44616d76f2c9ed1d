package app

import (
	"errors"

	"github.com/trickparty/trickparty/engine/bot"
)

// RoomSeat is a seat of a LAN table as the waiting room and the host's
// menu show it.
type RoomSeat struct {
	Seat int
	Name string
	// You is the player's own seat; Bot a seat a computer plays; Taken a
	// seat somebody joined (a person, connected or not, or a Joined bot).
	You, Bot, Taken, Connected bool
	// Level is the bot's level (Bot), or of the bot standing in for an
	// absent person (Taken); Joined marks a bot that joined over the
	// network rather than one the host seats.
	Level  bot.Level
	Joined bool
	// Host marks the seat of the person hosting the table.
	Host bool
	// Awaited marks a person a resumed table waits for (SeatInfo.Awaited).
	Awaited bool
}

// Waiting is true for a seat nobody has taken yet.
func (s RoomSeat) Waiting() bool { return !s.Bot && !s.Taken }

// Seats are the table's seats: a host knows the bot and free seats before
// the game starts, a guest sees what the host sends.
func (t *LANTable) Seats() []RoomSeat {
	own := t.remote.Seat()
	var out []RoomSeat
	if t.host != nil {
		for _, s := range t.host.Seats() {
			level, _ := bot.ParseLevel(s.Level)
			out = append(out, RoomSeat{Seat: s.Seat, Name: s.Name, You: s.Seat == own, Bot: s.Bot || s.GuestBot,
				Taken: s.Taken && !s.Bot, Connected: s.Connected, Level: level, Joined: s.GuestBot, Host: s.Host, Awaited: s.Awaited})
		}
		return out
	}
	for _, s := range t.remote.Seats() {
		rs := RoomSeat{Seat: s.Seat, Name: s.Name, You: s.Seat == own, Connected: s.Connected, Joined: s.Joined, Host: s.Host, Awaited: s.Awaited}
		if s.Kind == RemoteBot {
			rs.Bot, rs.Taken, rs.Level = true, s.Joined, s.Level
		} else {
			rs.Taken, rs.Level = s.Name != "", s.StandIn
		}
		out = append(out, rs)
	}
	return out
}

// Guests are the seats other people hold at a hosted table (not the host's
// own, not bots): the ones the host may remove. A guest has none.
func (t *LANTable) Guests() []RoomSeat {
	if t.host == nil {
		return nil
	}
	var out []RoomSeat
	for _, s := range t.Seats() {
		if s.Taken && !s.You {
			out = append(out, s)
		}
	}
	return out
}

// Awaited are the people a resumed table waits for: until they are back,
// or the host goes on without them (StartWithout), nobody plays their
// seats and the game stops at their turn.
func (t *LANTable) Awaited() []RoomSeat {
	var out []RoomSeat
	for _, s := range t.Seats() {
		if s.Awaited {
			out = append(out, s)
		}
	}
	return out
}

// StartWithout lets a hosted table that waits for players (Awaited) go on
// without the ones at seats: a bot holds each seat until its player
// rejoins. It waits for the host's loop, so screens call it off the UI
// goroutine.
func (t *LANTable) StartWithout(seats ...int) error {
	if t.host == nil {
		return errors.New("only the host goes on without players")
	}
	return t.host.StartWithout(seats...)
}
