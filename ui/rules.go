package ui

// rulesText is each game's rules as Trick Party plays them, written for
// this program from our rules reference (not a publisher's text).
func rulesText(game string) string {
	switch game {
	case "gummi":
		return `## Gummi Trick

**Cards.** Sweets in up to six colours, valued 1 to 10. Low cards are worth more points: 1-3 score 4, 4-6 score 3, 7-9 score 2, a 10 scores 1. Fewer players use fewer colours.

**Deal.** Everyone gets 9 cards in hand and 3 cards face-down in a row. Nobody knows a face-down card - not even its owner - until it is played.

**Playing.** Going round from the leader, everyone plays one card:

- a **face-down card** from your row - always allowed; it is turned up as it lands; or
- a **hand card**: if you hold the colour of the first card in the trick you must play it; if not, the colour of the second card; and so on. Holding none of the colours on the table, play anything.

**Winning.** Every colour in the trick is won by whoever played its highest card. The winner keeps their own card face-up and the rest of that colour face-down. Several players can win parts of one trick. The last winner to have played leads next.

**Score.** Face-up cards score their points, face-down cards 1 each. Highest total wins; ties go to the bigger pile.

**Advanced game.** Three rounds, totals added.`
	case "gudetama":
		return `## Gudetama: The Tricky Egg Card Game

**Cards.** 63 lazy-egg cards ranked 1 to 14. You want to score **as little as possible**.

**Round.** Everyone gets 7 cards; 7 tricks are played.

**Playing.** The leader plays anything. Everyone after must play a card **at least as high** as the highest so far - or give up and play **their lowest card**, which is always allowed. The highest card wins; among equal highest cards, the one played last wins.

**Leading.** The winner leads the next trick. If the winning card was a **14**, the winner picks **another** player to lead instead.

**Scoring.** Only the last trick of a round scores: its winner takes points equal to the winning card. If any **1** was played in that trick, everybody scores the card they played instead.

**The end.** When someone reaches **21** points after a round, the lowest total wins. Players tied for lowest play on alone until one is left.`
	case "trip":
		return `## Trick of Trip

**Cards.** Four suits ranked 1-12 and six trumps ranked 1-6. **Low cards are strong**, high cards score more.

**Draft.** Each round everyone draws 6 cards and splits them into two sets of three on their stand. All stands travel at once - left in rounds 1 and 3, right in rounds 2 and 4. Take one set from the stand you receive; the other set goes back to its owner. Your hand is the set you took plus your own set that was left.

**Playing.** Follow the led suit if you can - or play a trump even when you could follow. If a trump is led, play a trump if you have one.

**Winning a trick.**
1. Trumps and a 7 in the same trick: the **first 7** wins.
2. Otherwise the **lowest trump** wins.
3. Otherwise the **lowest card of the led suit** wins.

The winner keeps only their own card; the rest are discarded.

**Score.** In each suit (trumps count as one): your highest card won times the number of cards won in that suit. Add the suits; after four rounds the highest total wins.`
	}
	return ""
}
