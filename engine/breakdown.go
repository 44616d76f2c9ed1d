package engine

// ScoreBreakdown explains the points of one round seat by seat, for the
// round summary and the game-over screen. Descriptor.Breakdown builds it
// from the public record of the tricks.
type ScoreBreakdown struct {
	// Seats holds each seat's lines, in seat order; a seat that scored
	// nothing has none.
	Seats [][]ScoreLine
	// WholeGame is true when the lines explain each seat's total so far,
	// because the game scores everything won in the whole game after each
	// round (Trick of Trip); false when they explain the round's points.
	WholeGame bool
}

// ScoreLine is one reason for points: the cards it counts and what they
// bring.
type ScoreLine struct {
	// Reason says why the cards score, in English; it is also the
	// translation key.
	Reason string
	// Suit names the suit the line counts, when it counts one.
	Suit string
	// Cards are the counted cards, by name.
	Cards []string
	// Factors are the numbers Points is the product of, when it is one
	// (Trick of Trip: the highest rank times the cards won); else empty.
	Factors []int
	// Points is what the line adds to the seat's score.
	Points int
}

// Total is the sum of the lines' points.
func Total(lines []ScoreLine) int {
	t := 0
	for _, l := range lines {
		t += l.Points
	}
	return t
}

// RoundTricks is the part of tricks played in round r.
func RoundTricks(tricks []TrickRecord, r int) []TrickRecord {
	var out []TrickRecord
	for _, t := range tricks {
		if t.Round == r {
			out = append(out, t)
		}
	}
	return out
}
