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
		Effect: &bot.Effect{Tricks: 50, TrickWin: 0.6, WinPoints: 3, WinPointsLow: 3, WinPointsHigh: 3, Samples: 50, To: -1}}
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
			[]string{"Hint: play red 9: 83% likely to win this trick; chance to win the game about 52%. Next best: play blue 2, a 31% chance to win the game."},
			[]string{"ヒント：赤9を出すと、このトリックを取る見こみが83%です（ゲームの勝率約52%）。次によい手（青2を出す）は勝率約31%です。"}},
		{"gummi", ducks,
			[]string{"play blue 2: 90% likely to play under Bruno's blue 9, so you do not take the trick"},
			[]string{"青2を出すと、すでに出ているBrunoの青9に勝ちをゆずる見こみが90%です"}},
		{"gummi", later,
			[]string{"play blue 2: 70% likely that a card played after yours takes the trick"},
			[]string{"あとから出るカードに勝ちをゆずる見こみが70%"}},
		{"trip", points,
			[]string{"Hint: play red 9: 60% likely to win this trick and 3 points; about 4.2 points to come this round. It is your only move."},
			[]string{"ヒント：赤9を出すと、このトリックを取って3点を得る見こみが60%です（このラウンドの残りで約4.2点）。出せる手はこれだけです。"}},
		{"trip", draft,
			[]string{"put red 11, blue 12, green 7 together in one slot for Aiko to take (75% likely)", "keep green 2, yellow 11, yellow 12 in the other", "Other ways: at best about 4 points."},
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
			// A card still to come is a sampled game's, never the
			// player's to know: the hint must not name it.
			if e := tc.h.Effect; e != nil && e.Beaten != nil && !e.BeatenOnTable && strings.Contains(got, Card(tc.game, e.Beaten.Card)) {
				t.Errorf("%s %s: %q names a card not played yet", tc.game, language, got)
			}
			if language == "ja" && strings.Contains(got, "Hint") {
				t.Errorf("%s: the Japanese hint %q is in English", tc.game, got)
			}
		}
	}
}

