package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// TestFaceDownRowLabelClearsThePlayersSeat: the label over the player's
// face-down row keeps room from the player's seat box above it - its gold
// ring when it is the player's turn included - at every window size.
func TestFaceDownRowLabelClearsThePlayersSeat(t *testing.T) {
	for _, cards := range app.CardSizes {
		for _, code := range []string{"en", "ja"} {
			checkFaceDownLabel(t, cards, code)
		}
	}
}

func checkFaceDownLabel(t *testing.T, cards, code string) {
	u := testUIIn(t, code)
	s := u.prefs
	s.CardSize = cards
	u.applySettings(s)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 4})
	drain(t, ts, myTurn(ts))
	me := ts.model.Human()
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 600}, {Width: 1280, Height: 800}, {Width: 1280, Height: 720}, {Width: 1600, Height: 600}, {Width: 1024, Height: 768}, {Width: 800, Height: 800}, {Width: 640, Height: 480}, {Width: 900, Height: 1000}, {Width: 2560, Height: 1440}} {
		u.Win.Resize(size)
		fyne.DoAndWait(func() { ts.felt.Refresh() })
		g := ts.felt.geometryFor(ts.felt.Size())
		plate := ts.felt.seatW[me].plate
		if plate.StrokeWidth == 0 {
			t.Fatal("the player's seat is not ringed on the player's turn")
		}
		// The ring is drawn over the plate's edge, half of it outside.
		bottom := plate.Position().Y + plate.Size().Height + plate.StrokeWidth
		label := ts.felt.fdLabel
		if label.Text == "" {
			t.Fatal("no label over the face-down row")
		}
		top := label.Position().Y + (label.Size().Height-label.TextSize)/2
		if room := top - bottom; room < 6*g.chrome {
			t.Errorf("%s cards, %s, at %v the face-down row's label is %.1f px under the seat's ring (want %.1f)", cards, code, size, room, 6*g.chrome)
		}
	}
}
