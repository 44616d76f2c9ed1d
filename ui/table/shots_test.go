package table

import (
	"context"
	"flag"
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// -shots DIR saves the moments TestTableMoments walks through as PNGs,
// drawn by Fyne's software painter with the real card art, so a reviewer
// can look at the held trick, the round summary and the game over without
// a display: go test ./ui -run TableMoments -shots build/screenshots
var shotsDir = flag.String("shots", "", "save the table's moments as PNGs in this directory")

// TestTableMoments plays a game of each kind to its held trick, its first
// round summary and its end, checking each moment is on the table.
func TestTableMoments(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 5, Seed: 7, Options: engine.Options{}.With("rounds", 3)},
		{Game: "gudetama", Players: 4, Seed: 3, Options: engine.Options{}.With("target", 12)},
		{Game: "trip", Players: 4, Seed: 5, Options: engine.Options{}.With("rounds", 2)},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			u, _ := newTestUI(t)
			if *shotsDir != "" {
				art.Rasterize = art.DrawSVG
			}
			ts := startGame(t, u, cfg)
			// The first finished trick, as the pump holds it.
			playUntil(t, ts, func() bool { return len(ts.record.Tricks()) > 0 || ts.model.Holding() })
			for !ts.model.Holding() || len(ts.model.Winners()) == 0 {
				ev := <-ts.run.events
				if ev.Kind == app.TrickCompleted {
					ts.holdTrick(ev)
					break
				}
				ts.handle(context.Background(), ev, false)
			}
			if len(ts.felt.trick.cards) != cfg.Players {
				t.Fatalf("held trick shows %d cards", len(ts.felt.trick.cards))
			}
			shoot(t, u, cfg.Game+"-trick")
			ts.releaseTrick()
			playUntil(t, ts, func() bool { return ts.felt.panel.obj != nil })
			if !ts.felt.panel.round || len(ts.felt.handW) != 0 {
				t.Fatalf("round summary open %v over a hand of %d", ts.felt.panel.round, len(ts.felt.handW))
			}
			shoot(t, u, cfg.Game+"-round")
			playUntil(t, ts, func() bool {
				if ts.model.DealHeld() {
					ts.closeSummary()
				}
				return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
			})
			if uitest.FindButton(ts.felt.panel.obj, "Play again") == nil {
				t.Fatal("the game-over panel has no Play again")
			}
			shoot(t, u, cfg.Game+"-over")
			for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 2560, Height: 1440}} {
				u.Win.Resize(size)
				shoot(t, u, fmt.Sprintf("%s-over-%vx%v", cfg.Game, size.Width, size.Height))
			}
		})
	}
}

// shoot saves the window as NAME.png in the -shots directory, if any.
func shoot(t *testing.T, u *testWindow, name string) { uitest.Shoot(t, u.Win, *shotsDir, name) }
