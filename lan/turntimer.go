package lan

import "time"

// RuleTimedOut is the notice a player gets when their turn timer ran out
// and the seat's stand-in bot played that turn.
const RuleTimedOut = "lan.timeout"

// armTurnTimers keeps one deadline per player due to act: a new turn (the
// seat's next action) starts a fresh one; a seat that is no longer due, or
// that a bot plays anyway, has none. No clock runs while a resumed table
// waits for its players (waiting): a turn's time left is kept for when it
// goes on. Loop goroutine only.
func (h *Host) armTurnTimers() {
	if h.cfg.TurnTimer <= 0 {
		return
	}
	due := h.game.ToMove()
	waiting := h.waiting()
	for i := range h.seats {
		s := &h.seats[i]
		running := h.started && !h.over && !waiting && due.Has(i) && !s.bot && !s.botHeld && !s.timedOut
		switch {
		case !running:
			h.stopTurnTimer(i)
		case s.deadline.IsZero() || s.deadlineSeq != s.nextSeq:
			h.stopTurnTimer(i)
			seat, seq := i, s.nextSeq
			// The clock stands still while every table holds what the
			// last action finished, then runs the timer: the countdown
			// never shows more than the timer.
			left := h.cfg.TurnTimer + h.readingTime()
			if s.resumeLeft > 0 && s.resumeSeq == seq {
				left = min(left, s.resumeLeft)
			}
			held := max(0, left-h.cfg.TurnTimer)
			s.resumeLeft = 0
			now := time.Now()
			s.deadline, s.deadlineSeq, s.clockFrom = now.Add(left), seq, now.Add(held)
			s.turnTimer = time.AfterFunc(left, func() {
				h.post(func() { h.turnExpired(seat, seq) })
			})
		}
	}
	h.armClockSave()
}

// readingTime is how long the clock of the turn after a finished trick or
// round stands still, for every table alike, while it is read: a
// player's table holds a finished trick until it is read (a quarter of
// the timer, at most 10 s) and a round's end until its summary is closed
// (half the timer, at most 30 s) before it shows the turn. The views say
// it (SeatInfo.TurnHeldMs), so each table shows the clock standing at the
// full timer meanwhile, and all run it down together.
func (h *Host) readingTime() time.Duration {
	last := h.ext.last.last
	switch {
	case last == nil:
		return 0
	case last.RoundScores != nil:
		return HeldAfterRound(h.cfg.TurnTimer)
	case last.Trick != nil:
		return HeldAfterTrick(h.cfg.TurnTimer)
	}
	return 0
}

// HeldAfterTrick is how long the clock of the turn after a finished trick
// stands still at a table with turn timer timer: a quarter of it, at most
// 10 s. A guest's table holds the trick no longer, or it would show a
// turn whose clock already runs.
func HeldAfterTrick(timer time.Duration) time.Duration { return min(timer/4, 10*time.Second) }

// HeldAfterRound is HeldAfterTrick after a round: half the timer, at most
// 30 s, for its summary.
func HeldAfterRound(timer time.Duration) time.Duration { return min(timer/2, 30*time.Second) }

// turnLeft is what is left of seat's turn (0: no clock): of its running
// timer, or, while a resumed table waits, what the save left of the turn
// it is still due to play. A deadline still set for a turn the seat has
// just played does not count.
func (h *Host) turnLeft(seat int) time.Duration {
	s := &h.seats[seat]
	if s.deadline.IsZero() {
		if s.resumeLeft > 0 && s.resumeSeq == s.nextSeq {
			return s.resumeLeft
		}
		return 0
	}
	if s.deadlineSeq != s.nextSeq {
		return 0
	}
	return max(time.Millisecond, time.Until(s.deadline))
}

// TurnTimer is the table's turn timer (0: none); a resumed table has the
// save's unless it was changed (Resume).
func (h *Host) TurnTimer() time.Duration { return h.cfg.TurnTimer }

func (h *Host) stopTurnTimer(seat int) {
	s := &h.seats[seat]
	if s.turnTimer != nil {
		s.turnTimer.Stop()
		s.turnTimer = nil
	}
	s.deadline, s.clockFrom = time.Time{}, time.Time{}
}

// turnExpired hands seat's turn seq to its stand-in bot, if that turn is
// still waiting on its player.
func (h *Host) turnExpired(seat, seq int) {
	s := &h.seats[seat]
	if h.over || s.nextSeq != seq || !h.game.ToMove().Has(seat) || h.botControlled(seat) {
		return
	}
	s.timedOut = true
	h.stopTurnTimer(seat)
	h.cfg.Logf("lan: seat %d: turn timer ran out", seat)
	h.changed()
}
