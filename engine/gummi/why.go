package gummi

import "github.com/trickparty/trickparty/engine"

// reason is why a card won its colour of a trick (rules.md section 1,
// "Winners"), as colourWin finds it.
type reason uint8

// The reasons, in the order of the rules. A face-down card wins its colour
// by the same rule as any other card once revealed (the scenario contract's
// example names a face-down yellow6 "highest_of_colour"), so it has no
// reason of its own: the trick's plays say it was face-down.
const (
	// highestOfColour: the highest of two or more cards of its colour.
	highestOfColour reason = iota
	// onlyOfColour: the only card of its colour in the trick.
	onlyOfColour
	numReasons
)

// trickReasons are the reasons' ids and English sentences, in reason order
// (Descriptor.TrickReasons; listed in docs/TRICK_REASONS.md).
var trickReasons = [numReasons]engine.TrickReason{
	highestOfColour: {ID: "gummi.trick.highest_of_colour",
		Text: "{{.Card}} is the highest card of its colour in the trick, so its player wins that colour."},
	onlyOfColour: {ID: "gummi.trick.only_of_colour",
		Text: "{{.Card}} is the only card of its colour in the trick, so its player wins that colour."},
}

func (r reason) id() string { return trickReasons[r].ID }

// What a colour's winner takes (rules.md section 1, "Winners" and
// "Score"), by the ids a TrickWhy's Take carries, so the table can say
// what a trick was worth: its own card face-up for that card's points,
// and every other card of the colour face-down for 1 point each.
const (
	// takeFaceUp: the winner's card was the only one of its colour, so
	// it takes just that card, face-up.
	takeFaceUp = "gummi.take.face_up"
	// takeWithFacedown: the winner takes its card face-up and the others
	// of its colour face-down (TrickWhy.Others counts them).
	takeWithFacedown = "gummi.take.with_facedown"
)

// colourWin decides who wins colour col of the complete trick t: the index
// (in play order) of the highest card of that colour, -1 when the trick
// holds none, and why it wins. resolve scores the trick by it and
// trickRecord explains the trick by it, so the two cannot disagree.
func (t *trick) colourWin(col Colour) (best int, why reason) {
	best = -1
	n := 0
	for i := 0; i < int(t.n); i++ {
		if c := t.plays[i].card; c.Colour() == col {
			n++
			if best < 0 || c > t.plays[best].card {
				best = i
			}
		}
	}
	if n == 1 {
		return best, onlyOfColour
	}
	return best, highestOfColour
}

// colourCount is how many cards of colour col the trick t holds.
func (t *trick) colourCount(col Colour) int {
	n := 0
	for i := 0; i < int(t.n); i++ {
		if t.plays[i].card.Colour() == col {
			n++
		}
	}
	return n
}

// why explains each winner of the complete trick t, in play order: the
// card it won its colour with and the reason. Nil when t's winners are not
// the ones colourWin finds (a trick read from a malformed observation).
func (t *trick) why(players int) []engine.TrickWhy {
	out := make([]engine.TrickWhy, 0, t.winners.Count())
	for i := 0; i < int(t.n); i++ {
		s := t.seat(i, players)
		if !t.winners.Has(s) {
			continue
		}
		c := t.plays[i].card
		best, r := t.colourWin(c.Colour())
		if best != i {
			return nil
		}
		w := engine.TrickWhy{Seat: s, Card: c.String(), ID: r.id(), Take: takeFaceUp, Points: c.Points()}
		if others := t.colourCount(c.Colour()) - 1; others > 0 {
			w.Take, w.Others = takeWithFacedown, others
		}
		out = append(out, w)
	}
	return out
}

// observedWhy explains a completed trick of an observation by the same
// rule as the game: every card of a completed trick was seen face up, so an
// observation knows as much as the game. Nil for a trick that is not one
// the game could have played (plays out of turn order, too many, a winner
// the rule does not find, or one it finds missing).
func observedWhy(o Trick, players int) []engine.TrickWhy {
	if players < MinPlayers || players > MaxPlayers || len(o.Plays) != players || o.Leader < 0 || o.Leader >= players {
		return nil
	}
	var t trick
	t.fill(o.Leader, o.Plays)
	for i, p := range o.Plays {
		if p.Seat != t.seat(i, players) || int(p.Card) >= DeckSize {
			return nil
		}
	}
	var want engine.SeatSet
	for ci := 0; ci < int(t.nColours); ci++ {
		best, _ := t.colourWin(t.colours[ci])
		want = want.With(t.seat(best, players))
	}
	for _, w := range o.Winners {
		if w < 0 || w >= players {
			return nil
		}
		t.winners = t.winners.With(w)
	}
	if t.winners != want {
		return nil
	}
	why := t.why(players)
	if len(why) != len(o.Winners) {
		return nil
	}
	for i := range why {
		if why[i].Seat != o.Winners[i] {
			return nil
		}
	}
	return why
}
