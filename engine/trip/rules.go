package trip

import "github.com/trickparty/trickparty/engine"

// legalPlays is the part of hand a player may play to a trick whose first
// card is led (NoCard when the player leads): the led suit or a trump when
// the player holds the led suit; only trumps when a trump was led and the
// player holds one; anything otherwise.
func legalPlays(hand CardSet, led Card) CardSet {
	if led == NoCard {
		return hand
	}
	if led.IsTrump() {
		if t := hand & trumpCards; t != 0 {
			return t
		}
		return hand
	}
	if s := hand & suitCards[led.Suit()]; s != 0 {
		return s | hand&trumpCards
	}
	return hand
}

// trickWinner returns the index (in play order) of the card that wins a
// complete trick (judgeTrick).
func trickWinner(cards []Card) int {
	i, _ := judgeTrick(cards)
	return i
}

// judgeTrick returns the index (in play order) of the card that wins a
// complete trick and the rule that makes it win: the first 7 if a trump
// and a 7 are both present, else the lowest trump, else the lowest card of
// the led suit.
func judgeTrick(cards []Card) (int, reason) {
	first7, lowTrump := -1, -1
	for i, c := range cards {
		if c.IsTrump() {
			if lowTrump < 0 || c < cards[lowTrump] {
				lowTrump = i
			}
		} else if first7 < 0 && c.Rank() == SevenRank {
			first7 = i
		}
	}
	if lowTrump >= 0 {
		if first7 >= 0 {
			return first7, sevenBeatsTrumps
		}
		return lowTrump, lowestTrump
	}
	best := 0
	led := cards[0].Suit()
	for i, c := range cards {
		if c.Suit() == led && c < cards[best] {
			best = i
		}
	}
	return best, lowestOfLed
}

// refusePlay explains why a held card outside legalPlays may not be played
// to a trick led by led.
func refusePlay(led Card) error {
	if led.IsTrump() {
		return engine.Refuse("trip.trump", "must play a trump: a trump was led and you hold one")
	}
	su := led.Suit()
	return engine.Refuse("trip.follow", "must follow %s (or play a trump): you hold %s", engine.SuitArg(su.String()), engine.SuitArg(su.String()))
}
