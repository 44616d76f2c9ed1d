package table

import (
	"fmt"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestSidebarCountsTheRoundsTricks: the sidebar's round line says which
// trick of the round is played ("Round 1 of 3", then "Trick 3 of 12"), counting up by one from 1 to the
// round's last trick and starting again each round; nothing while Trick
// of Trip's draft is on.
func TestSidebarCountsTheRoundsTricks(t *testing.T) {
	for _, tc := range []struct {
		game   string
		per    int // tricks in a round
		rounds int // rounds to watch
	}{{"gummi", 12, 1}, {"trip", 6, 2}, {"gudetama", 0, 2}} {
		t.Run(tc.game, func(t *testing.T) {
			u, _ := newTestUI(t)
			ts := startGame(t, u, engine.Config{Game: tc.game, Players: 3, Seed: 5})
			var seen []string
			lbl := ts.panel.side.roundLbl
			playUntil(t, ts, func() bool {
				v := ts.model.View()
				text := ""
				if i := strings.Index(lbl.Text(), "Trick "); i >= 0 {
					text = fmt.Sprintf("%d:%s", v.Round, lbl.Text()[i+len("Trick "):])
				}
				if (v.Passing != nil || v.Prompt != nil && v.Prompt.Arrange != nil) && text != "" {
					t.Fatalf("a trick counted in the draft: %q", text)
				}
				if text != "" && (len(seen) == 0 || seen[len(seen)-1] != text) {
					seen = append(seen, text)
				}
				return v.Over || v.Round > tc.rounds
			})
			// Each round's labels count 1, 2, ... n of n.
			round, want, n := 0, 0, 0
			for _, s := range seen {
				var r, k, of int
				if _, err := fmt.Sscanf(s, "%d:%d of %d", &r, &k, &of); err != nil {
					t.Fatalf("label %q: %v (all %q)", s, err, seen)
				}
				if r != round {
					if round != 0 && want != n {
						t.Errorf("round %d counted to %d of %d (%q)", round, want, n, seen)
					}
					round, want, n = r, 0, of
				}
				want++
				if k != want || of != n {
					t.Fatalf("round %d: %q after trick %d of %d (%q)", r, s, want-1, n, seen)
				}
				if tc.per > 0 && of != tc.per {
					t.Errorf("%q: a round of %s has %d tricks", s, tc.game, tc.per)
				}
			}
			if round < tc.rounds && !ts.model.View().Over {
				t.Errorf("saw rounds up to %d only: %q", round, seen)
			}
		})
	}
}
