package highcard

import "github.com/trickparty/trickparty/engine"

// higher is the one way a card wins a High Card trick.
var higher = engine.TrickReason{ID: "highcard.trick.higher", Text: "{{.Card}} is the higher card."}

// trickWinner is the seat that wins a trick lead led with cards (the card
// led, the card that followed): the one with the higher card.
func trickWinner(lead int, cards [2]Card) (int, Card) {
	if cards[1] > cards[0] {
		return 1 - lead, cards[1]
	}
	return lead, cards[0]
}

// trickRecord is the public record of a finished trick lead led with
// cards (the card led, the card that followed).
func trickRecord(lead int, cards [2]Card) engine.TrickRecord {
	winner, card := trickWinner(lead, cards)
	return engine.TrickRecord{Round: 1, Leader: lead, Winners: []int{winner},
		Plays: []engine.PlayRecord{{Seat: lead, Card: cards[0].String()}, {Seat: 1 - lead, Card: cards[1].String()}},
		Why:   engine.OneWhy(winner, card.String(), higher.ID)}
}
