package words

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestHintSaysWhyInBothLanguages: a hint says its move's card and what
// the move is expected to do in the trick (wins it, ducks under a card on
// the table, leaves it to a later card), its chance, and the next best's
// the same way; a draft's hint names the set for the neighbour and the
// set kept, and who takes. In English and in Japanese, every word filled.
func TestHintSaysWhyInBothLanguages(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	name := func(s int) string { return []string{"You", "Aiko", "Bruno", "Chloé"}[s] }
	next := engine.Move{Seat: 0, Play: "blue2"}
	play := app.Hint{Move: engine.Move{Seat: 0, Play: "red9"}, Measure: bot.MeasureWin, Value: 0.52, Next: &next, NextValue: 0.31,
		Effect:     &bot.Effect{Tricks: 100, TrickWin: 0.83, Samples: 100, To: -1},
		NextEffect: &bot.Effect{Tricks: 100, TrickWin: 0.05, Beaten: &engine.PlayRecord{Seat: 2, Card: "blue9"}, BeatenOnTable: true, BeatenShare: 0.9, Samples: 100, To: -1}}
	ducks := app.Hint{Move: next, Measure: bot.MeasureWin, Value: 0.4, Effect: play.NextEffect}
	later := ducks
	later.Effect = &bot.Effect{Tricks: 100, TrickWin: 0.1, Beaten: &engine.PlayRecord{Seat: 3, Card: "red10"}, BeatenShare: 0.7, Samples: 100, To: -1}
	points := app.Hint{Move: engine.Move{Seat: 0, Play: "red9"}, Measure: bot.MeasurePoints, Value: 4.2,
		Effect: &bot.Effect{Tricks: 50, TrickWin: 0.6, WinPoints: 3, Samples: 50, To: -1}}
	a, b := []string{"red11", "blue12", "green7"}, []string{"green2", "yellow11", "yellow12"}
	split := engine.ChoiceMove(0, "split", [][]string{a, b})
	other := engine.ChoiceMove(0, "split", [][]string{b, a})
	draft := app.Hint{Move: split, Measure: bot.MeasurePoints, Value: 6.1, Next: &other, NextValue: 4.0,
		Effect: &bot.Effect{Sets: [][]string{a, b}, Keep: []float64{0.25, 0.75}, To: 1, Samples: 100}}
	kept := draft
	kept.Effect = &bot.Effect{Sets: [][]string{a, b}, Keep: []float64{0.8, 0.2}, To: 1, Samples: 100}
	kept.NextValue = 6.08
	cases := []struct {
		game string
		h    app.Hint
		en   []string
		ja   []string
	}{
		{"gummi", play,
			[]string{"Hint: play red 9: 83% likely to win this trick; chance to win the game about 52%. Next best: play blue 2, a 31% chance."},
			[]string{"ヒント：赤9を出すと、このトリックを取る見こみが83%です（ゲームの勝率約52%）。次善手（青2を出す）は勝率約31%です。"}},
		{"gummi", ducks,
			[]string{"play blue 2: 90% likely to duck under Bruno's blue 9"},
			[]string{"青2を出すと、すでに出ているBrunoの青9に勝ちをゆずる見こみが90%です"}},
		{"gummi", later,
			[]string{"play blue 2: 70% likely to leave the trick to Chloé's red 10"},
			[]string{"あとから出るChloéの赤10に勝ちをゆずる見こみが70%"}},
		{"trip", points,
			[]string{"Hint: play red 9: 60% likely to win this trick and 3 points; about 4.2 points to come this round. It is your only move."},
			[]string{"ヒント：赤9を出すと、このトリックを取って3点を得る見こみが60%です（このラウンドの残りで約4.2点）。出せる手はこれだけです。"}},
		{"trip", draft,
			[]string{"put red 11, blue 12, green 7 together in one slot for Aiko to take (75% likely)", "keep green 2, yellow 11, yellow 12 in the other", "Other ways: at best about 4.0 points."},
			[]string{"赤11", "黄12", "Aikoに取らせ（見こみ75%）", "もう一方に残します"}},
		// The set the table outlines (the move's first) is said first;
		// values the same in words are about as good.
		{"trip", kept,
			[]string{"Hint: keep red 11, blue 12, green 7 together in one slot and put green 2, yellow 11, yellow 12 in the other for Aiko to take (80% likely)", "Other ways are about as good."},
			[]string{"ヒント：赤11、青12、緑7を一方のスロットに入れて残し、緑2、黄11、黄12をもう一方に入れてAikoに取らせます（見こみ80%", "ほかの分け方もほぼ同じくらいです。"}},
	}
	for _, tc := range cases {
		for _, language := range []string{"en", "ja"} {
			use(t, language)
			got := HintWords(tc.game, tc.h, name, nil)
			t.Log(got)
			want := tc.en
			if language == "ja" {
				want = tc.ja
			}
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("%s %s: %q does not say %q", tc.game, language, got, w)
				}
			}
			if strings.Contains(got, "{{") || strings.Contains(got, "<no value>") {
				t.Errorf("%s %s: %q has a word not filled", tc.game, language, got)
			}
			if language == "ja" && strings.Contains(got, "Hint") {
				t.Errorf("%s: the Japanese hint %q is in English", tc.game, got)
			}
		}
	}
}
