package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// Keyboard-only use of every screen: these tests press keys as the desktop
// driver delivers them and check what they did.

// TestKeyboardHomeAndDialogs: from the home screen, Tab and Enter open
// Rules, Statistics, Settings and About, and Escape closes each (also
// with the focus inside the dialog); Tab to Play and Enter starts a game.
func TestKeyboardHomeAndDialogs(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowHome()
	c := u.Win.Canvas()
	for _, name := range []string{"Rules", "Statistics", "Settings", "About"} {
		uitest.TabTo(t, c, name)
		uitest.Press(t, c, fyne.KeyReturn)
		if !uitest.OverlayOpen(c) {
			t.Fatalf("Enter on %s opened nothing", name)
		}
		uitest.Press(t, c, fyne.KeyEscape)
		if uitest.OverlayOpen(c) {
			t.Fatalf("Escape left %s open", name)
		}
	}
	// Escape also closes a dialog whose button has the focus.
	uitest.TabTo(t, c, "About")
	uitest.Press(t, c, fyne.KeySpace)
	uitest.TabTo(t, c, "Close")
	uitest.Press(t, c, fyne.KeyEscape)
	if uitest.OverlayOpen(c) {
		t.Fatal("Escape on the focused Close button left About open")
	}
	offeredEveryTutorial(u.prefs) // Play plays
	uitest.TabTo(t, c, "Play")
	uitest.Press(t, c, fyne.KeyReturn)
	if u.tableScreen() == nil {
		t.Fatal("Enter on Play started no game")
	}
}

// TestKeyboardLAN: with Tab, typing and Enter only, host a table (its
// waiting room shows the code), close it, go back home, and join a table
// by address and code.
func TestKeyboardLAN(t *testing.T) {
	u, q := lanTestUI(t)
	u.ShowHome()
	c := u.Win.Canvas()
	uitest.TabTo(t, c, "Host game")
	uitest.Press(t, c, fyne.KeyReturn)
	uitest.TabTo(t, c, "Open the table")
	uitest.Press(t, c, fyne.KeyReturn)
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	if u.lan.room.code.Text == "" {
		t.Fatal("no join code in the room")
	}
	uitest.TabTo(t, c, "Close the table")
	uitest.Press(t, c, fyne.KeyReturn)
	if u.lan != nil && u.lan.room != nil {
		t.Fatal("Enter on Close the table left the room")
	}
	uitest.TabTo(t, c, "Back")
	uitest.Press(t, c, fyne.KeyReturn)
	uitest.TabTo(t, c, "Join game")
	uitest.Press(t, c, fyne.KeyReturn)
	if u.lan == nil || u.lan.join == nil {
		t.Fatal("Enter on Join game showed no Join screen")
	}
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 2, Seed: 4}, 1)
	js := u.lan.join
	uitest.TabToObj(t, c, js.addr)
	test.Type(js.addr, h.Addr().String())
	uitest.TabToObj(t, c, js.code)
	test.Type(js.code, "ABCD23")
	uitest.Press(t, c, fyne.KeyReturn)
	runUI(t, q, "the table", func() bool { return u.tableScreen() != nil })
}
