//go:build highcard

package table

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
	"github.com/trickparty/trickparty/ui/internal/art"
)

// High Card joins the games as cmd/trickparty/highcard.go adds it to a
// build made with -tags highcard (go test -tags highcard -run HighCard ./ui/table).
func init() { games.Register(&highcard.Descriptor) }

// TestHighCardIsDrawnWithItsOwnArt: the table of a game that is one
// package and one registry line draws the hand with the game's own card
// faces and back (Descriptor.Art), through a whole game.
func TestHighCardIsDrawnWithItsOwnArt(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: highcard.Name, Players: 2, Seed: 1, Options: engine.Options{}.With("cards", 3)})
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
