package lan

import (
	"errors"
	"fmt"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// act handles a player's action. The seat is the connection's.
func (h *Host) act(p *peer, m *Msg) {
	seat := p.seat
	if seat < 0 || h.seats[seat].peer != p {
		return
	}
	if m.Seat != nil && *m.Seat != seat {
		p.sendMsg(&Msg{T: tError, Code: CodeForged, Text: fmt.Sprintf("you hold seat %d, not %d", seat, *m.Seat)})
		p.finish()
		h.detach(p)
		return
	}
	s := &h.seats[seat]
	if m.Action == nil || *m.Action < 0 || *m.Action >= engine.MaxActions {
		h.sendView(seat, &Notice{Rule: "lan.action", Text: "that is not an action"})
		return
	}
	a := engine.Action(*m.Action)
	switch {
	case m.Seq == s.nextSeq-1 && s.last == int(a):
		return // a repeat of the action just applied: ignore it
	case m.Seq != s.nextSeq:
		h.sendView(seat, nil) // stale or out of step: resync
		return
	case !h.started:
		h.sendView(seat, &Notice{Rule: "lan.waiting", Text: "the game has not started yet"})
		return
	}
	if err := h.apply(seat, a); err != nil {
		n := &Notice{Rule: "lan.refused", Text: err.Error()}
		var re *engine.RuleError
		if errors.As(err, &re) {
			n.Rule = re.Rule
		}
		h.sendView(seat, n)
		return
	}
	h.changed()
}

// apply applies one action through the engine, records it and autosaves.
func (h *Host) apply(seat int, a engine.Action) error {
	if err := h.applyNoSave(seat, a); err != nil {
		return err
	}
	h.autosave()
	return nil
}

func (h *Host) applyNoSave(seat int, a engine.Action) error {
	if h.game.Over() {
		return engine.Refuse("lan.over", "the game is over")
	}
	if !h.game.ToMove().Has(seat) {
		return engine.Refuse("lan.turn", "it is not your turn")
	}
	mv := h.game.EncodeMove(seat, a)
	round := h.game.Round()
	if err := h.game.Apply(seat, a); err != nil {
		return err
	}
	h.ext.last.note(h.game, seat, mv, round)
	s := &h.seats[seat]
	// Everyone's log says a bot played it for the player, not that the
	// player did.
	h.ext.last.last.TimedOut = s.timedOut
	h.ext.last.last.StoodIn = s.botHeld && !s.bot
	s.nextSeq++
	s.last = int(a)
	s.timedOut = false
	h.moves = append(h.moves, mv)
	if h.game.Over() {
		// Done closes in publish, once the result is readable.
		h.over = true
		for i := range h.seats {
			h.seats[i].awaited = false // a finished game waits for nobody
		}
	}
	return nil
}

// botControlled reports whether a bot decides for seat now.
func (h *Host) botControlled(seat int) bool {
	s := &h.seats[seat]
	return s.bot || s.botHeld || s.timedOut
}

// scheduleBots starts a decision for every bot-controlled seat due to act.
// Decisions run off the loop and come back through the inbox; a result is
// used only if the seat is still the bot's and nothing it saw has changed.
func (h *Host) scheduleBots() {
	if !h.started || h.game.Over() {
		return
	}
	due := h.game.ToMove()
	for seat := range h.seats {
		s := &h.seats[seat]
		if !due.Has(seat) || !h.botControlled(seat) || s.pending {
			continue
		}
		if s.brain == nil || (!s.bot && s.brain.Level() != bot.Normal) {
			b, err := h.cfg.NewBot(bot.Normal)
			if err != nil {
				h.cfg.Logf("lan: no bot for seat %d: %v", seat, err)
				continue
			}
			s.brain = b
		}
		s.pending = true
		obs := h.game.Observe(seat)
		version, seq, deal := len(h.moves), s.nextSeq, h.deal
		rng := engine.NewRNG(h.rng.Uint64())
		brain, delay := s.brain, h.cfg.BotDelay
		// The decision runs on its own goroutine (a Hard bot may think for
		// a while); the pacing delay is a timer, not a parked goroutine.
		// A result posted after the host stopped is dropped by post.
		go func() {
			start := time.Now()
			a, err := bot.ChooseSafely(brain, obs, &rng)
			if err != nil {
				// botResult plays the fallback move for it.
				h.cfg.Logf("lan: bot for seat %d: %v", seat, err)
			}
			deliver := func() {
				h.post(func() {
					if deal == h.deal { // not a decision of a game before a rematch
						h.botResult(seat, version, seq, a)
					}
				})
			}
			if d := delay - time.Since(start); d > 0 {
				time.AfterFunc(d, deliver)
				return
			}
			deliver()
		}()
	}
}

func (h *Host) botResult(seat, version, seq int, a engine.Action) {
	s := &h.seats[seat]
	s.pending = false
	timedOut := s.timedOut
	if h.botControlled(seat) && s.nextSeq == seq && (version == len(h.moves) || h.game.Simultaneous()) {
		err := h.apply(seat, a)
		if err != nil {
			// A bot must never stall the table: fall back to the first
			// legal action.
			h.cfg.Logf("lan: bot for seat %d: %v", seat, err)
			if fb := bot.Fallback(h.game, seat); fb != engine.NoAction {
				err = h.apply(seat, fb)
			}
		}
		if err == nil {
			h.changed()
			if timedOut {
				h.sendView(seat, &Notice{Rule: RuleTimedOut, Text: "your time ran out: a bot played this turn for you"})
			}
			return
		}
	}
	h.scheduleBots()
}
