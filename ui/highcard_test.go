//go:build highcard

package ui

import (
	"bytes"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// High Card joins the games as cmd/trickparty/highcard.go adds it to a
// build made with -tags highcard (go test -tags highcard -run HighCard ./ui).
func init() { games.Register(&highcard.Descriptor) }

// TestHighCardIsListedAndDrawnWithItsOwnArt: a game that is one package
// and one registry line is on the home screen with its options, in both
// languages by its own words, and its table draws the hand with the
// game's own card faces and back (Descriptor.Art), through a whole game.
func TestHighCardIsListedAndDrawnWithItsOwnArt(t *testing.T) {
	prefs := &app.MemPrefs{}
	offeredEveryTutorial(prefs)
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	radios, _ := homeWidgets(u.Win.Content())
	if !slices.Contains(radios[0].Options, "High Card") {
		t.Fatalf("the home screen lists %q", radios[0].Options)
	}
	radios[0].SetSelected("High Card")
	radios, selects := homeWidgets(u.Win.Content())
	if len(radios) != 2 || !slices.Equal(radios[1].Options, []string{"4 cards", "3 cards (quick)"}) || !slices.Equal(selects[0].Options, []string{"2"}) {
		t.Fatalf("High Card's options %v, players %v", radios[len(radios)-1].Options, selects[0].Options)
	}
	if learn := findButton(u.Win.Content(), "Learn by playing"); learn == nil || !learn.Disabled() {
		t.Error("Learn by playing is offered for a game without a guided game")
	}
	radios[1].SetSelected("3 cards (quick)")
	test.Tap(findButton(u.Win.Content(), "Play"))
	ts := u.tableScreen()
	if ts == nil || ts.felt.game != highcard.Name {
		t.Fatal("Play did not start High Card")
	}
	if got := u.lastCfg.Options.Get("cards"); got != 3 {
		t.Fatalf("the table was set up with cards=%d", got)
	}
	drain(t, ts, myTurn(ts))
	faces, backs := cardsShown(t, u.Win.Content())
	if faces != 3 {
		t.Errorf("%d cards drawn face up with High Card's art at the start, want the 3 of the hand", faces)
	}
	if backs != 0 || !bytes.Equal(art.CardBack(highcard.Name).Content(), highcard.Descriptor.Art.Back()) {
		t.Errorf("%d cards face down on a table that hides none; the back is not the game's own", backs)
	}
	playUntil(t, ts, func() bool { return u.localTable().Over() })
	if n := len(humanMoves(u)); n != 3 {
		t.Errorf("the player made %d moves in a game of 3 cards each", n)
	}
	// The statistics count it, and their screen names it.
	drain(t, ts, func() bool { return u.Stats.Records[app.StatKeyFor(u.lastCfg)].Played == 1 })
	u.closeTable()
	u.ShowStatistics()
	if !slices.Contains(textsIn(u.Win.Content()), "High Card") {
		t.Errorf("the statistics screen does not name High Card: %q", textsIn(u.Win.Content()))
	}

	lang.Use("ja")
	defer lang.Use("en")
	if got := words.GameTitle(highcard.Descriptor.Title); got != "ハイカード" {
		t.Errorf("High Card in Japanese is %q: its words did not join ours", got)
	}
	if got := rulesText(highcard.Name, "ja"); !bytes.Contains([]byte(got), []byte("大きい数字のカードがトリックを取り")) {
		t.Errorf("the Japanese rules page is not the game's own: %.60q", got)
	}
}

// cardsShown counts the cards in o drawn with High Card's own art: faces
// (each the art's face of its card) and backs. A card of High Card drawn
// with any other picture fails the test.
func cardsShown(t *testing.T, o fyne.CanvasObject) (faces, backs int) {
	t.Helper()
	d := &highcard.Descriptor
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *cardWidget:
			if v.game != d.ID || !v.Visible() {
				return
			}
			r := test.WidgetRenderer(v).(*cardRenderer)
			want := d.Art.Back()
			if v.faceUp {
				face, ok := d.Card(v.name)
				if !ok {
					t.Fatalf("a card named %q", v.name)
				}
				want, _ = d.Art.Face(face)
			}
			if r.res == nil || !bytes.Equal(r.res.Content(), want) {
				t.Fatalf("card %q (face up %v) is not drawn with High Card's art", v.name, v.faceUp)
			}
			if v.faceUp {
				faces++
			} else {
				backs++
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			if _, ok := v.(*widget.Label); ok {
				return
			}
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return faces, backs
}
