package gudetama

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// distinctBelow is how many different ranks below r the hand holds.
func distinctBelow(h Hand, r Rank) int {
	n := 0
	for k := Rank(1); k < r; k++ {
		if h.Has(k) {
			n++
		}
	}
	return n
}

// TestDeterminizeInfersFromChoices: what a seat chose to play shapes most
// samples of its hand, but not all (a player need not play as expected).
func TestDeterminizeInfersFromChoices(t *testing.T) {
	four := deal(0,
		cards("5", "9", "10", "11", "12", "13", "14"),
		cards("9", "3", "10", "11", "12", "13", "14"),
		cards("1", "2", "3", "4", "10", "11", "12"),
		cards("5", "6", "7", "8", "9", "10", "6"))
	two := deal(0,
		cards("2", "3", "4", "6", "7", "8", "14"),
		cards("9", "10", "11", "12", "13", "5", "1"))
	cases := []struct {
		name     string
		deal     engine.Deal
		moves    []engine.Move
		observer int
		seat     int
		// breaks reports whether the seat's sampled hand goes against
		// the inference.
		breaks func(h Hand) bool
	}{{
		name: "beat a 5 with a 9: no 6-8 but the kept lowest", deal: four, moves: []engine.Move{p(0, "5"), p(1, "9")},
		observer: 2, seat: 1,
		breaks: func(h Hand) bool {
			for r := Rank(5); r < 9; r++ {
				if h.Has(r) && r != h.Lowest() {
					return true
				}
			}
			return false
		},
	}, {
		name: "led a 5: kept one low rank, nothing else below 5", deal: four, moves: []engine.Move{p(0, "5"), p(1, "9")},
		observer: 2, seat: 0,
		breaks: func(h Hand) bool { return h.Lowest() > 5 || distinctBelow(h, 5) > 1 },
	}, {
		name: "gave up the lowest card under a 9: nothing that beats it", deal: four, moves: []engine.Move{p(0, "9"), p(1, "3")},
		observer: 2, seat: 1,
		breaks: func(h Hand) bool { return h.Highest() >= 9 },
	}, {
		name: "led a 5 from two cards: kept the lower", deal: two,
		moves: []engine.Move{
			p(0, "3"), p(1, "9"), p(1, "10"), p(0, "2"), p(1, "11"), p(0, "4"),
			p(1, "12"), p(0, "6"), p(1, "13"), p(0, "7"), p(1, "5"),
		},
		observer: 0, seat: 1,
		breaks: func(h Hand) bool { return h.Highest() > 5 },
	}}
	const samples = 2000
	for _, tc := range cases {
		g := mustNew(t, engine.Config{Players: len(tc.deal.Hands), Seed: 5, Deals: []engine.Deal{tc.deal}})
		apply(t, g, tc.moves...)
		obs := g.Observe(tc.observer).(*Observation)
		rng := engine.NewRNG(3)
		broken := 0
		for i := 0; i < samples; i++ {
			d := obs.Determinize(&rng, nil).(*Game)
			if tc.breaks(d.hands[tc.seat]) {
				broken++
			}
		}
		// A quarter of the samples go by the rules alone, and a uniform
		// hand mostly breaks these inferences.
		if broken == 0 || broken > samples*35/100 {
			t.Errorf("%s: %d of %d samples go against the inference, want some but under 35%%", tc.name, broken, samples)
		}
	}
}

// TestDeterminizeInferenceFallsBack: a seat that gave up its 3 under a 5
// "could not beat it", but the 3s and 4s left cannot fill its hand, so the
// samples fall back to what the rules say instead of failing.
func TestDeterminizeInferenceFallsBack(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Seed: 5, Deals: []engine.Deal{deal(0,
		cards("5", "9", "10", "11", "12", "13", "14"),
		cards("3", "9", "10", "11", "12", "13", "14"),
		cards("1", "3", "3", "4", "4", "4", "12"),
		cards("5", "6", "7", "8", "9", "10", "6"))}})
	apply(t, g, p(0, "5"), p(1, "3"))
	obs := g.Observe(2).(*Observation)
	rng := engine.NewRNG(3)
	for i := 0; i < 500; i++ {
		d := obs.Determinize(&rng, nil).(*Game)
		if got := d.Observe(2); !reflect.DeepEqual(obs, got) {
			t.Fatalf("sample %d is not a sample of the observation:\nwant %+v\ngot  %+v", i, obs, got)
		}
		if h := d.hands[1]; h.Len() != 6 || h.Lowest() < 3 {
			t.Fatalf("sample %d gives seat 1 %v, want 6 cards of 3 or more", i, h)
		}
	}
}
