package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// Keyboard-only use of every screen: these tests press keys as the desktop
// driver delivers them and check what they did.

// press delivers a key as Fyne's desktop driver does: Tab and Shift+Tab
// move the focus, any other key goes to the focused widget or, when none
// has the focus, to the window's key handler; Space also types a space.
func press(t *testing.T, c fyne.Canvas, k fyne.KeyName) {
	t.Helper()
	if k == fyne.KeyTab {
		c.FocusNext()
		return
	}
	ev := &fyne.KeyEvent{Name: k}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		if k == fyne.KeySpace {
			f.TypedRune(' ')
		}
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// textOf is a focusable's label, for finding it by Tab.
func textOf(f fyne.Focusable) string {
	switch w := f.(type) {
	case *widgets.KeyButton:
		return w.Text
	case *widget.Button:
		return w.Text
	}
	return ""
}

// tabTo presses Tab until a widget whose label starts with label has the
// focus, and fails if a whole round of Tabs never gets there.
func tabTo(t *testing.T, c fyne.Canvas, label string) fyne.Focusable {
	t.Helper()
	var seen []string
	for i := 0; i < 80; i++ {
		press(t, c, fyne.KeyTab)
		f := c.Focused()
		if f != nil && strings.HasPrefix(textOf(f), label) {
			return f
		}
		seen = append(seen, textOf(f))
	}
	t.Fatalf("Tab never reached %q; it went through %q", label, seen)
	return nil
}

func overlayOpen(c fyne.Canvas) bool { return c.Overlays().Top() != nil }

// TestKeyboardHomeAndDialogs: from the home screen, Tab and Enter open
// Rules, Statistics, Settings and About, and Escape closes each (also
// with the focus inside the dialog); Tab to Play and Enter starts a game.
func TestKeyboardHomeAndDialogs(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowHome()
	c := u.Win.Canvas()
	for _, name := range []string{"Rules", "Statistics", "Settings", "About"} {
		tabTo(t, c, name)
		press(t, c, fyne.KeyReturn)
		if !overlayOpen(c) {
			t.Fatalf("Enter on %s opened nothing", name)
		}
		press(t, c, fyne.KeyEscape)
		if overlayOpen(c) {
			t.Fatalf("Escape left %s open", name)
		}
	}
	// Escape also closes a dialog whose button has the focus.
	tabTo(t, c, "About")
	press(t, c, fyne.KeySpace)
	tabTo(t, c, "Close")
	press(t, c, fyne.KeyEscape)
	if overlayOpen(c) {
		t.Fatal("Escape on the focused Close button left About open")
	}
	offeredEveryTutorial(u.prefs) // Play plays
	tabTo(t, c, "Play")
	press(t, c, fyne.KeyReturn)
	if u.tableScreen() == nil {
		t.Fatal("Enter on Play started no game")
	}
}

// TestKeyboardTable: Tab reaches the hand, whose selected card is lifted
// and outlined; the arrows and Enter play whole tricks, Enter takes a held
// trick in and goes on from the round summary; Escape opens and closes the
// menu; the history steps with the arrows and closes with Escape.
func TestKeyboardTable(t *testing.T) {
	u, _ := newTestUI(t)
	u.Settings.AfterTrick = "click"
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 11, Options: engine.Options{}.With("rounds", 3)})
	c := u.Win.Canvas()
	drain(t, ts, myTurn(ts))
	press(t, c, fyne.KeyTab)
	if c.Focused() != fyne.Focusable(ts.felt.hand) {
		t.Fatalf("first Tab focused %T, want the hand", c.Focused())
	}
	sel := ts.input.allPlayable()[ts.input.selected]
	if sel.highlight != selectWhite || !sel.lifted {
		t.Fatalf("focused hand: selected card ring %v lifted %v", sel.highlight, sel.lifted)
	}
	press(t, c, fyne.KeyRight)
	if ts.input.selected != 1 {
		t.Fatalf("Right: selected %d", ts.input.selected)
	}
	// Escape opens the menu and closes it again.
	press(t, c, fyne.KeyEscape)
	if !overlayOpen(c) {
		t.Fatal("Escape opened no menu")
	}
	press(t, c, fyne.KeyEscape)
	if overlayOpen(c) {
		t.Fatal("Escape left the menu open")
	}
	// A finished trick held for the player: Enter takes it in.
	wait := ts.director.Open(time.Time{})
	press(t, c, fyne.KeyReturn)
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
			press(t, c, fyne.KeyReturn)
			if over && u.tableScreen() != ts {
				summaries++ // Enter on game over plays again
				break
			}
			if ts.felt.panel.obj != nil {
				t.Fatalf("Enter left the round summary open (waits %v, primary %v, focus %T)", ts.director.Waits(), ts.felt.panel.primary != nil, c.Focused())
			}
			summaries++
		case ts.director.Waits():
			press(t, c, fyne.KeyReturn)
			if ts.director.Waits() {
				t.Fatal("Enter did not take the trick in")
			}
		default:
			press(t, c, fyne.KeyReturn)
			if !ts.model.Busy() {
				// Not a legal card: the next one.
				press(t, c, fyne.KeyRight)
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
	tabTo(t, c, "History")
	press(t, c, fyne.KeyReturn)
	top := c.Overlays().Top()
	if top == nil {
		t.Fatal("Enter on History opened nothing")
	}
	where := findFirst(top, func(l *widget.Label) bool { return strings.HasPrefix(l.Text, "Trick ") })
	if where == nil {
		t.Fatal("no trick counter in the history")
	}
	was := where.Text
	press(t, c, fyne.KeyLeft)
	if where.Text == was {
		t.Fatalf("Left in the history stayed at %q", was)
	}
	press(t, c, fyne.KeyEscape)
	if overlayOpen(c) {
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
	press(t, c, fyne.KeyTab) // the hand
	// Enter puts the selected card in the stand; the row closes up, so
	// the next card takes its place and the selection.
	for i := 0; i < 6; i++ {
		if i == 4 && !ts.felt.stand.button.Disabled() {
			t.Fatal("Confirm split enabled with four cards placed")
		}
		press(t, c, fyne.KeyReturn)
	}
	if len(ts.model.Slots()[0]) != 3 || len(ts.model.Slots()[1]) != 3 {
		t.Fatalf("six Enters filled the slots %v", ts.model.Slots())
	}
	tabTo(t, c, "Confirm split")
	press(t, c, fyne.KeyReturn)
	if !ts.model.Busy() && splitting(ts.model.View()) {
		t.Fatal("Enter on Confirm split sent nothing")
	}
	drain(t, ts, func() bool {
		return picking(ts.model.View()) && !ts.model.Busy() && ts.model.View().ToMove.Has(ts.model.Human())
	})
	tabTo(t, c, "Pick this set")
	press(t, c, fyne.KeyReturn)
	if !ts.model.Busy() {
		t.Fatal("Enter on Pick this set sent nothing")
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
	press(t, c, fyne.KeyTab)
	for ts.input.allPlayable()[ts.input.selected].name != "14" {
		press(t, c, fyne.KeyRight)
	}
	press(t, c, fyne.KeyReturn)
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	first := textOf(c.Focused())
	if first == "" {
		t.Fatalf("the prompt has no focus (%T)", c.Focused())
	}
	press(t, c, fyne.KeyTab)
	second := textOf(c.Focused())
	if second == "" || second == first {
		t.Fatalf("Tab from %q went to %q", first, second)
	}
	press(t, c, fyne.KeyReturn)
	m := humanMoves(u)
	if lead, ok := leadOf(m[len(m)-1]); !ok || ts.felt.seatName(lead) != second {
		last := m[len(m)-1]
		t.Fatalf("last move %+v, want the lead to %s", last, second)
	}
}

// tabToObj presses Tab until o has the focus.
func tabToObj(t *testing.T, c fyne.Canvas, o fyne.Focusable) {
	t.Helper()
	for i := 0; i < 80; i++ {
		press(t, c, fyne.KeyTab)
		if c.Focused() == o {
			return
		}
	}
	t.Fatalf("Tab never reached %T", o)
}

// TestKeyboardLAN: with Tab, typing and Enter only, host a table (its
// waiting room shows the code), close it, go back home, and join a table
// by address and code.
func TestKeyboardLAN(t *testing.T) {
	u, q := lanTestUI(t)
	u.ShowHome()
	c := u.Win.Canvas()
	tabTo(t, c, "Host game")
	press(t, c, fyne.KeyReturn)
	tabTo(t, c, "Open the table")
	press(t, c, fyne.KeyReturn)
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	if u.lan.room.code.Text == "" {
		t.Fatal("no join code in the room")
	}
	tabTo(t, c, "Close the table")
	press(t, c, fyne.KeyReturn)
	if u.lan != nil && u.lan.room != nil {
		t.Fatal("Enter on Close the table left the room")
	}
	tabTo(t, c, "Back")
	press(t, c, fyne.KeyReturn)
	tabTo(t, c, "Join game")
	press(t, c, fyne.KeyReturn)
	if u.lan == nil || u.lan.join == nil {
		t.Fatal("Enter on Join game showed no Join screen")
	}
	h := testHost(t, 2, 1)
	js := u.lan.join
	tabToObj(t, c, js.addr)
	test.Type(js.addr, h.Addr().String())
	tabToObj(t, c, js.code)
	test.Type(js.code, "ABCD23")
	press(t, c, fyne.KeyReturn)
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
}
