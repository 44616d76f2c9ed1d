package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// TestAGameWithAnUndoIsCountedApart: Ctrl+Z (Fyne's Undo shortcut) takes
// a move back at the table shown, and the finished game then counts in
// Statistics under the key of games with moves taken back, not with the
// games played straight.
func TestAGameWithAnUndoIsCountedApart(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 8}
	ts := startGame(t, u, cfg)
	playUntil(t, ts, func() bool { return len(u.localTable().Moves()) > 0 && drive(ts).CanUndo() })
	drain(t, ts, func() bool { return ts.Session().Observation().ToMove().Has(0) })
	before := len(u.localTable().Moves())
	sc, ok := u.Win.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	if !ok {
		t.Fatal("the test canvas takes no shortcuts")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if u.localTable().Undos() != 1 || len(u.localTable().Moves()) >= before {
		t.Fatalf("Ctrl+Z took nothing back: %d undos, %d moves (were %d)", u.localTable().Undos(), len(u.localTable().Moves()), before)
	}
	playUntil(t, ts, func() bool {
		return u.Stats.Records[app.StatKeyUndone(cfg)].Played == 1
	})
	if r, ok := u.Stats.Records[app.StatKeyFor(cfg)]; ok && r.Played != 0 {
		t.Fatalf("the game with an undo was counted with the straight games: %+v", r)
	}
}
