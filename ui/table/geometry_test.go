package table

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
)

// windowSizes are the window sizes the table must fit, smallest first.
var windowSizes = []fyne.Size{
	{Width: 800, Height: 560}, {Width: 800, Height: 600}, {Width: 1024, Height: 768}, {Width: 1280, Height: 800},
	{Width: 1366, Height: 768}, {Width: 1920, Height: 1080}, {Width: 2560, Height: 1440},
	{Width: 3840, Height: 2160}, {Width: 900, Height: 1200},
}

// workAreas are screens' work areas (the screen less its task bar or
// panels): an 800x600 screen bare and with a panel, a small laptop, a
// 1366x768 laptop under a desktop's panel and dock, and larger screens.
var workAreas = []fyne.Size{
	{Width: 800, Height: 600}, {Width: 800, Height: 568}, {Width: 1024, Height: 740},
	{Width: 1366, Height: 705}, {Width: 1280, Height: 800}, {Width: 1440, Height: 870},
	{Width: 1920, Height: 1048}, {Width: 2560, Height: 1400}, {Width: 3840, Height: 2112},
}

// TestWindowOpensWithinTheScreen: the window's first size is the usual
// 1280x800 where the screen's work area holds it, and the largest the
// work area allows where it does not (it opened at 1280x800 on an 800x600
// screen, Play below the edge); an unknown screen gets the usual size.
func TestWindowOpensWithinTheScreen(t *testing.T) {
	for _, work := range workAreas {
		got := FirstWindowSize(work)
		want := fyne.NewSize(min(1280, work.Width), min(800, work.Height))
		if got != want {
			t.Errorf("work area %v: the window opens at %v, want %v", work, got, want)
		}
	}
	if got := FirstWindowSize(fyne.Size{}); got != fyne.NewSize(1280, 800) {
		t.Errorf("an unknown screen: the window opens at %v", got)
	}
	// A screen smaller than any the app fits: as small as it allows.
	if got := FirstWindowSize(fyne.NewSize(640, 480)); got != MinWindow {
		t.Errorf("a 640x480 screen: the window opens at %v, want %v", got, MinWindow)
	}
	u, _ := newTestUI(t)
	if u.Win.Padded() {
		t.Error("the window is padded: a frame around the felt, and 8 px more than the table's minimum")
	}
}

// feltSizesChecked are the window sizes the geometry is checked at: the
// usual ones, the window's first size on every screen of workAreas, and
// the smallest window the table allows.
func feltSizesChecked() []fyne.Size {
	sizes := append([]fyne.Size{}, windowSizes...)
	for _, work := range workAreas {
		sizes = append(sizes, FirstWindowSize(work))
	}
	return append(sizes, (&sidebarLayout{}).MinSize(nil))
}

// TestTableGeometryFitsEveryWindow: from the smallest window the table
// allows to 3840x2160, and at the size the window opens at on each screen
// of workAreas, for every game's player counts, with and without a
// face-down row, at every card size and from every seat, nothing on the
// felt leaves it or overlaps anything else, and the cards keep a readable
// size.
func TestTableGeometryFitsEveryWindow(t *testing.T) {
	checked := 0
	for _, win := range feltSizesChecked() {
		felt := fyne.NewSize(win.Width-sidebarWidthFor(win.Width), win.Height)
		for _, d := range app.Games() {
			for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
				for _, facedown := range []int{0, 3} {
					for _, scale := range []float32{0.8, 1, 1.25} {
						for _, me := range []int{0, players - 1} {
							s := tableShape{players: players, me: me, hand: 12, facedown: facedown, scale: scale}
							name := fmt.Sprintf("%vx%v %s %dp fd%d x%.2f seat%d", win.Width, win.Height, d.ID, players, facedown, scale, me)
							checkGeometry(t, name, layoutTable(felt, s), s)
							checked++
						}
					}
				}
			}
		}
	}
	if m := (&sidebarLayout{}).MinSize(nil); m.Width > MinWindow.Width || m.Height > MinWindow.Height {
		t.Errorf("the table's minimum size %v is larger than the smallest window %v", m, MinWindow)
	}
	if checked < 500 {
		t.Fatalf("only %d layouts checked", checked)
	}
}

