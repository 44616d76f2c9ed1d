package words

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// TestScoreLinesInWords: a score line is said by its rule's id with its
// cards and numbers, in English and in Japanese; a line of a rule the
// interface does not know falls back to the game's own words and the sum.
func TestScoreLinesInWords(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	face := func(card string, p int) engine.ScoreLine {
		return engine.ScoreLine{ID: "gummi.score.face_up", Reason: "Face-up card", Cards: []string{card}, Points: p}
	}
	cases := []struct {
		game string
		g    []engine.ScoreLine
		en   string
		ja   string
	}{
		{"gummi", []engine.ScoreLine{face("red3", 4), face("blue9", 2)},
			"2 cards won face-up, each worth its points: red 3 (4) + blue 9 (2) = 6",
			"表向きで取ったカード2枚は、それぞれの点数になります：赤3（4点） + 青9（2点） = 6点"},
		{"gummi", []engine.ScoreLine{face("purple10", 1)},
			"1 card won face-up, worth its points: purple 10 (1)", ""},
		{"gummi", []engine.ScoreLine{{ID: "gummi.score.facedown", Reason: "x", Cards: []string{"red1", "red2"}, Factors: []int{1, 2}, Points: 2}},
			"2 cards won face-down, 1 point each: 2",
			"裏向きで取ったカード2枚は、1枚1点です：2点"},
		{"gudetama", []engine.ScoreLine{{ID: "gudetama.score.final_trick", Reason: "x", Cards: []string{"9"}, Points: 9}},
			"Took the final trick with the 9: +9",
			"最後のトリックを9で取りました：+9点"},
		{"gudetama", []engine.ScoreLine{{ID: "gudetama.score.one_played", Reason: "x", Cards: []string{"12"}, Points: 12}},
			"A 1 was played in the final trick, so everyone scores the card they played: the 12, +12", ""},
		{"trip", []engine.ScoreLine{{ID: "trip.score.suit", Reason: "x", Suit: "blue", Cards: []string{"blue2", "blue5"}, Factors: []int{5, 2}, Points: 10}},
			"blue: highest number 5 × 2 cards = 10",
			"青：いちばん大きい数字5 × 2枚 = 10点"},
		{"trip", []engine.ScoreLine{{ID: "trip.score.suit", Reason: "x", Suit: "trump", Cards: []string{"trump3"}, Factors: []int{3, 1}, Points: 3}},
			"trump: highest number 3 × 1 card = 3", ""},
		{"trip", []engine.ScoreLine{{ID: "trip.score.unheard_of", Reason: "Cards won", Cards: []string{"red1", "red2"}, Points: 2}},
			"Cards won: 2 in all", ""},
	}
	for _, c := range cases {
		for _, l := range []struct{ code, want string }{{"en", c.en}, {"ja", c.ja}} {
			if l.want == "" {
				continue
			}
			use(t, l.code)
			if got := (Score{Game: c.game}).Group(c.g); got != l.want {
				t.Errorf("%s in %s: %q, want %q", c.game, l.code, got, l.want)
			}
		}
	}
	use(t, "en")
	for id, want := range map[string]string{
		"gummi.score.none":    "Won no colour this round: no points",
		"gudetama.score.none": "Did not take the final trick: no points",
		"trip.score.none":     "No card won: no points",
		"other.score.none":    "",
	} {
		if got := (Score{}).None(engine.ScoreBreakdown{NoPoints: id}); got != want {
			t.Errorf("no points by %s: %q, want %q", id, got, want)
		}
	}
}

// TestOutSaysWhyInTheRulesTerms: a player out of a Gudetama game is told
// why in the rule's own terms, in either language: the end score was
// reached, the lowest total wins, and theirs is higher than the lowest
// ("Eliminated: 2 is above the lowest total" leaves the rule unsaid).
func TestOutSaysWhyInTheRulesTerms(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	for _, c := range []struct {
		st     tablemodel.SeatStatus
		en, ja string
	}{
		{tablemodel.SeatStatus{Total: 2, Line: 21, Low: 0, Out: true},
			"Someone has reached the end score (21), so the lowest total wins, and this total (2) is higher than the lowest (0)",
			"誰かが終了点数（21点）に達したので、合計がいちばん少ない人の勝ちです。合計2点で、いちばん少ない0点より多いため負けです"},
		{tablemodel.SeatStatus{Total: 26, Line: 21, Low: 3, Out: true, Reached: true},
			"A total of 26 reached the end score (21), so the lowest total wins, and the lowest is 3",
			"合計26点で終了点数（21点）に達したので、合計がいちばん少ない人の勝ちです。いちばん少ない合計は3点です"},
		// Out while two tie on the lowest: the game goes on without the seat.
		{tablemodel.SeatStatus{Total: 13, Line: 10, Low: 0, Out: true, Reached: true, PlayOn: 2},
			"Out of the game: a total reached the end score (10), so the lowest total wins, and 13 is above the lowest (0). The 2 players tied on 0 play on until one is lowest.",
			"脱落：終了点数（10点）に達した人がいるので、合計がいちばん少ない人の勝ちです。合計13点はいちばん少ない合計（0点）より多いので脱落です。0点で並んだ2人は、ひとりがいちばん少なくなるまで続けます。"},
	} {
		for _, l := range []struct{ code, want string }{{"en", c.en}, {"ja", c.ja}} {
			use(t, l.code)
			if got := Status(c.st, true); got != l.want {
				t.Errorf("%s %+v:\n got %q\nwant %q", l.code, c.st, got, l.want)
			}
		}
	}
}
