package table

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/assets"
)

// TestCardsAndTheirTagsFitEverySize: at every size the gallery looks at
// and every card size, the player's cards, raised as the card to play,
// lie inside the felt, and a card played from the face-down row keeps its
// tags whole ("from the r…" was cut at 800x600), in English and Japanese.
func TestCardsAndTheirTagsFitEverySize(t *testing.T) {
	newTestUI(t)
	t.Cleanup(func() { setLanguage("en") })
	names := []string{"Aiko", "Bruno", "Chloé", "Dev", "You"}
	for _, code := range []string{"en", "ja"} {
		setLanguage(code)
		for _, win := range gallerySizes {
			felt := fyne.NewSize(win.Width-sidebarWidthFor(win.Width), win.Height)
			for _, scale := range []float32{0.8, 1, 1.25} {
				for _, players := range []int{3, 5} {
					name := fmt.Sprintf("%s %vx%v cards x%v, %d players", code, win.Width, win.Height, scale, players)
					g := layoutTable(felt, tableShape{players: players, hand: 12, facedown: 3, scale: scale})
					for i, p := range append(append([]fyne.Position(nil), g.hand...), g.facedown...) {
						size := g.card
						if i >= len(g.hand) {
							size = g.facedownCard
						}
						if p.Y-cardRaise(size) < 0 || p.Y+size.Height > felt.Height+0.5 || p.X < -0.5 || p.X+size.Width > felt.Width+0.5 {
							t.Errorf("%s: a card at %v size %v is cut by the felt %v", name, p, size, felt)
						}
					}
					for i := range players {
						tag := newNameTag("")
						text, sub := trickTag(i, names[i], true)
						tag.set(text, true)
						tag.setSub(sub)
						tag.place(g.trick[i], g.trickCard, g.chrome)
						if tag.cut {
							t.Errorf("%s: the tag %q / %q of a card from the row is cut to %q / %q", name, text, sub, tag.text.Text, tag.sub.Text)
						}
					}
				}
			}
		}
	}
}

// TestGummiPipsAreReadable: the pips of a Gummi card's points coin are at
// least 4 px across on a medium card at 1280x800 (they were 3 px, too
// small to count), and no smaller than they were at 800x600.
func TestGummiPipsAreReadable(t *testing.T) {
	for _, c := range []struct {
		win   fyne.Size
		least float64
	}{{defaultWindow, 4}, {fyne.NewSize(800, 600), 2.5}} {
		felt := fyne.NewSize(c.win.Width-sidebarWidthFor(c.win.Width), c.win.Height)
		g := layoutTable(felt, tableShape{players: 4, hand: 9, facedown: 3, scale: 1})
		if d := assets.GummiPipDiameter() * float64(g.card.Width); d < c.least {
			t.Errorf("%v: a pip is %.1f px across on a %.0f px card, want %.1f", c.win, d, g.card.Width, c.least)
		}
	}
}

// TestATagDrawsBothLinesOfItsSecondLine: the scene takes a tag's objects
// before it is placed; a second line that place then breaks in two is
// drawn whole (the card just played showed "from" without "the row").
func TestATagDrawsBothLinesOfItsSecondLine(t *testing.T) {
	newTestUI(t)
	tag := newNameTag("4. Dev")
	tag.setSub("from the row")
	objs := tag.objects()
	tag.place(fyne.NewPos(0, 0), fyne.NewSize(30, 42), 0.8)
	if tag.sub2.Text == "" {
		t.Fatalf("%q on a 30 px card is on one line: %q", tag.subFull, tag.sub.Text)
	}
	found := false
	for _, o := range objs {
		found = found || o == fyne.CanvasObject(tag.sub2)
	}
	if !found {
		t.Errorf("the tag's objects, taken before it was placed, leave out %q", tag.sub2.Text)
	}
}
