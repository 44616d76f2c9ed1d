package table

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// Keyboard-only use of every screen: these tests press keys as the desktop
// driver delivers them and check what they did.

// TestKeyboardTable: Tab reaches the hand, whose selected card is lifted
// and outlined; the arrows and Enter play whole tricks, Enter takes a held
// trick in and goes on from the round summary; Escape opens and closes the
// menu; the history steps with the arrows and closes with Escape.
func TestKeyboardTable(t *testing.T) {
	u, _ := newTestUI(t)
	u.prefs.AfterTrick = "click"
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 11, Options: engine.Options{}.With("rounds", 3)})
	c := u.Win.Canvas()
	drain(t, ts, myTurn(ts))
	uitest.Press(t, c, fyne.KeyTab)
	if c.Focused() != fyne.Focusable(ts.felt.hand) {
		t.Fatalf("first Tab focused %T, want the hand", c.Focused())
	}
	sel := ts.input.allPlayable()[ts.input.selected]
	if sel.highlight != selectWhite || !sel.lifted {
		t.Fatalf("focused hand: selected card ring %v lifted %v", sel.highlight, sel.lifted)
	}
	uitest.Press(t, c, fyne.KeyRight)
	if ts.input.selected != 1 {
		t.Fatalf("Right: selected %d", ts.input.selected)
	}
	// Escape opens the menu and closes it again.
	uitest.Press(t, c, fyne.KeyEscape)
	if !uitest.OverlayOpen(c) {
		t.Fatal("Escape opened no menu")
	}
	uitest.Press(t, c, fyne.KeyEscape)
	if uitest.OverlayOpen(c) {
		t.Fatal("Escape left the menu open")
	}
	// A finished trick held for the player: Enter takes it in.
	wait := ts.director.Open(time.Time{})
	uitest.Press(t, c, fyne.KeyReturn)
	select {
	case <-wait:
	default:
		t.Fatal("Enter did not take the held trick in")
	}
	plays, summaries := 0, 0
	for i := 0; i < 2000 && summaries < 1; i++ {
		drain(t, ts, func() bool { return myTurn(ts)() || ts.director.Waits() || ts.felt.panel.obj != nil })
		switch {
		case ts.felt.panel.obj != nil:
			over := ts.model.View().Phase == engine.Finished
			uitest.Press(t, c, fyne.KeyReturn)
			if over && u.tableScreen() != ts {
				summaries++ // Enter on game over plays again
				break
			}
			if ts.felt.panel.obj != nil {
				t.Fatalf("Enter left the round summary open (waits %v, primary %v, focus %T)", ts.director.Waits(), ts.felt.panel.primary != nil, c.Focused())
			}
			summaries++
		case ts.director.Waits():
			uitest.Press(t, c, fyne.KeyReturn)
			if ts.director.Waits() {
				t.Fatal("Enter did not take the trick in")
			}
		default:
			uitest.Press(t, c, fyne.KeyReturn)
			if !ts.model.Busy() {
				// Not a legal card: the next one.
				uitest.Press(t, c, fyne.KeyRight)
				continue
			}
			plays++
			drain(t, ts, func() bool { return !ts.model.Busy() })
		}
	}
	if plays < 3 || summaries == 0 {
		t.Fatalf("keys played %d cards and closed %d summaries", plays, summaries)
	}
	// History: Tab to it, Enter, Left steps back, Escape closes.
	uitest.TabTo(t, c, "History")
	uitest.Press(t, c, fyne.KeyReturn)
	top := c.Overlays().Top()
	if top == nil {
		t.Fatal("Enter on History opened nothing")
	}
	where := uitest.FindFirst(top, func(l *widget.Label) bool { return strings.HasPrefix(l.Text, "Trick ") })
	if where == nil {
		t.Fatal("no trick counter in the history")
	}
	was := where.Text
	uitest.Press(t, c, fyne.KeyLeft)
	if where.Text == was {
		t.Fatalf("Left in the history stayed at %q", was)
	}
	uitest.Press(t, c, fyne.KeyEscape)
	if uitest.OverlayOpen(c) {
		t.Fatal("Escape left the history open")
	}
}

// TestKeyboardTripDraft: the split with the arrows and Enter, Confirm
// split by Tab and Enter, then a set picked by Tab and Enter.
func TestKeyboardTripDraft(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 3})
	c := u.Win.Canvas()
	drain(t, ts, func() bool { return splitting(ts.model.View()) && !ts.model.Busy() })
	if !ts.felt.stand.button.Disabled() {
		t.Fatal("Confirm split enabled before any card is placed")
	}
	uitest.Press(t, c, fyne.KeyTab) // the hand
	// Enter puts the selected card in the stand; the row closes up, so
	// the next card takes its place and the selection.
	for i := 0; i < 6; i++ {
		if i == 4 && !ts.felt.stand.button.Disabled() {
			t.Fatal("Confirm split enabled with four cards placed")
		}
		uitest.Press(t, c, fyne.KeyReturn)
	}
	if len(ts.model.Slots()[0]) != 3 || len(ts.model.Slots()[1]) != 3 {
		t.Fatalf("six Enters filled the slots %v", ts.model.Slots())
	}
	uitest.TabTo(t, c, "Confirm split")
	uitest.Press(t, c, fyne.KeyReturn)
	if !ts.model.Busy() && splitting(ts.model.View()) {
		t.Fatal("Enter on Confirm split sent nothing")
	}
	drain(t, ts, func() bool {
		return picking(ts.model.View()) && !ts.model.Busy() && ts.model.View().ToMove.Has(ts.model.Human())
	})
	uitest.TabTo(t, c, "Pick set 1")
	uitest.Press(t, c, fyne.KeyReturn)
	if !ts.model.Busy() {
		t.Fatal("Enter on Pick set 1 sent nothing")
	}
}

// TestKeyboardLeadPrompt: Gudetama's "who leads" prompt takes the focus
// when it appears; Tab moves between the choices and Enter answers.
func TestKeyboardLeadPrompt(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands:  [][]string{{"14", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}, {"1", "6", "7", "8", "9"}},
	}}}
	ts := startGame(t, u, cfg)
	c := u.Win.Canvas()
	drain(t, ts, myTurn(ts))
	uitest.Press(t, c, fyne.KeyTab)
	for ts.input.allPlayable()[ts.input.selected].name != "14" {
		uitest.Press(t, c, fyne.KeyRight)
	}
	uitest.Press(t, c, fyne.KeyReturn)
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	first := uitest.TextOf(c.Focused())
	if first == "" {
		t.Fatalf("the prompt has no focus (%T)", c.Focused())
	}
	uitest.Press(t, c, fyne.KeyTab)
	second := uitest.TextOf(c.Focused())
	if second == "" || second == first {
		t.Fatalf("Tab from %q went to %q", first, second)
	}
	uitest.Press(t, c, fyne.KeyReturn)
	m := humanMoves(u)
	if lead, ok := leadOf(m[len(m)-1]); !ok || ts.felt.seatName(lead) != second {
		last := m[len(m)-1]
		t.Fatalf("last move %+v, want the lead to %s", last, second)
	}
}