// TestHintSaysWhatItKnowsAsItKnowsIt: a hint's words keep to what its
// numbers are. Equal moves are named together (face-down cards as "any of
// your 3", hand cards listed), never one of them alone; a trick's points
// that differ between samples are a range, the same in every sample a
// count without "about"; an estimate is rounded without ".0"; where the
// lowest score wins every number is "against you"; no "duck".
func TestHintSaysWhatItKnowsAsItKnowsIt(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	name := func(s int) string { return []string{"You", "Aiko", "Bruno", "Chloé"}[s] }
	fd := func(p int) engine.Move { return engine.ChoiceMove(0, "facedown", p) }
	row := []engine.RowCard{{}, {}, {}}
	wins := &bot.Effect{Tricks: 40, TrickWin: 0.7, WinPoints: 2.6, WinPointsLow: 2, WinPointsHigh: 3, Samples: 40, To: -1}
	next := engine.Move{Seat: 0, Play: "red9"}
	facedown := app.Hint{Move: fd(1), Same: []engine.Move{fd(0), fd(2)}, Measure: bot.MeasurePoints, Value: 11.04,
		Next: &next, NextValue: 9.96, Effect: wins}
	blue2 := engine.Move{Seat: 0, Play: "blue2"}
	hand := app.Hint{Move: next, Same: []engine.Move{blue2}, Measure: bot.MeasureWin, Value: 0.4}
	exact := app.Hint{Move: next, Measure: bot.MeasurePoints, Value: 3.04,
		Effect: &bot.Effect{Tricks: 40, TrickWin: 1, WinPoints: 2, WinPointsLow: 2, WinPointsHigh: 2, Samples: 40, To: -1}}
	egg := engine.Move{Seat: 0, Play: "7"}
	eggNext := engine.Move{Seat: 0, Play: "3"}
	against := app.Hint{Move: egg, Measure: bot.MeasurePoints, Value: -4.96, Next: &eggNext, NextValue: -6.2,
		Effect: &bot.Effect{Tricks: 40, TrickWin: 0.9, WinPoints: 7, WinPointsLow: 7, WinPointsHigh: 7, Samples: 40, To: -1}}
	cases := []struct {
		game   string
		h      app.Hint
		en, ja []string
		not    []string
	}{
		{"gummi", facedown,
			[]string{"Hint: any of your 3 face-down cards, all equally good: 70% likely to win this trick and 2–3 points; about 11 points to come this round."},
			[]string{"伏せ札3枚のどれを出しても同じ", "2〜3点", "約11点"},
			[]string{"middle", ".0", "真ん中"}},
		{"gummi", hand,
			[]string{"Hint: play red 9 (chance to win the game about 40%). As good: play blue 2."},
			[]string{"赤9を出す手です", "青2を出す手も同じくらいです"},
			nil},
		{"trip", exact,
			[]string{"almost certain to win this trick and 2 points; about 3 points to come this round."},
			[]string{"2点を得るのはほぼ確かです", "約3点"},
			[]string{"about 2", "約2", ".0", "100%"}},
		{"gudetama", against,
			[]string{"90% likely to win this trick and 7 points against you; about 5 points against you to come this round. Next best: play 3, about 6.2 points against you."},
			[]string{"失点7点", "失点約5点", "失点約6.2点"},
			[]string{"for you", "more points expected"}},
	}
	for _, tc := range cases {
		for _, language := range []string{"en", "ja"} {
			use(t, language)
			got := HintWords(tc.game, tc.h, name, row)
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
			for _, w := range append(tc.not, "duck", "{{", "<no value>") {
				if strings.Contains(got, w) {
					t.Errorf("%s %s: %q says %q", tc.game, language, got, w)
				}
			}
		}
	}
	use(t, "en")
	for v, want := range map[float64]string{11.04: "11", 10.6: "11", 3.04: "3", 5.55: "5.6", 0.96: "1", -0.01: "0", 9.96: "10"} {
		if got := Estimate(v); got != want {
			t.Errorf("Estimate(%v) = %q, want %q", v, got, want)
		}
	}
	if s := Value("gudetama", bot.MeasurePoints, -3.04); s != "about 3 more points against you this round" {
		t.Errorf("gudetama's value says %q", s)
	}
}

// TestAChanceAllButSureIsAlmostCertain: a chance of 99% or more is said
// "almost certain" (ほぼ確か), not a flat 100% the player can see no reason
// for; below that, the percentage.
func TestAChanceAllButSureIsAlmostCertain(t *testing.T) {
	t.Cleanup(func() { use(t, "en") })
	name := func(s int) string { return []string{"You", "Aiko", "Bruno"}[s] }
	cases := []struct {
		e      bot.Effect
		en, ja string
	}{
		{bot.Effect{Tricks: 100, TrickWin: 0.995}, "almost certain to win this trick", "このトリックを取るのはほぼ確か"},
		{bot.Effect{Tricks: 100, TrickWin: 0.004}, "almost certain to give this trick up", "このトリックを取らないのはほぼ確か"},
		{bot.Effect{Tricks: 100, TrickWin: 0, Beaten: &engine.PlayRecord{Seat: 1, Card: "green8"}, BeatenShare: 1},
			"almost certain that a card played after yours takes the trick", "あとから出るカードに勝ちをゆずるのはほぼ確か"},
		{bot.Effect{Tricks: 100, TrickWin: 0.98}, "98% likely to win this trick", "このトリックを取る見こみが98%"},
	}
	for _, tc := range cases {
		for _, l := range []struct{ code, want string }{{"en", tc.en}, {"ja", tc.ja}} {
			use(t, l.code)
			if got := Effect("gummi", &tc.e, name); got != l.want {
				t.Errorf("%s: %q, want %q", l.code, got, l.want)
			}
		}
	}
}
