package table

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
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
		"en": {"likely to win this trick", "likely to play under", "likely that a card played after yours takes the trick", "likely to give this trick up",
			"almost certain to win this trick", "almost certain to play under", "almost certain that a card played after yours takes the trick", "almost certain to give this trick up"},
		"ja": {"このトリックを取", "に勝ちをゆずる見こみ", "このトリックを取らない見こみ", "に勝ちをゆずるのはほぼ確か"},
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

// sameHintSession is a session whose hint plays the first face-down
// card and counts the others as good (app.Hint.SameActions), as the app
// says of a row nobody knows.
type sameHintSession struct {
	app.Session
	row []engine.Action
}

func (s sameHintSession) Hint(context.Context) (app.Hint, error) {
	next := engine.Move{Seat: 0, Play: "red9"}
	return app.Hint{Action: s.row[0], Move: engine.ChoiceMove(0, "facedown", 0), Measure: bot.MeasurePoints, Value: 11.04,
		Next: &next, NextValue: 9.96, Effect: &bot.Effect{Tricks: 40, TrickWin: 0.7, WinPoints: 2.6, WinPointsLow: 2, WinPointsHigh: 3, Samples: 40, To: -1},
		Same: []engine.Move{engine.ChoiceMove(0, "facedown", 1), engine.ChoiceMove(0, "facedown", 2)}, SameActions: s.row[1:]}, nil
}

// TestHintMarksEveryEqualMove: a hint that says its face-down cards are
// equally good marks every one of them on the felt, and no hand card,
// in both languages: the words say "any of", fit the felt, and the table
// shows which.
func TestHintMarksEveryEqualMove(t *testing.T) {
	for _, language := range []string{"en", "ja"} {
		t.Run(language, func(t *testing.T) {
			u, _ := newTestUI(t)
			setLanguage(language)
			t.Cleanup(func() { setLanguage("en") })
			ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 9})
			playUntil(t, ts, func() bool { return myTurn(ts)() && !ts.model.Busy() })
			var row []engine.Action
			for pos := range 3 {
				row = append(row, ts.model.RowAction(pos))
			}
			ts.sess = sameHintSession{Session: ts.sess, row: row}
			said := askedHint(t, ts)
			want := map[string]string{"en": "any of your 3 face-down cards", "ja": "伏せ札3枚のどれを出しても同じ"}[language]
			if !strings.Contains(said, want) {
				t.Errorf("the hint says %q, not %q", said, want)
			}
			checkHintFits(t, u, ts, said)
			if len(ts.felt.fdW) != 3 {
				t.Fatalf("%d face-down cards shown", len(ts.felt.fdW))
			}
			for _, c := range ts.felt.fdW {
				if c.highlight != hintBlue {
					t.Errorf("face-down card %s is not marked", c.name)
				}
			}
			for _, c := range ts.felt.handW {
				if c.highlight == hintBlue {
					t.Errorf("hand card %s is marked by a hint on the face-down cards", c.name)
				}
			}
		})
	}
}
