package trip

import "github.com/trickparty/trickparty/engine"

// reason is why a card won a trick: which of the three rules of rules.md
// section 3 ("Who wins") decided it, as judgeTrick finds it.
//
// A 7 in a trick without a trump has no power (rule 1 needs a trump), so it
// wins, if at all, as the lowest card of the led suit: no reason of its own.
type reason uint8

// The reasons, in the order of the rules.
const (
	// sevenBeatsTrumps: rule 1, a trick holding a trump and a 7 is won by
	// the first 7 played (wherever it came relative to the trumps).
	sevenBeatsTrumps reason = iota
	// lowestTrump: rule 2, a trump and no 7: the lowest trump.
	lowestTrump
	// lowestOfLed: rule 3, no trump: the lowest card of the led suit.
	lowestOfLed
	numReasons
)

// trickReasons are the reasons' ids and English sentences, in reason order
// (Descriptor.TrickReasons; listed in docs/TRICK_REASONS.md).
var trickReasons = [numReasons]engine.TrickReason{
	sevenBeatsTrumps: {ID: "trip.trick.seven_beats_trumps",
		Text: "The trick holds a trump, so the first 7 played, {{.Card}}, beats the trumps and wins."},
	lowestTrump: {ID: "trip.trick.lowest_trump",
		Text: "{{.Card}} is the lowest trump in the trick and no 7 was played, so it wins."},
	lowestOfLed: {ID: "trip.trick.lowest_of_led",
		Text: "No trump was played, so the lowest card of the led suit, {{.Card}}, wins."},
}

func (r reason) id() string { return trickReasons[r].ID }

// takeOwn is what a trick's winner takes (rules.md section 3, "Who
// wins"), by the id a TrickWhy's Take carries: its own card, to its won
// cards, and the others (TrickWhy.Others) are discarded. Saying so tells
// the player where the rest went after "1 card won" from a trick of three.
const takeOwn = "trip.take.own"

// keepsOwn says of a trick's why (one winner) of plays cards what its
// winner took, and what the winner's cards of its suit score now that
// won (its pile, the card included) holds it, so a score that jumps from
// 5 to 21 comes with its reason.
func keepsOwn(why []engine.TrickWhy, plays int, won CardSet) {
	if len(why) != 1 {
		return
	}
	why[0].Take, why[0].Others = takeOwn, plays-1
	if c, err := ParseCard(why[0].Card); err == nil && won.Has(c) {
		why[0].Points = suitScore(won, c.Suit())
	}
}

// observedRule judges a completed trick of an observation by the same rule
// as the game (engine.TrickRule): every card of a completed trick was seen
// face up.
func observedRule(plays []Play) (int, string) {
	if len(plays) == 0 || len(plays) > MaxPlayers {
		return -1, ""
	}
	var cards [MaxPlayers]Card
	for i, p := range plays {
		if p.Card >= NumCards {
			return -1, ""
		}
		cards[i] = p.Card
	}
	i, why := judgeTrick(cards[:len(plays)])
	return i, why.id()
}
