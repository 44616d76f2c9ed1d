package app

import (
	"context"
	"slices"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestHintCarriesWhatTheMoveDoes: in every game, a hint on playing a card
// says what the card is expected to do in its trick (seen in the sampled
// games, with a chance), and a hint on arranging cards says the move's
// sets, the seat they go to and the chance each comes back; the
// runner-up, where there is one, is explained too.
func TestHintCarriesWhatTheMoveDoes(t *testing.T) {
	for _, d := range Games() {
		if d.ID == "fake" {
			// fake_test.go's game is a stand-in for the table's plumbing:
			// it samples no hidden cards for a search.
			continue
		}
		t.Run(d.ID, func(t *testing.T) {
			n := d.MinPlayers
			tbl, err := NewTable(TableOptions{Config: engine.Config{Game: d.ID, Players: n, Seed: 21}, Seats: fakeSeats(n),
				HintBudget: bot.Budget{Iterations: 150}})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			ch := tbl.Events()
			tbl.Start()
			plays, trickSeen := 0, false
			hint := func(obs engine.Observation) engine.Action {
				h, err := tbl.Hint(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if h.Effect == nil || (h.Next != nil) != (h.NextEffect != nil) {
					t.Fatalf("hint %v (next %v) without what it does: %+v", h.Move, h.Next, h)
				}
				var sets [][]string
				switch {
				case h.Move.Play != "":
					plays++
					if h.Effect.Tricks > 0 {
						trickSeen = true
					}
					if h.Effect.TrickWin < 0 || h.Effect.TrickWin > 1 {
						t.Fatalf("%v: a chance of %v to win the trick", h.Move, h.Effect.TrickWin)
					}
				case h.Move.Decode(&sets) == nil && len(sets) > 1:
					if !slices.EqualFunc(sets, h.Effect.Sets, slices.Equal) || h.Effect.To < 0 || h.Effect.To == tbl.Seat() {
						t.Fatalf("%v: the effect names sets %v handed to seat %d", h.Move, h.Effect.Sets, h.Effect.To)
					}
				}
				return h.Action
			}
			playUntil(t, tbl, ch, hint, func([]Event) bool { return plays >= 3 })
			if !trickSeen {
				t.Fatalf("%d card hints, none saw its trick end", plays)
			}
		})
	}
}

// TestHintCountsEqualMovesAlike: a hint on a face-down card names every
// other face-down card with it (nobody knows them, so none is better
// however the search's samples fell), and a move valued less than a
// noticeable difference below the best is named with it too; the next
// best is the best of the rest, never one of those.
func TestHintCountsEqualMovesAlike(t *testing.T) {
	checked := 0
	for _, d := range Games() {
		if d.ID == "fake" {
			continue
		}
		g, err := d.New(engine.Config{Game: d.ID, Players: d.MinPlayers, Seed: 21})
		if err != nil {
			t.Fatal(err)
		}
		seat := g.ToMove().First()
		encode := func(a engine.Action) engine.Move { return g.EncodeMove(seat, a) }
		var row, others []engine.Action
		for _, a := range g.Legal(seat, nil) {
			m := encode(a)
			if spec, ok := d.Decision(m.Kind()); ok && m.Play == "" && spec.Value == engine.ValueRow {
				row = append(row, a)
			} else {
				others = append(others, a)
			}
		}
		if len(row) < 2 || len(others) < 3 {
			continue
		}
		checked++
		// The face-down cards' values fell apart by chance; others[0] is
		// next best, others[1] as good as the best, others[2] worse.
		j := bot.Judgement{Measure: bot.MeasureWin, Options: []bot.Option{
			{Action: row[0], Value: 0.50, Visits: 100},
			{Action: others[1], Value: 0.495, Visits: 100},
			{Action: others[0], Value: 0.47, Visits: 100},
			{Action: others[2], Value: 0.30, Visits: 100},
		}}
		for k, a := range row[1:] {
			j.Options = append(j.Options, bot.Option{Action: a, Value: 0.40 - 0.05*float64(k), Visits: 100})
		}
		same := sameAs(g.Observe(seat), j, j.Options[0], encode)
		var got []engine.Action
		for _, o := range same {
			got = append(got, o.Action)
		}
		want := append([]engine.Action{others[1]}, row[1:]...)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: the hint counts %v as good as %v, want %v", d.ID, got, row[0], want)
		}
		if next, ok := nextBest(j, j.Options[0], got); !ok || next.Action != others[0] {
			t.Errorf("%s: next best %v, want %v", d.ID, next.Action, others[0])
		}
		// A move the search hardly tried is still the next best when it
		// is the only other one: a hint of two moves is not "your only
		// move".
		few := bot.Judgement{Measure: bot.MeasurePoints, Options: []bot.Option{
			{Action: others[0], Value: 8.1, Visits: 500},
			{Action: others[1], Value: 4.5, Visits: 20},
		}}
		if next, ok := nextBest(few, few.Options[0], nil); !ok || next.Action != others[1] {
			t.Errorf("%s: next best of two %v (%v), want %v", d.ID, next.Action, ok, others[1])
		}
	}
	if checked == 0 {
		t.Fatal("no game's first decision had two face-down cards and three other moves")
	}
}
