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

// TrickRule judges a complete trick from its plays, as a game's rules do:
// the index of the winning play and the id of the rule that makes it win;
// index -1 when the plays are not a trick the game could have played.
type TrickRule[C fmt.Stringer] func(plays []Played[C]) (int, string)

// Record is the trick as a report or view holds it, in round r. Its Why
// comes from rule, which an observation's cards are enough for (every card
// of a completed trick was played face up); it stays nil without a rule,
// or when the rule does not find the trick's recorded winner (a malformed
// observation).
func (t WonTrick[C]) Record(r int, rule TrickRule[C]) TrickRecord {
	rec := TrickRecord{Round: r, Leader: t.Leader, Plays: PlayRecords(t.Plays), Winners: []int{t.Winner}}
	if rule == nil {
		return rec
	}
	if i, id := rule(t.Plays); i >= 0 && i < len(t.Plays) && t.Plays[i].Seat == t.Winner {
		rec.Why = OneWhy(t.Winner, t.Plays[i].Card.String(), id)
	}
	return rec
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
// nil before the first; rule says why it was won (see WonTrick.Record).
func LastRecord[C fmt.Stringer](tricks []WonTrick[C], r int, rule TrickRule[C]) *TrickRecord {
	if len(tricks) == 0 {
		return nil
	}
	rec := tricks[len(tricks)-1].Record(r, rule)
	return &rec
}
