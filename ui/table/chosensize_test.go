package table

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestChosenToLeadIsSaidAtTheStatusLinesSize: "Aiko chose you to lead" is
// drawn at the size of every other status line ("Your turn: …"), in
// English and Japanese, on a small window and a large one; where the
// whole line does not fit, it keeps the choice and leaves out the rest.
func TestChosenToLeadIsSaidAtTheStatusLinesSize(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			for seed := uint64(1); seed <= 30; seed++ {
				cfg := engine.Config{Game: "gudetama", Players: 4, Seed: seed}
				if !aBotNamesThePlayer(t, cfg) {
					continue // the table would play the whole game for nothing
				}
				u := testUIIn(t, code)
				ts := startGame(t, u, cfg)
				by, ok := playToChosenLead(t, ts)
				if !ok {
					continue
				}
				chosen := ts.felt.chosenWords(by)
				for _, size := range gallerySizes {
					u.Win.Resize(size)
					ts.Render()
					g := ts.felt.geometryFor(ts.felt.Size())
					status := ts.felt.status.text
					if !strings.Contains(status.Text, chosen) {
						t.Errorf("at %v the status says %q, not %q", size, status.Text, chosen)
					}
					if want := 16 * g.chrome; status.TextSize != want {
						t.Errorf("at %v %q is drawn at %v px, the status line's size is %v", size, status.Text, status.TextSize, want)
					}
				}
				return
			}
			t.Fatal("no bot chose the player to lead in 30 games")
		})
	}
}
