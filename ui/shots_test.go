package ui

import (
	"context"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
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
		{Game: "gummi", Players: 5, Seed: 7, Options: engine.Options{Rounds: 3}},
		{Game: "gudetama", Players: 4, Seed: 3, Options: engine.Options{Target: 12}},
		{Game: "trip", Players: 4, Seed: 5, Options: engine.Options{Rounds: 2}},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			u, _ := newTestUI(t)
			if *shotsDir != "" {
				rasterize = drawSVG
			}
			ts := startGame(t, u, cfg)
			// The first finished trick, as the pump holds it.
			playUntil(t, ts, func() bool { return len(ts.tricks) > 0 || ts.holding })
			for !ts.holding || len(ts.winners) == 0 {
				ev := <-ts.events
				if ev.Kind == app.TrickCompleted {
					ts.holdTrick(ev)
					break
				}
				ts.handle(context.Background(), ev, false)
			}
			if len(ts.trickW) != cfg.Players {
				t.Fatalf("held trick shows %d cards", len(ts.trickW))
			}
			shoot(t, u, cfg.Game+"-trick")
			ts.releaseTrick()
			playUntil(t, ts, func() bool { return ts.panel != nil })
			shoot(t, u, cfg.Game+"-round")
			playUntil(t, ts, func() bool {
				if ts.nextObs != nil {
					ts.closeSummary()
				}
				return ts.view.Phase == engine.Finished && ts.panel != nil
			})
			shoot(t, u, cfg.Game+"-over")
			u.Win.Resize(fyne.NewSize(800, 600))
			shoot(t, u, cfg.Game+"-over-800x600")
		})
	}
}

func shoot(t *testing.T, u *UI, name string) {
	t.Helper()
	img := u.Win.Canvas().Capture()
	if img.Bounds().Dx() < 100 {
		t.Fatalf("%s: captured %v", name, img.Bounds())
	}
	if *shotsDir == "" {
		return
	}
	f, err := os.Create(filepath.Join(*shotsDir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
