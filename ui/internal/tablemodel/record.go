package tablemodel

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// Record is the game so far as the table has shown it: every completed
// trick, the totals after each round and who was out of the game after
// it. The history and the round and game summaries read it. Like the
// Model it is fed at the pace the table shows the game, so it can lag the
// live session.
type Record struct {
	tricks []engine.TrickRecord
	// totals and out are by round, for the rounds seen end.
	totals map[int][]int
	out    map[int][]bool
	// told is the Seq of the last event the story the record was started
	// from tells: a live event up to it is in the record already.
	told int
}

// NewRecord is the record of a game whose story so far, through the
// event of Seq through, is hist (a table opened mid-game: Continue,
// Resume, Rejoin; a LAN guest who rejoined has no other record of the
// tricks played). A new game's story is empty.
func NewRecord(hist []app.Event, through int) *Record {
	r := &Record{totals: map[int][]int{}, out: map[int][]bool{}, told: through}
	for _, ev := range hist {
		if ev.Kind == app.TrickCompleted && ev.Trick != nil {
			r.tricks = append(r.tricks, *ev.Trick)
		}
	}
	return r
}

// Rewind makes the record that of the story hist, told through the event
// of Seq through, after the player took moves back: the tricks are the
// story's, and the totals and who was out are kept only for the rounds
// before round, the round the game is in now.
func (r *Record) Rewind(hist []app.Event, through, round int) {
	fresh := NewRecord(hist, through)
	for k, v := range r.totals {
		if k < round {
			fresh.totals[k] = v
		}
	}
	for k, v := range r.out {
		if k < round {
			fresh.out[k] = v
		}
	}
	*r = *fresh
}

// Trick records the trick an event completed, unless the story the record
// started from told it already.
func (r *Record) Trick(ev app.Event) {
	if ev.Trick == nil || (ev.Seq != 0 && ev.Seq <= r.told) {
		return
	}
	r.tricks = append(r.tricks, *ev.Trick)
}

// EndRound records the totals after the round an event ended (a round's
// end or the game's) and who was out of the game then, from the event's
// observation. An observation that cannot be read leaves who was out
// unknown and is returned.
func (r *Record) EndRound(ev app.Event) error {
	r.totals[ev.Round] = ev.Scores
	v, err := app.ViewOf(ev.Obs)
	if err != nil {
		return err
	}
	out := make([]bool, len(v.Seats))
	for s, sv := range v.Seats {
		out[s] = sv.Eliminated
	}
	r.out[ev.Round] = out
	return nil
}

// Tricks are the completed tricks, in play order. Read them only.
func (r *Record) Tricks() []engine.TrickRecord { return r.tricks }

// RoundTricks are round's completed tricks, in play order.
func (r *Record) RoundTricks(round int) []engine.TrickRecord {
	var out []engine.TrickRecord
	for _, tr := range r.tricks {
		if tr.Round == round {
			out = append(out, tr)
		}
	}
	return out
}

// Totals are the totals after round, if the table saw it end.
func (r *Record) Totals(round int) ([]int, bool) {
	t, ok := r.totals[round]
	return t, ok
}

// PlayedIn reports whether seat played a card in round's tricks, and
// whether anyone did.
func (r *Record) PlayedIn(round, seat int) (played, anyone bool) {
	for i := range r.tricks {
		tr := &r.tricks[i]
		if tr.Round != round {
			continue
		}
		anyone = true
		for _, p := range tr.Plays {
			played = played || p.Seat == seat
		}
	}
	return played, anyone
}

// SeatStatus is what a round did to a seat's place in a game played to a
// score line (Gudetama): its total reached the line, it is out of the
// game. Zero for a seat neither applies to.
type SeatStatus struct {
	// Total is the seat's total after the round; Line the score line (0:
	// none).
	Total, Line int
	// Low is the lowest total of the seats that played the round (the
	// total a seat above is out for, once someone reached the line).
	Low int
	// PlayOn is how many seats tie on Low and play on (more than one: the
	// game goes on without the seats out).
	PlayOn  int
	Reached bool
	// Out: the round put the seat out; Sitting: the seat was already out
	// and did not play the round.
	Out, Sitting bool
}

// Status is seat's status after round, whose totals are given, in a game
// to the score line line: sitting out a round the others played; out when
// the table saw the round put it out, or when it played the round and not
// the next.
func (r *Record) Status(round, seat int, totals []int, line int) SeatStatus {
	st := SeatStatus{Line: line}
	if seat >= 0 && seat < len(totals) {
		st.Total = totals[seat]
	}
	played, anyone := r.PlayedIn(round, seat)
	if anyone && !played {
		st.Sitting = true
		return st
	}
	st.Reached = st.Line > 0 && st.Total >= st.Line
	st.Low = st.Total
	for o, t := range totals {
		if p, _ := r.PlayedIn(round, o); p {
			st.Low = min(st.Low, t)
		}
	}
	// isOut: the round put seat s out, as the round's end said, or, where
	// it was not seen, as the next round shows (s played this one, not that).
	out, known := r.out[round]
	isOut := func(s int) bool {
		if known {
			return s >= 0 && s < len(out) && out[s]
		}
		here, _ := r.PlayedIn(round, s)
		next, anyNext := r.PlayedIn(round+1, s)
		return here && anyNext && !next
	}
	st.Out = isOut(seat)
	for o, t := range totals {
		if p, _ := r.PlayedIn(round, o); p && t == st.Low && !isOut(o) {
			st.PlayOn++
		}
	}
	return st
}
