package lan

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// History is the public record of a table's latest actions. The host sends
// it to a seat right after the welcome, so a player who arrives mid-game
// (rejoining, or the host resuming its own table) can tell the story so
// far; the client keeps it current from the views that follow
// (Client.History).
type History struct {
	// Deal is the game it tells of (View.Deal).
	Deal int `json:"deal,omitempty"`
	// Version is the table's version after the last action (View.Version).
	Version int `json:"version"`
	// Actions are the latest actions, oldest first: the last one made
	// Version. Older ones are left out when they would not fit one frame.
	Actions []LastAction `json:"actions"`
}

// First is the version the first action made (Version+1 when empty).
func (h History) First() int { return h.Version - len(h.Actions) + 1 }

// historyBudget is the room for actions in a history frame: a frame
// holds at most MaxFrame bytes, less the message's own few.
const historyBudget = MaxFrame - 256

// maxKeptHistory bounds the actions a client keeps: a screen's log shows
// 200 lines, and a history frame holds about as many actions.
const maxKeptHistory = 1000

// keep adds la to the log later histories are cut from; the host's loop owns the log.
func (t *lastTracker) keep(la *LastAction) { t.log = append(t.log, la) }

// sendHistory sends p the latest public actions that fit one frame. A
// seat before the first action needs none.
func (h *Host) sendHistory(p *peer) {
	if m := historyMsg(h.ext.last.log, len(h.moves)); m != nil {
		m.History.Deal = h.deal
		p.sendMsg(m)
	}
}

// historyMsg is the history frame of log's latest actions that fit
// historyBudget bytes; nil for an empty log.
func historyMsg(log []*LastAction, version int) *Msg {
	if len(log) == 0 {
		return nil
	}
	size, from := 0, len(log)
	for from > 0 {
		b, err := json.Marshal(log[from-1])
		if err != nil || size+len(b)+1 > historyBudget {
			break
		}
		size += len(b) + 1
		from--
	}
	hist := &History{Version: version, Actions: make([]LastAction, 0, len(log)-from)}
	for _, la := range log[from:] {
		hist.Actions = append(hist.Actions, *la)
	}
	return &Msg{T: tHistory, History: hist}
}

// History is the public record of the table's actions so far, as far as
// the host sent it and the views since have extended it; the zero History
// before any. A history the host sends again after a reconnect is joined
// to the one kept, so nothing is told twice.
func (c *Client) History() History {
	c.mu.Lock()
	defer c.mu.Unlock()
	return History{Deal: c.hist.Deal, Version: c.hist.Version, Actions: append([]LastAction(nil), c.hist.Actions...)}
}

// takeHistory keeps a history from the host. One that does not fit the
// table (a forged or damaged one) is ignored: a log is not worth the game.
func (c *Client) takeHistory(h *History) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if h == nil || checkHistory(*h, c.table.Game, c.table.Players) != nil {
		return
	}
	old := c.hist
	keep := 0
	if h.Deal != old.Deal {
		// A game after a rematch: nothing kept belongs to it.
		old = History{Deal: h.Deal}
	}
	if first := h.First(); first > old.First() && first <= old.Version+1 {
		// The kept actions before the new ones are still true.
		keep = first - old.First()
	}
	acts := append(append([]LastAction(nil), old.Actions[:keep]...), h.Actions...)
	if n := len(acts) - maxKeptHistory; n > 0 {
		acts = acts[n:]
	}
	c.hist = History{Deal: h.Deal, Version: h.Version, Actions: acts}
}

// extendHistoryLocked adds a view's last action when it follows the kept ones;
// after a gap only the view's action is known.
func (c *Client) extendHistoryLocked(v *View) {
	if v.Deal != c.hist.Deal {
		// A rematch: the story starts again.
		c.hist = History{Deal: v.Deal}
	}
	switch {
	case v.Last == nil || v.Version <= c.hist.Version:
	case checkAction(*v.Last, c.table.Game, c.table.Players) != nil:
	case v.Version == c.hist.Version+1:
		c.hist.Actions = append(c.hist.Actions, *v.Last)
		if n := len(c.hist.Actions) - maxKeptHistory; n > 0 {
			c.hist.Actions = c.hist.Actions[n:]
		}
		c.hist.Version = v.Version
	default:
		c.hist = History{Deal: v.Deal, Version: v.Version, Actions: []LastAction{*v.Last}}
	}
}

// checkHistory refuses a history that could not come from a table of
// players seats playing game: seats and rounds out of range, rounds going
// back, more actions than versions, moves the game does not make.
func checkHistory(h History, game string, players int) error {
	if h.Version < len(h.Actions) || len(h.Actions) > maxKeptHistory || h.Deal < 0 {
		return errors.New("lan: history longer than the game")
	}
	round := 0
	for i, la := range h.Actions {
		if err := checkAction(la, game, players); err != nil {
			return fmt.Errorf("lan: history action %d: %w", i+1, err)
		}
		if la.Round < round {
			return fmt.Errorf("lan: history action %d: round %d after round %d", i+1, la.Round, round)
		}
		round = la.Round
	}
	return nil
}

// checkAction refuses an action record that names a seat not at the table,
// no round, or a move game does not make (its kinds and their values are
// the game's declaration, Descriptor.CheckMove).
func checkAction(la LastAction, game string, players int) error {
	seat := func(s int) bool { return s >= 0 && s < players }
	switch {
	case !seat(la.Seat):
		return fmt.Errorf("seat %d is not at the table", la.Seat)
	case la.Round < 1:
		return fmt.Errorf("round %d", la.Round)
	case len(la.RoundScores) != 0 && len(la.RoundScores) != players:
		return fmt.Errorf("%d round scores", len(la.RoundScores))
	}
	if err := checkMove(la, game, players); err != nil {
		return err
	}
	if tr := la.Trick; tr != nil {
		if tr.Round < 1 || !seat(tr.Leader) || len(tr.Plays) > engine.MaxPlayers*4 || len(tr.Winners) > players || len(tr.Why) > players {
			return errors.New("a trick that does not fit the table")
		}
		for _, p := range tr.Plays {
			if !seat(p.Seat) {
				return fmt.Errorf("a trick card of seat %d", p.Seat)
			}
		}
		for _, w := range tr.Winners {
			if !seat(w) {
				return fmt.Errorf("a trick won by seat %d", w)
			}
		}
		for _, w := range tr.Why {
			if !seat(w.Seat) {
				return fmt.Errorf("a trick won by seat %d", w.Seat)
			}
		}
	}
	return nil
}

// checkMove refuses an action record whose verb or move game does not
// make, or whose move is not of its verb (a private decision's move names
// nothing but its seat). A table of a game this version does not know
// takes plays only.
func checkMove(la LastAction, game string, players int) error {
	if la.Move.Play != "" && la.Move.Decision != "" {
		return errors.New("a move that both plays a card and decides")
	}
	if k := la.Move.Kind(); k != "" && k != la.Verb {
		return fmt.Errorf("a %q move recorded as %q", k, la.Verb)
	}
	if la.Verb == engine.MovePlay {
		return nil
	}
	d, ok := games.Lookup(game)
	if !ok {
		return fmt.Errorf("unknown action %q", la.Verb)
	}
	if !d.Makes(la.Verb) {
		return fmt.Errorf("unknown action %q: %s has no such move", la.Verb, d.Title)
	}
	return d.CheckMove(la.Move, players)
}
