package words

import (
	"strconv"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
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

// TestABriefReasonKeepsItsPoints: where the held trick's reasons are too
// long for the felt (two columns at 800x600), each goes without the long
// words of what its winner took but keeps what that was worth, as the log
// says it, in either language and for the player's own seat too.
func TestABriefReasonKeepsItsPoints(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	cases := []engine.TrickWhy{
		{ID: "gummi.trick.highest_of_colour", Card: "red9", Take: "gummi.take.face_up", Points: 2},
		{ID: "gummi.trick.only_of_colour", Card: "green8", Take: "gummi.take.with_facedown", Points: 3, Others: 2},
		{ID: "trip.trick.lowest_trump", Card: "trump2", Take: "trip.take.own", Points: 12, Others: 2},
		{ID: "gudetama.trick.highest", Card: "9", Take: "gudetama.take.final", Points: 9},
	}
	for _, language := range []string{"en", "ja"} {
		use(t, language)
		for _, w := range cases {
			game, _, _ := strings.Cut(w.ID, ".")
			for _, seat := range []int{0, 1} {
				w.Seat = seat
				tw := Trick{Game: game, Name: func(s int) string { return []string{"Aiko", "Bruno"}[s] }, Human: 1}
				full, brief := tw.Sentence(w), tw.Brief(w)
				points := strconv.Itoa(w.Points)
				if !strings.Contains(full, points) {
					t.Fatalf("%s %s: the whole sentence %q does not say %s points", language, w.ID, full, points)
				}
				if !strings.Contains(strings.TrimPrefix(brief, tw.Reason(w)), points) {
					t.Errorf("%s %s (seat %d): the brief reason %q drops the %s points that %q says", language, w.ID, seat, brief, points, full)
				}
				if w.Take == "gummi.take.with_facedown" && !strings.Contains(strings.TrimPrefix(brief, tw.Reason(w)), strconv.Itoa(w.Others)) {
					t.Errorf("%s %s: the brief reason %q drops the %d cards won face-down", language, w.ID, brief, w.Others)
				}
				if len([]rune(brief)) >= len([]rune(full)) {
					t.Errorf("%s %s: the brief reason %q is no shorter than %q", language, w.ID, brief, full)
				}
			}
		}
	}
}
