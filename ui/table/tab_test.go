package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestFirstTabReachesTheHand: at the table the first Tab goes to the hand,
// also after a click on the score sheet or the game log (a click there
// took the keyboard focus, so Tab went on to the sidebar's buttons, or to
// the sheet, a Tab stop of its own before them); from the hand Tab goes
// to the buttons.
func TestFirstTabReachesTheHand(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 11})
	c := u.Win.Canvas()
	drain(t, ts, myTurn(ts))
	ts.panel.side.addLog("a line of the log")
	ts.felt.redraw()
	for _, click := range []struct {
		what string
		do   func()
	}{
		{"nothing", func() {}},
		{"the score sheet", func() { test.TapAt(ts.panel.side.sheet, fyne.NewPos(8, 8)) }},
		{"the log", func() {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(ts.panel.side.logList)
			test.TapCanvas(c, p.Add(fyne.NewPos(12, 12)))
		}},
	} {
		c.Unfocus()
		click.do()
		if f := c.Focused(); f != nil {
			t.Errorf("a click on %s gave the keyboard to %T", click.what, f)
		}
		uitest.Press(t, c, fyne.KeyTab)
		if f := c.Focused(); f != fyne.Focusable(ts.felt.hand) {
			t.Errorf("after a click on %s the first Tab went to %T %q, want the hand", click.what, f, uitest.TextOf(f))
		}
	}
	uitest.Press(t, c, fyne.KeyTab)
	if f := c.Focused(); uitest.TextOf(f) != "Hint" {
		t.Fatalf("Tab from the hand went to %T %q, want Hint", f, uitest.TextOf(f))
	}
}