func checkGeometry(t *testing.T, name string, g geometry, s tableShape) {
	t.Helper()
	type part struct {
		what string
		r    rect
	}
	var parts []part
	for i, r := range g.seat {
		parts = append(parts, part{fmt.Sprintf("seat %d", i), r})
	}
	for i, p := range g.trick {
		parts = append(parts, part{fmt.Sprintf("trick card of seat %d", i), rect{p, g.trickCard}})
	}
	for i, p := range g.facedown {
		parts = append(parts, part{fmt.Sprintf("face-down card %d", i), rect{p, g.facedownCard}})
	}
	hand := rect{g.hand[0], fyne.NewSize(g.hand[len(g.hand)-1].X+g.card.Width-g.hand[0].X, g.card.Height)}
	parts = append(parts, part{"hand", hand}, part{"status", g.status}, part{"message", g.message})
	for _, p := range parts {
		if !p.r.within(g.area) || p.r.size.Width <= 0 || p.r.size.Height <= 0 {
			t.Fatalf("%s: %s %+v is not on the felt %+v", name, p.what, p.r, g.area.size)
		}
	}
	for i, a := range parts {
		for _, b := range parts[i+1:] {
			if a.r.overlaps(b.r) {
				t.Fatalf("%s: %s %+v overlaps %s %+v", name, a.what, a.r, b.what, b.r)
			}
		}
	}
	// The held trick's reasons: on the felt, under the trick, clear of
	// every seat, the hand and the status line, never narrower than the
	// middle.
	if !g.reasons.within(g.area) || g.reasons.overlaps(g.drop) || g.reasons.overlaps(hand) || g.reasons.overlaps(g.status) {
		t.Fatalf("%s: the reasons' room %+v leaves the felt or covers the trick %+v, the hand %+v or the status %+v", name, g.reasons, g.drop, hand, g.status)
	}
	if g.reasons.size.Width < g.message.size.Width {
		t.Fatalf("%s: the reasons' room %+v is narrower than the message line %+v", name, g.reasons, g.message)
	}
	for i, r := range g.seat {
		if g.reasons.overlaps(r) && g.reasons.size.Width > g.middle.size.Width {
			t.Fatalf("%s: the reasons' room %+v, wider than the middle, overlaps seat %d %+v", name, g.reasons, i, r)
		}
	}
	for i, r := range g.seat {
		if g.drop.overlaps(r) {
			t.Fatalf("%s: the drop zone %+v overlaps seat %d %+v", name, g.drop, i, r)
		}
	}
	for i := range g.trick {
		// The card with its name and reason tags: the reason under the
		// player's own card once hung over the drop zone's frame.
		if f := g.trickFootprint(i); !f.within(g.drop) {
			t.Errorf("%s: trick card of seat %d with its tags %+v lies outside the drop zone %+v (apart %v)", name, i, f, g.drop, g.tagsApart)
		}
		for j := i + 1; j < len(g.trick) && g.tagsApart; j++ {
			if a, b := g.trickFootprint(i), g.trickFootprint(j); a.overlaps(b) {
				t.Fatalf("%s: trick cards of seats %d and %d with their tags overlap: %+v, %+v", name, i, j, a, b)
			}
		}
	}
	// Up to five players the tags have room from a felt 600 px tall (at
	// 800x600 with five players, "3. Chloé · face-down" ran over "2.
	// Bruno"); below that, five players' cards would shrink too far.
	if !g.tagsApart && s.players <= 5 && g.area.size.Height >= 600 {
		t.Errorf("%s: the trick's tags overlap", name)
	}
	if !g.drop.within(g.middle) || !g.middle.within(g.area) {
		t.Fatalf("%s: drop zone %+v or middle %+v out of place", name, g.drop, g.middle)
	}
	// Readable cards: a hand card is at least 60 px tall, a trick card
	// at least 45; on a big felt the hand grows with it.
	if g.card.Height < 60*s.scale*0.99 || g.trickCard.Height < 45 {
		t.Fatalf("%s: cards too small: hand %v, trick %v", name, g.card, g.trickCard)
	}
	if g.area.size.Height >= 1400 && g.card.Height < g.area.size.Height*0.12*s.scale {
		t.Fatalf("%s: the hand (%v) does not grow with the felt %v", name, g.card, g.area.size)
	}
}

// TestHeldReasonsUseTheFeltsWidth: at 800x600 with three to five players
// the reasons under a held trick take the felt's width below the side
// seats, not only the middle between them (247 px, where a Gummi reason
// that also says what its winner took shrank to 9 px and less).
func TestHeldReasonsUseTheFeltsWidth(t *testing.T) {
	felt := fyne.NewSize(800-sidebarWidthFor(800), 600)
	for players := 3; players <= 5; players++ {
		g := layoutTable(felt, tableShape{players: players, hand: 12, facedown: 3, scale: 1})
		if g.reasons.size.Width < 2*g.middle.size.Width {
			t.Errorf("%d players: the reasons' room %+v is not much wider than the middle (%v)", players, g.reasons, g.middle.size.Width)
		}
		if h := g.reasons.size.Height; h < 12*float32(players+1) {
			t.Errorf("%d players: the reasons' room %+v has no line for each winner and who leads next", players, g.reasons)
		}
	}
}
