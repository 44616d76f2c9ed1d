package lan

import "fmt"

// A resumed table waits for its people. When a host comes back from a
// save (Resume), nobody is connected yet: were the absent players' seats
// handled as dropped ones, a bot would hold each after the grace period,
// the turn timers would run out, and the table could play the game to
// its end before anyone had the time to come back. So every person's
// seat of the save is awaited instead: no grace period, no turn timer and
// no bot runs for it until its player is back with their token (join) or
// the host goes on without them (StartWithout). Table bots and guests
// that joined as bots play as before; people who are back may play their
// own turns meanwhile, and the table stops at an awaited seat's turn.
//
// While any seat is awaited no turn timer runs at all: the player due to
// act keeps the time the save left them, and nobody loses a turn to a bot
// while the host is still deciding whom to wait for. A player who leaves
// again before the wait is over is awaited too.

// waiting reports whether the table waits for a player of its save.
func (h *Host) waiting() bool {
	for i := range h.seats {
		if h.seats[i].awaited {
			return true
		}
	}
	return false
}

// awaitPeople marks every person's seat of a just restored table as
// awaited; a guest that joined as a bot gets the grace period of any
// dropped connection. Loop only (or before the loop runs).
func (h *Host) awaitPeople() {
	if h.over {
		return
	}
	for i := range h.seats {
		s := &h.seats[i]
		switch {
		case !s.taken:
		case s.guestBot != "":
			h.startGrace(i)
		default:
			s.awaited = true
		}
	}
}

// StartWithout lets a resumed table that waits for its players go on
// without the ones at seats: a Normal bot holds each seat, and its player
// takes it back by rejoining with their token, as after a dropped
// connection. A seat that is no longer awaited (its player came back
// meanwhile) is left as it is. Once no seat is awaited, the turn timers
// run again.
func (h *Host) StartWithout(seats ...int) error {
	return h.onLoop(func() error {
		for _, seat := range seats {
			if seat < 0 || seat >= len(h.seats) {
				return fmt.Errorf("there is no seat %d", seat+1)
			}
		}
		changed := false
		for _, seat := range seats {
			s := &h.seats[seat]
			if !s.awaited {
				continue
			}
			s.awaited, s.botHeld = false, true
			changed = true
			h.cfg.Logf("lan: seat %d: the table goes on without its player; a bot holds the seat", seat)
		}
		if changed {
			h.changed()
		}
		return nil
	})
}
