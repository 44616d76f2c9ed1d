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
	// NoPoints is the id of the rule by which a seat that took part in the
	// round but has no lines scored nothing ("gudetama.score.none": only
	// the final trick scores); empty when the game gives none.
	NoPoints string
}

// ScoreLine is one reason for points: the cards it counts and what they
// bring.
type ScoreLine struct {
	// ID names the scoring rule the line applies, starting with the game's
	// id ("gummi.score.face_up"). An interface puts the line in words by
	// its id and its numbers (the cards, the suit, the factors, the
	// points), as it does a trick's reason, so no sentence is built here;
	// empty for a game that gives only Reason.
	ID string
	// Reason says why the cards score, in a few English words: what an
	// interface shows for an id it does not know.
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
