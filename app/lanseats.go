package app

// RoomSeat is a seat of a LAN table as the waiting room and the host's
// menu show it.
type RoomSeat struct {
	Seat int
	Name string
	// You is the player's own seat; Bot a seat a computer plays; Taken a
	// seat a person holds (connected or not).
	You, Bot, Taken, Connected bool
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
			out = append(out, RoomSeat{Seat: s.Seat, Name: s.Name, You: s.Seat == own, Bot: s.Bot,
				Taken: s.Taken && !s.Bot, Connected: s.Connected})
		}
		return out
	}
	for _, s := range t.remote.Seats() {
		out = append(out, RoomSeat{Seat: s.Seat, Name: s.Name, You: s.Seat == own, Taken: s.Name != "", Connected: s.Connected})
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
