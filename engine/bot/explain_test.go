package bot

import (
	"slices"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// TestHintExplainSaysWhatTheMoveDoes plays seeded games of every game and
// table size; at the seat's decisions Explain must agree with the game:
// where the seat's card ends the trick and every card is known, it wins
// the trick in every sample or in none, as the real game then decides,
// for the points the game then scores the seat for it
// (a round's last trick aside: the next round's view no longer shows it);
// an arrangement's sets are the move's cards, handed to a seat that is
// not the seat's own, with a chance for each to come back; a choice that
// plays no card (who leads, a pick) wins no trick.
func TestHintExplainSaysWhatTheMoveDoes(t *testing.T) {
	for _, tc := range tables() {
		d, _ := games.Lookup(tc.game)
		g := freshGame(t, tc.game, tc.players, tc.options)
		rng := engine.NewRNG(11)
		var buf [engine.MaxActions]engine.Action
		lastToPlay, arranged, explained, choices := 0, 0, 0, 0
		for step := 0; !g.Over() && step < 400; step++ {
			seat := g.ToMove().First()
			legal := g.Legal(seat, buf[:0])
			a := legal[rng.IntN(len(legal))]
			obs := g.Observe(seat)
			v, err := d.View(obs)
			if err != nil {
				t.Fatal(err)
			}
			known := !slices.ContainsFunc(v.Trick, func(p engine.PlayRecord) bool { return p.Card == "" }) &&
				slices.ContainsFunc(v.Hand, func(c engine.CardView) bool { return c.Action == a })
			last := v.Phase == engine.PlayCard && known && len(v.Trick) == activeSeats(v)-1
			arranging := v.Arranging() != nil
			choice := g.EncodeMove(seat, a).Kind() != engine.MovePlay
			var e Effect
			if last || arranging || choice || step%7 == 0 {
				var ok bool
				e, ok = Explain(obs, a, 24, &rng)
				if !ok {
					t.Fatalf("%s: Explain refused the legal %s", tc.game, g.ActionString(a))
				}
				explained++
				if e.TrickWin < 0 || e.TrickWin > 1 || e.Tricks > e.Samples || e.BeatenShare+e.TrickWin > 1.0001 {
					t.Fatalf("%s: %s: an effect out of range: %+v", tc.game, g.ActionString(a), e)
				}
			}
			if m := g.EncodeMove(seat, a); choice && !arranging {
				if spec, _ := d.Decision(m.Kind()); !spec.PlaysACard {
					choices++
					if e.Tricks != 0 || e.Sets != nil {
						t.Fatalf("%s: %v plays no card, but the effect says %+v", tc.game, m, e)
					}
				}
			}
			if arranging {
				arranged++
				m := g.EncodeMove(seat, a)
				var sets [][]string
				if m.Decode(&sets) != nil || !slices.EqualFunc(sets, e.Sets, slices.Equal) {
					t.Fatalf("%s: the effect's sets %v are not the move's %v", tc.game, e.Sets, sets)
				}
				sum := 0.0
				for _, k := range e.Keep {
					if k < 0 || k > 1 {
						t.Fatalf("%s: a chance of %v to keep a set", tc.game, k)
					}
					sum += k
				}
				if sum == 0 || e.To < 0 || e.To == seat {
					t.Fatalf("%s: the sets go to seat %d and none came back: %+v", tc.game, e.To, e)
				}
			}
			before, scoreBefore := len(g.Report().Tricks), g.Score(seat)
			if err := g.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			r := g.Report()
			if !last || len(r.Tricks) != before+1 || r.Tricks[before].Round != v.Round || g.Round() != v.Round {
				// A round's last trick leaves the view with its round
				// (Effect.Tricks says how often it was seen).
				continue
			}
			lastToPlay++
			won := slices.Contains(r.Tricks[before].Winners, seat)
			if e.Tricks != e.Samples || (e.TrickWin == 1) != won || (e.TrickWin == 0) == won {
				t.Fatalf("%s: %s ends the trick (won: %v), but the effect says %+v", tc.game, g.ActionString(a), won, e)
			}
			// What the hint says the trick is worth is what the game then
			// scores for it: every card it gives the seat, however scored
			// (Gummi's cards won face-down, Trip's suit growing).
			if gained := g.Score(seat) - scoreBefore; won && (e.WinPoints != float64(gained) || e.WinPointsLow != gained || e.WinPointsHigh != gained) {
				t.Fatalf("%s: %s wins the trick for %d points, but the effect says %v (%d to %d)", tc.game, g.ActionString(a), gained, e.WinPoints, e.WinPointsLow, e.WinPointsHigh)
			}
			if !won && (e.Beaten == nil || !slices.Contains(r.Tricks[before].Winners, e.Beaten.Seat) || !e.BeatenOnTable) {
				t.Fatalf("%s: %s loses to a card on the table, but the effect says %+v", tc.game, g.ActionString(a), e)
			}
		}
		if lastToPlay == 0 || explained == 0 {
			t.Fatalf("%s %d players: no trick ended by a known card to check (%d explained)", tc.game, tc.players, explained)
		}
		t.Logf("%s %d players: %d explained, %d ending a trick, %d arrangements, %d choices of no card", tc.game, tc.players, explained, lastToPlay, arranged, choices)
	}
}

// activeSeats is how many seats play a trick: those not out of the game.
func activeSeats(v engine.View) int {
	n := 0
	for _, s := range v.Seats {
		if !s.Eliminated {
			n++
		}
	}
	return n
}
