package ohhell

import "github.com/trickparty/trickparty/engine"

// The two ways a card wins an Oh Hell trick.
var (
	trumpWins = engine.TrickReason{ID: "ohhell.trick.trump", Text: "{{.Card}} is the highest trump played."}
	ledWins   = engine.TrickReason{ID: "ohhell.trick.led", Text: "{{.Card}} is the highest card of the suit led, and no trump was played."}
)

// winnerOf is the index of the card that wins a complete trick of cards
// (in play order) when trump is the trump suit (NoSuit: none), and the
// id of the reason it wins: the highest trump, else the highest card of
// the suit led.
func winnerOf(cards []Card, trump Suit) (int, string) {
	best, id := 0, ledWins.ID
	if trump != NoSuit && cards[0].Suit() == trump {
		id = trumpWins.ID
	}
	for i := 1; i < len(cards); i++ {
		c, b := cards[i], cards[best]
		switch {
		case c.Suit() == b.Suit() && c.Rank() > b.Rank():
			best = i
		case c.Suit() == trump && b.Suit() != trump:
			best, id = i, trumpWins.ID
		}
	}
	return best, id
}

// record is the public record of a completed trick of round r led by
// lead, with the seat that leads next (nil when not known yet).
func record(r, players int, t *trick, trump Suit, next *int) engine.TrickRecord {
	i, id := winnerOf(t.cards[:t.n], trump)
	w := t.seat(i, players)
	rec := engine.TrickRecord{Round: r, Leader: int(t.lead), Winners: []int{w}, NextLeader: next,
		Plays: make([]engine.PlayRecord, t.n), Why: engine.OneWhy(w, t.cards[i].String(), id)}
	for k := range rec.Plays {
		rec.Plays[k] = engine.PlayRecord{Seat: t.seat(k, players), Card: t.cards[k].String()}
	}
	return rec
}

// trickRecord is the log's record of this round's k-th completed trick;
// the round's last trick says who leads next once the next round is
// dealt (endRound), and nobody when the game is over.
func (g *Game) trickRecord(k int) engine.TrickRecord {
	var next *int
	if k+1 < g.size {
		next = engine.IntPtr(int(g.winners[k]))
	}
	rec := record(g.round, g.players, &g.tricks[k], trumpOf(g.turnUp), next)
	if k == 0 {
		rec.Before = bidMoves(g.players, g.dealer, g.bids[:g.players])
	}
	return rec
}

// bidMoves are a round's bids as moves, in the order they were made: from
// the dealer's left round to the dealer.
func bidMoves(players, dealer int, bids []int8) []engine.Move {
	out := make([]engine.Move, 0, players)
	for k := 1; k <= players; k++ {
		s := (dealer + k) % players
		if bids[s] >= 0 {
			out = append(out, engine.ChoiceMove(s, MoveBid, int(bids[s])))
		}
	}
	return out
}
