package gummi

import "github.com/trickparty/trickparty/engine"

// The rules of Gummi Trick's score lines (engine.ScoreLine): their ids and
// a few English words for an interface that does not know an id.
const (
	// scoreFaceUp: a card a seat won its colour with, kept face up, scores
	// its points (the card's own table, rules.md section 1, "Score").
	scoreFaceUp  = "gummi.score.face_up"
	reasonFaceUp = "Card won face-up"
	// scoreFacedown: the other cards of a colour won, kept face down,
	// score 1 point each.
	scoreFacedown  = "gummi.score.facedown"
	reasonFacedown = "Cards won face-down, 1 point each"
	// scoreNone: a seat that won no colour in the round scores nothing.
	scoreNone = "gummi.score.none"
)

// breakdown explains round r's points (Descriptor.Breakdown): each winner
// of a colour keeps their own card face up, card by card, and the other
// cards of that colour face down.
func breakdown(tricks []engine.TrickRecord, players, r int) engine.ScoreBreakdown {
	faceUp := make([][]Card, players)
	facedown := make([][]string, players)
	for _, t := range engine.RoundTricks(tricks, r) {
		colourOf := map[int]Colour{}
		for _, p := range t.Plays {
			if c, err := ParseCard(p.Card); err == nil {
				colourOf[p.Seat] = c.Colour()
			}
		}
		winnerOf := map[Colour]int{}
		for _, w := range t.Winners {
			if col, ok := colourOf[w]; ok && w >= 0 && w < players {
				winnerOf[col] = w
			}
		}
		for _, p := range t.Plays {
			c, err := ParseCard(p.Card)
			if err != nil {
				continue
			}
			w, ok := winnerOf[c.Colour()]
			switch {
			case !ok:
			case w == p.Seat:
				faceUp[w] = append(faceUp[w], c)
			default:
				facedown[w] = append(facedown[w], p.Card)
			}
		}
	}
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: scoreNone}
	for s := range b.Seats {
		for _, c := range faceUp[s] {
			b.Seats[s] = append(b.Seats[s], engine.ScoreLine{ID: scoreFaceUp, Reason: reasonFaceUp, Cards: []string{c.String()}, Points: c.Points()})
		}
		if n := len(facedown[s]); n > 0 {
			b.Seats[s] = append(b.Seats[s], engine.ScoreLine{ID: scoreFacedown, Reason: reasonFacedown, Cards: facedown[s], Factors: []int{1, n}, Points: n})
		}
	}
	return b
}
