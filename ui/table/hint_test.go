package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// askedHint presses Hint and shows the table's events until the hint is
// on the felt; it returns the words shown.
func askedHint(t *testing.T, ts *Screen) string {
	t.Helper()
	ts.felt.message.clear()
	ts.askHint()
	drain(t, ts, func() bool { return !ts.panel.side.thinking })
	if ts.input.hintMove == nil {
		t.Fatalf("no hint; the felt says %q, the button %q", ts.felt.message.said, ts.panel.side.hintBtn.Text)
	}
	return ts.felt.message.said
}

// checkHintFits: the hint on the felt is said whole, at a readable size
// (12 px or more), each line within its room, at 800x600 and 1280x800.
func checkHintFits(t *testing.T, u *testWindow, ts *Screen, said string) {
	t.Helper()
	for _, win := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}} {
		u.Win.Resize(win)
		ts.felt.message.draw()
		shown := ""
		for _, l := range ts.felt.message.lines {
			if l.Text == "" {
				continue
			}
			shown += l.Text
			w := fyne.MeasureText(l.Text, l.TextSize, l.TextStyle).Width
			if l.TextSize < 12 || w > l.Size().Width+l.TextSize {
				t.Errorf("%vx%v: hint line %q at %.1f px is %v wide in %v", win.Width, win.Height, l.Text, l.TextSize, w, l.Size().Width)
			}
		}
		if strings.ReplaceAll(shown, " ", "") != strings.ReplaceAll(said, " ", "") {
			t.Errorf("%vx%v: the hint %q is shown as %q", win.Width, win.Height, said, shown)
		}
	}
}

// TestHintSaysWhyAtTheTable: in every shipped game, in English and in
// Japanese, the Hint button's words name the card to play and what it is
// expected to do in its trick, with its chance, and fit the felt at
// 800x600 and 1280x800.
func TestHintSaysWhyAtTheTable(t *testing.T) {
	outcome := map[string][]string{
		"en": {"likely to win this trick", "likely to duck under", "likely to leave the trick to", "likely to give this trick up"},
		"ja": {"このトリックを取", "に勝ちをゆずる見こみ", "このトリックを取らない見こみ"},
	}
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		for _, language := range []string{"en", "ja"} {
			t.Run(game+"-"+language, func(t *testing.T) {
				u, _ := newTestUI(t)
				setLanguage(language)
				t.Cleanup(func() { setLanguage("en") })
				ts := startGame(t, u, engine.Config{Game: game, Players: 4, Seed: 9})
				playUntil(t, ts, func() bool { return myTurn(ts)() && !ts.model.Busy() })
				said := askedHint(t, ts)
				card := ts.input.hintMove.Play
				if card == "" {
					t.Fatalf("at a card's turn the hint is %+v", ts.input.hintMove)
				}
				if !strings.Contains(said, words.Card(game, card)) {
					t.Errorf("the hint %q does not name its card %s", said, words.Card(game, card))
				}
				found := false
				for _, o := range outcome[language] {
					found = found || strings.Contains(said, o)
				}
				if !found || !strings.Contains(said, "%") {
					t.Errorf("the hint %q does not say what %s is expected to do in the trick, with its chance", said, card)
				}
				checkHintFits(t, u, ts, said)
			})
		}
	}
}

// TestDraftHintNamesBothSets: in the Trick of Trip draft the hint says
// which three cards go together for the neighbour and which three the
// player keeps, naming the neighbour and the outlined set first, and
// fits the felt.
func TestDraftHintNamesBothSets(t *testing.T) {
	for _, language := range []string{"en", "ja"} {
		t.Run(language, func(t *testing.T) {
			u, ts := tripAtSplit(t, 4)
			setLanguage(language)
			t.Cleanup(func() { setLanguage("en") })
			said := askedHint(t, ts)
			sets, ok := words.MoveSets(*ts.input.hintMove)
			if !ok || len(sets) != 2 {
				t.Fatalf("the draft's hint is %+v", ts.input.hintMove)
			}
			for _, set := range sets {
				if !strings.Contains(said, words.Cards("trip", set)) {
					t.Errorf("the hint %q does not name the set %s", said, words.Cards("trip", set))
				}
			}
			// The set outlined (the move's first slot) is named first.
			if strings.Index(said, words.Cards("trip", sets[0])) > strings.Index(said, words.Cards("trip", sets[1])) {
				t.Errorf("the hint %q names the outlined set %v second", said, sets[0])
			}
			v := ts.model.View()
			if to := ts.felt.seatName(v.Passing.To(ts.model.Human(), v.Players)); !strings.Contains(said, to) {
				t.Errorf("the hint %q does not say who the set is for (%s)", said, to)
			}
			checkHintFits(t, u, ts, said)
			t.Log(said)
		})
	}
}
