package lan

import (
	"errors"
	"fmt"
	"sync"

	"github.com/trickparty/trickparty/engine/bot"
)

// CodeKicked is the error code a player receives when the host removes
// them from the table; the client does not redial after it.
const CodeKicked = "kicked"

// CodeResumable marks a host's goodbye when the table is saved and can be
// hosted again (Resume): the guests' seats are worth keeping.
const CodeResumable = "resumable"

// ErrTableClosed is returned by lobby calls on a host that has stopped.
var ErrTableClosed = errors.New("lan: the table is closed")

// hostExt is the host's lobby state: the public record of the last action
// (loop-owned) and the broadcast of changes (any goroutine).
type hostExt struct {
	last lastTracker

	mu      sync.Mutex
	changed chan struct{}
}

// notify wakes everybody waiting on Changed.
func (e *hostExt) notify() {
	e.mu.Lock()
	if e.changed != nil {
		close(e.changed)
		e.changed = nil
	}
	e.mu.Unlock()
}

// Changed returns a channel that is closed at the host's next public change
// (a player joins, leaves or reconnects, the game starts, a move is
// applied). Take the channel before reading Seats so no change slips
// between the two.
func (h *Host) Changed() <-chan struct{} {
	e := &h.ext
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.changed == nil {
		e.changed = make(chan struct{})
	}
	return e.changed
}

// Started reports whether the game has begun.
func (h *Host) Started() bool {
	h.pubMu.Lock()
	defer h.pubMu.Unlock()
	return h.pub.started
}

// onLoop runs f on the host's loop and returns its error, or
// ErrTableClosed when the host has stopped.
func (h *Host) onLoop(f func() error) error {
	res := make(chan error, 1)
	select {
	case h.inbox <- func() { res <- f() }:
	case <-h.stopped:
		return ErrTableClosed
	}
	select {
	case err := <-res:
		return err
	case <-h.stopped:
		// The loop runs what was queued before it stops.
		select {
		case err := <-res:
			return err
		default:
			return ErrTableClosed
		}
	}
}

// SetHostSeat marks seat as the one of the person hosting the table, so
// every guest can tell who the host is. The host's own app calls it once
// it sits at its table.
func (h *Host) SetHostSeat(seat int) error {
	return h.onLoop(func() error {
		if seat < 0 || seat >= len(h.seats) || !h.seats[seat].taken {
			return fmt.Errorf("there is no player at seat %d", seat+1)
		}
		for i := range h.seats {
			h.seats[i].host = i == seat
		}
		h.changed()
		return nil
	})
}

// Rematch deals a new game at the table once its game is over: the same
// seats, players, bots and settings, a new shuffle. Every seat's view
// carries the next Deal, so the guests' apps start the new game by
// themselves.
func (h *Host) Rematch() error {
	return h.onLoop(func() error {
		if !h.over {
			return errors.New("the game is not over yet")
		}
		cfg := h.cfg.Game
		cfg.Seed = h.rng.Uint64() | 1
		cfg.Deals = nil
		g, err := h.cfg.NewGame(cfg)
		if err != nil {
			return err
		}
		h.cfg.Game, h.game, h.moves, h.over = cfg, g, nil, false
		h.deal++
		h.ext.last = lastTracker{}
		for i := range h.seats {
			s := &h.seats[i]
			h.stopTurnTimer(i)
			s.nextSeq, s.last, s.pending, s.timedOut = 0, -1, false, false
			s.resumeLeft = 0
			s.obs, s.obsVer = s.obs[:0], 0
		}
		h.cfg.Logf("lan: a new deal (%d) at the table", h.deal+1)
		h.autosave()
		h.changed()
		return nil
	})
}

// StartNow starts the game without waiting for more players: every human
// seat nobody has taken is given to a bot of the table's level. Starting a
// table that has started already does nothing.
func (h *Host) StartNow() error {
	return h.onLoop(func() error {
		if h.started {
			return nil
		}
		for i := range h.seats {
			s := &h.seats[i]
			if s.bot || s.taken {
				continue
			}
			brain, err := h.cfg.NewBot(h.cfg.BotLevel)
			if err != nil {
				return err
			}
			*s = seatState{last: -1, bot: true, name: bot.Name(i), brain: brain}
		}
		h.started = true
		h.autosave()
		h.changed()
		return nil
	})
}

// Kick removes the player of seat. Before the game starts the seat becomes
// free again; afterwards a bot takes it over for good (the player's token
// no longer reclaims it). The player is told why and does not redial.
func (h *Host) Kick(seat int) error {
	return h.onLoop(func() error {
		if seat < 0 || seat >= len(h.seats) {
			return fmt.Errorf("there is no seat %d", seat+1)
		}
		s := &h.seats[seat]
		if s.bot || !s.taken {
			return fmt.Errorf("seat %d has no player to remove", seat+1)
		}
		if p := s.peer; p != nil {
			p.sendMsg(&Msg{T: tError, Code: CodeKicked, Text: "the host removed you from the table"})
			p.finish()
		}
		if s.grace != nil {
			s.grace.Stop()
		}
		if !h.started {
			*s = seatState{last: -1}
		} else {
			// nextSeq and last stay: they count this seat's actions.
			s.peer, s.grace, s.taken, s.token, s.botHeld, s.awaited = nil, nil, false, "", false, false
			s.bot = true
			s.name = bot.Name(seat)
			if s.brain == nil || s.brain.Level() != h.cfg.BotLevel {
				b, err := h.cfg.NewBot(h.cfg.BotLevel)
				if err != nil {
					return err
				}
				s.brain = b
			}
		}
		h.changed()
		return nil
	})
}
