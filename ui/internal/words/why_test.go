package words

import (
	"testing"
)

// TestSplitSentence: a reason too long for the felt breaks where a reader
// would pause, in either language, and loses nothing.
func TestSplitSentence(t *testing.T) {
	for s, want := range map[string][2]string{
		"Aiko wins with the yellow 7: a trick holding a trump is won by the first 7": {"Aiko wins with the yellow 7:", "a trick holding a trump is won by the first 7"},
		"Bruno wins red with the 8, the highest red":                                 {"Bruno wins red with the 8,", "the highest red"},
		"Aikoが青の8で青を取りました（青はこの1枚だけ）":                                                 {"Aikoが青の8で青を取りました", "（青はこの1枚だけ）"},
		"nopunctuationatall": {"nopunctua", "tionatall"},
		// A closing mark never starts the second line.
		"あなたが茶の6で茶を取りました（茶でいちばん大きいカード）。このカードは表向き（3点）、ほかの1枚は裏向き（1枚1点）": {"あなたが茶の6で茶を取りました（茶でいちばん大きいカード）。", "このカードは表向き（3点）、ほかの1枚は裏向き（1枚1点）"},
	} {
		a, b := SplitSentence(s)
		if a != want[0] || b != want[1] {
			t.Errorf("%q split as %q | %q", s, a, b)
		}
	}
}
