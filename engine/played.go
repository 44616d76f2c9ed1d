package engine

import "fmt"

// Played is one card played to a trick, as a game's observation holds it:
// C is the game's own card type.
type Played[C fmt.Stringer] struct {
	Seat int `json:"seat"`
	Card C   `json:"card"`
}

// Record is the play as a report or view names it.
func (p Played[C]) Record() PlayRecord { return PlayRecord{Seat: p.Seat, Card: p.Card.String()} }

// WonTrick is a completed trick with one winner, as a game's observation
// holds it.
type WonTrick[C fmt.Stringer] struct {
	Leader int         `json:"leader"`
	Plays  []Played[C] `json:"plays"`
	Winner int         `json:"winner"`
}

// Record is the trick as a report or view holds it, in round r.
func (t WonTrick[C]) Record(r int) TrickRecord {
	return TrickRecord{Round: r, Leader: t.Leader, Plays: PlayRecords(t.Plays), Winners: []int{t.Winner}}
}

// PlayRecords names the plays of a trick.
func PlayRecords[C fmt.Stringer](plays []Played[C]) []PlayRecord {
	var out []PlayRecord
	for _, p := range plays {
		out = append(out, p.Record())
	}
	return out
}

// LastRecord is the last of a round's completed tricks as a view shows it,
// nil before the first.
func LastRecord[C fmt.Stringer](tricks []WonTrick[C], r int) *TrickRecord {
	if len(tricks) == 0 {
		return nil
	}
	rec := tricks[len(tricks)-1].Record(r)
	return &rec
}
