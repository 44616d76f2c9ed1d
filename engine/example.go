package engine

// TrickExample is a small finished trick that shows one of a game's trick
// reasons at work, for the rules to draw as the table draws a trick: who
// sat at the table, who led, the cards in the order they were played, and
// why each winner won. Each game's package gives one per reason
// (Descriptor.TrickExamples), and engine/games plays every example through
// the game's own rules to check that it goes as it says.
type TrickExample struct {
	// Reason is the id of the TrickReason the example shows.
	Reason string
	// Players is the table's size; Leader the seat that led the trick.
	Players, Leader int
	// Plays are the cards in the order played, from the leader on; a Gummi
	// card played from the face-down row is marked Facedown.
	Plays []PlayRecord
	// Why is what the rules say of the finished trick: each winner's card
	// and the id of the rule that made it win, in the order they played
	// (as TrickRecord.Why). Reason is one of its ids; with several winners
	// (Gummi) the others explain the rest of the trick.
	Why []TrickWhy
	// Before are the decisions made before the trick is played (a round's
	// bids), in order: Moves makes them first. The picture does not show
	// them.
	Before []Move
}

// OneWinnerExample is the TrickExample of a trick of len(cards) seats that
// seat 0 leads, seat i playing cards[i], which seat winner wins by the rule
// reason. The winner's card and the reason are written once, so the
// example cannot name one card in its plays and another in its Why. A
// winner off the table gives an example with no Why, which the games'
// check of their examples refuses.
func OneWinnerExample(reason string, winner int, cards ...string) TrickExample {
	e := TrickExample{Reason: reason, Players: len(cards), Plays: make([]PlayRecord, len(cards))}
	for i, c := range cards {
		e.Plays[i] = PlayRecord{Seat: i, Card: c}
	}
	if winner >= 0 && winner < len(cards) {
		e.Why = OneWhy(winner, cards[winner], reason)
	}
	return e
}

// Winners are the example's winning seats, in the order they played.
func (e TrickExample) Winners() []int {
	out := make([]int, len(e.Why))
	for i, w := range e.Why {
		out[i] = w.Seat
	}
	return out
}

// Deal is a deal of one card per seat that lets the example's trick be
// played as the round's only trick: each seat holds the card it plays, in
// its hand or, when played face down, as its one face-down card.
func (e TrickExample) Deal() Deal {
	players := max(e.Players, 0)
	d := Deal{Leader: IntPtr(e.Leader), Hands: make([][]string, players)}
	facedown := false
	for _, p := range e.Plays {
		facedown = facedown || p.Facedown
	}
	if facedown {
		d.Facedown = make([][]string, players)
	}
	for _, p := range e.Plays {
		if p.Seat < 0 || p.Seat >= players {
			continue
		}
		if p.Facedown {
			d.Facedown[p.Seat] = append(d.Facedown[p.Seat], p.Card)
		} else {
			d.Hands[p.Seat] = append(d.Hands[p.Seat], p.Card)
		}
	}
	for s := range d.Hands {
		if d.Hands[s] == nil {
			d.Hands[s] = []string{}
		}
		if facedown && d.Facedown[s] == nil {
			d.Facedown[s] = []string{}
		}
	}
	return d
}

// Moves are the example's decisions before its trick (Before), then its
// plays, as moves of the deal Deal makes, for the game d: a card played
// face down is d's decision that plays a card of a row (ValueRow), the
// one face-down card at place 0; without such a decision it stays a play,
// which the game refuses.
func (e TrickExample) Moves(d *Descriptor) []Move {
	out := make([]Move, len(e.Before), len(e.Before)+len(e.Plays))
	copy(out, e.Before)
	for _, p := range e.Plays {
		m := PlayMove(p.Seat, p.Card)
		if k, ok := d.RowPlay(); ok && p.Facedown {
			m = ChoiceMove(p.Seat, k, 0)
		}
		out = append(out, m)
	}
	return out
}
