package ui

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestNoUIChangeOnceTheWindowIsGone: once the window has closed, Fyne
// runs what fyne.Do is handed at once, on the caller's goroutine (its
// loop no longer takes anything); a table's pump and the LAN watchers
// still running then redrew the seats' plates off the UI goroutine. The
// table's way to the UI goroutine (the Shell's Do) runs a change while
// the window is open, and none once it has closed.
func TestNoUIChangeOnceTheWindowIsGone(t *testing.T) {
	u, _ := newTestUI(t)
	startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 1})
	before := runOnUI
	// As Fyne's driver once its loop has stopped: at once, here.
	runOnUI = func(f func()) { f() }
	t.Cleanup(func() { runOnUI = before })
	ran := 0
	shell{u}.Do(func() { ran++ })
	if ran != 1 {
		t.Fatalf("with the window open, %d of 1 UI change ran", ran)
	}
	u.Win.Close()
	shell{u}.Do(func() { ran++ })
	if ran != 1 {
		t.Fatal("a UI change ran after the window closed")
	}
}
