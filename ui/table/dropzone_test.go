package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/engine"
)

// TestTheDropZoneLightsWhereADropPlays: a card dragged so that it covers
// the drop zone well - its middle just under the zone's foot, where the
// table meets the status line with 3 players - lights the zone and plays
// when let go; a card clear of the zone lights nothing and springs back.
// What the zone shows while a card is dragged is what letting go does.
func TestTheDropZoneLightsWhereADropPlays(t *testing.T) {
	for _, size := range gallerySizes[:2] {
		u, _ := newTestUI(t)
		ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 4})
		u.Win.Resize(size)
		drain(t, ts, myTurn(ts))
		g := ts.felt.geometryFor(ts.felt.Size())
		in := ts.input
		hot := func() bool { return ts.felt.drop.StrokeWidth == 3 }
		place := func(c *cardWidget, mid fyne.Position) {
			c.Move(mid.Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2)))
			in.cardDragged(c, &fyne.DragEvent{})
		}
		c := handCard(ts, true)
		// Clear of the zone, under it: nothing lit, and the card goes home.
		place(c, fyne.NewPos(g.drop.centre().X, g.drop.bottom()+c.Size().Height*0.6))
		if hot() {
			t.Errorf("at %v a card clear of the drop zone lights it", size)
		}
		in.cardDropped(c)
		if ts.model.PendingCard() != "" {
			t.Fatalf("at %v a card let go clear of the drop zone was played", size)
		}
		// Its middle just under the zone's foot, a third of it over the
		// zone: lit, and played.
		c = handCard(ts, true)
		place(c, fyne.NewPos(g.drop.centre().X, g.drop.bottom()+c.Size().Height*0.2))
		if !hot() {
			t.Errorf("at %v a card a third over the drop zone does not light it", size)
		}
		name := c.name
		in.cardDropped(c)
		if ts.model.PendingCard() != name {
			t.Errorf("at %v a card let go a third over the lit drop zone was not played (pending %q)", size, ts.model.PendingCard())
		}
	}
}
