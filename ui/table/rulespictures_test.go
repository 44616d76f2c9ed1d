package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// trickExamplesIn are the trick examples drawn under o.
func trickExamplesIn(o fyne.CanvasObject) []*trickExample {
	var out []*trickExample
	uitest.FindFirst(o, func(e *trickExample) bool {
		out = append(out, e)
		return false
	})
	return out
}

// TestTrickExamplesShowEachReason: each game's trick examples (the
// pictures on its rules page) draw one trick for each of the game's trick
// reasons: its cards as played, the winners ringed in gold, and under the
// picture why each winner won, in the sentences the table says - all of
// it in the player's language, each picture whole in an 800-wide window.
func TestTrickExamplesShowEachReason(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u := testUIIn(t, code)
			u.Win.Resize(fyne.NewSize(800, 600))
			for _, g := range app.Games() {
				d, _ := app.LookupGame(g.ID)
				content := TrickExamples(g.ID)
				if content == nil {
					if len(d.TrickReasons) > 0 {
						t.Errorf("%s: no pictures for %d reasons", g.ID, len(d.TrickReasons))
					}
					continue
				}
				u.Win.SetContent(container.NewVScroll(content))
				examples := trickExamplesIn(content)
				shown := map[string]int{}
				for _, e := range examples {
					shown[e.ex.Reason]++
					checkTrickExample(t, u, g.ID, e)
				}
				for _, r := range d.TrickReasons {
					if shown[r.ID] != 1 {
						t.Errorf("%s: %d pictures of %s, want 1", g.ID, shown[r.ID], r.ID)
					}
				}
				if len(examples) != len(d.TrickReasons) {
					t.Errorf("%s: %d pictures for %d reasons", g.ID, len(examples), len(d.TrickReasons))
				}
			}
		})
	}
}

// checkTrickExample checks one drawn example against the example it
// draws.
func checkTrickExample(t *testing.T, u *testWindow, game string, e *trickExample) {
	t.Helper()
	r, ok := test.WidgetRenderer(e.picture).(*trickPictureRenderer)
	if !ok {
		t.Fatalf("%s: the picture of %s has no renderer of its own", game, e.ex.Reason)
	}
	if len(r.cards) != len(e.ex.Plays) {
		t.Fatalf("%s %s: %d cards drawn for %d plays", game, e.ex.Reason, len(r.cards), len(e.ex.Plays))
	}
	for i, play := range e.ex.Plays {
		c := r.cards[i]
		_, won := words.WhyOf(e.ex.Why, play.Seat)
		if c.name != play.Card || !c.faceUp || (c.highlight == gold) != won {
			t.Errorf("%s %s: card %d is %s (face up %v, ring %v); the trick has %s, winner %v", game, e.ex.Reason, i, c.name, c.faceUp, c.highlight, play.Card, won)
		}
		if r.names[i].text.Text != exampleName(play.Seat) || (r.names[i].text.Color == gold) != won {
			t.Errorf("%s %s: card %d is tagged %q", game, e.ex.Reason, i, r.names[i].text.Text)
		}
		if won && r.whys[i].text.Text == "" {
			t.Errorf("%s %s: the winning card %d has no reason under its name", game, e.ex.Reason, i)
		}
		if (r.facedown[i] != nil) != play.Facedown {
			t.Errorf("%s %s: card %d face-down %v, marked %v", game, e.ex.Reason, i, play.Facedown, r.facedown[i] != nil)
		}
	}
	if e.title() == "" {
		t.Errorf("%s %s: the picture has no title saying its rule", game, e.ex.Reason)
	}
	shown := strings.Join(labelTexts(e), "\n")
	tw := words.Trick{Game: game, Name: exampleName, Human: -1}
	if len(e.sentences) != len(e.ex.Why) {
		t.Errorf("%s %s: %d sentences for %d winners", game, e.ex.Reason, len(e.sentences), len(e.ex.Why))
	}
	for _, w := range e.ex.Why {
		s := tw.Sentence(w)
		// Japanese is broken into lines by its rules: no space marks the
		// break.
		if !strings.Contains(strings.ReplaceAll(shown, "\n", ""), s) {
			t.Errorf("%s %s: %q is not under the picture:\n%s", game, e.ex.Reason, s, shown)
		}
	}
	// Whole in the dialog: as wide as it needs, inside the window.
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.picture)
	size, need := e.picture.Size(), e.picture.MinSize()
	if size.Width+0.5 < need.Width || size.Height+0.5 < need.Height || pos.X < 0 || pos.X+size.Width > u.Win.Canvas().Size().Width {
		t.Errorf("%s %s: the picture is %v at %v, needs %v", game, e.ex.Reason, size, pos, need)
	}
}
