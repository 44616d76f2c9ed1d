package table

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestHeldTricksSayTheSameNumbersInBothLanguages: the lines under a held
// trick say in Japanese every number the English says (the winning card,
// the points it took), at every window size: a felt that says less in one
// language tells its players less.
func TestHeldTricksSayTheSameNumbersInBothLanguages(t *testing.T) {
	digits := regexp.MustCompile(`[0-9]+`)
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		for players := 3; players <= 5; players++ {
			// The game is played once in each language and its tricks held
			// at every size: the window's size changes nothing of the play.
			said := map[fyne.Size]map[string][]string{}
			for _, code := range []string{"en", "ja"} {
				u, _ := newTestUI(t)
				if code == "ja" {
					u = japaneseUI(t)
				} else if err := words.Use("en"); err != nil {
					t.Fatal(err)
				}
				ts := startGame(t, u, engine.Config{Game: game, Players: players, Seed: 5})
				playUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 4 || ts.model.View().Phase == engine.Finished })
				for _, size := range gallerySizes[:2] {
					if said[size] == nil {
						said[size] = map[string][]string{}
					}
					u.Win.Resize(size)
					record := *ts.record
					for _, tr := range append([]engine.TrickRecord(nil), ts.record.Tricks()...) {
						ts.holdTrick(app.Event{Kind: app.TrickCompleted, Trick: &tr})
						var lines []string
						for _, l := range ts.felt.trick.lines {
							lines = append(lines, l.Text)
						}
						said[size][code] = append(said[size][code], strings.Join(lines, " "))
						ts.releaseTrick()
					}
					*ts.record = record
				}
			}
			for _, size := range gallerySizes[:2] {
				said := said[size]
				if len(said["en"]) != len(said["ja"]) {
					t.Fatalf("%s, %d players: %d tricks in English, %d in Japanese", game, players, len(said["en"]), len(said["ja"]))
				}
				for i, en := range said["en"] {
					ja := said["ja"][i]
					left := ja
					for _, n := range digits.FindAllString(en, -1) {
						at := strings.Index(left, n)
						if at < 0 {
							t.Errorf("%s, %d players at %v, trick %d: the Japanese lacks the %s the English says:\n  %s\n  %s", game, players, size, i+1, n, en, ja)
							break
						}
						left = left[:at] + left[at+len(n):]
					}
				}
			}
		}
	}
}

// TestJapaneseTableHasNoHalfWidthBrackets: a Japanese table writes its
// brackets full-width (the score sheet's "Aiko（ボット）"), as the
// glossary asks of every Japanese text.
func TestJapaneseTableHasNoHalfWidthBrackets(t *testing.T) {
	u := japaneseUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 4})
	playUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 2 })
	drain(t, ts, myTurn(ts))
	shown := uitest.VisibleTexts(u.Win.Canvas())
	if len(shown) == 0 {
		t.Fatal("nothing on the table")
	}
	for _, s := range shown {
		if strings.ContainsAny(s, "()") {
			t.Errorf("half-width brackets on a Japanese table: %q", s)
		}
	}
}
