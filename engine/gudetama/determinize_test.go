package gudetama

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// randomPositions plays random games and calls f at random positions.
func randomPositions(t *testing.T, games int, f func(g *Game)) {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for i := 0; i < games; i++ {
			rng := engine.NewRNG(uint64(i*31 + players))
			g := mustNew(t, engine.Config{Players: players, Seed: uint64(1000 + i)})
			for n := 0; n < 5000 && !g.Over(); n++ {
				if rng.IntN(4) == 0 {
					f(g)
				}
				seat := g.ToMove().First()
				buf = g.Legal(seat, buf)
				if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			f(g) // the finished game too
		}
	}
}

// knownFloors recomputes from the round's tricks the rank below which each
// seat can hold nothing.
func knownFloors(g *Game) [MaxPlayers]Rank {
	var floor [MaxPlayers]Rank
	last := g.nTricks
	if last < g.tricksPerRound && !g.choosing && !g.over {
		last++
	}
	for i := 0; i < last; i++ {
		t := &g.tricks[i]
		var best Rank
		for j := uint8(0); j < t.n; j++ {
			pl := t.plays[j]
			if j > 0 && pl.rank < best {
				floor[pl.seat] = max(floor[pl.seat], pl.rank)
			}
			best = max(best, pl.rank)
		}
	}
	return floor
}

// TestDeterminizeFair: the determinized game observed from the seat equals
// the original observation, holds every card once, respects what play
// revealed, and really varies the hidden cards.
func TestDeterminizeFair(t *testing.T) {
	games := 150
	if raceEnabled || testing.Short() {
		games = 40
	}
	rng := engine.NewRNG(42)
	positions, varied, hidden := 0, 0, 0
	var reuse engine.Game
	randomPositions(t, games, func(g *Game) {
		positions++
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("real game: %v", err)
		}
		for s := 0; s < g.players; s++ {
			obs := g.Observe(s).(*Observation)
			d := obs.Determinize(&rng, nil).(*Game)
			if err := d.CheckInvariants(); err != nil {
				t.Fatalf("determinized for seat %d: %v\nobs %+v", s, err, obs)
			}
			if got := d.Observe(s); !reflect.DeepEqual(obs, got) {
				t.Fatalf("seat %d: observation of the determinized game differs\nwant %+v\ngot  %+v", s, obs, got)
			}
			if d.log.Keeping() || d.deals != nil {
				t.Fatalf("determinized game keeps a log or fixed deals")
			}
			floor := knownFloors(g)
			for o := 0; o < g.players; o++ {
				if h := d.hands[o]; h != 0 && h.Lowest() < floor[o] {
					t.Fatalf("seat %d: determinized seat %d holds %v below its known floor %d", s, o, h, floor[o])
				}
			}
			// Reuse: the same sample as a fresh one would be from the same rng.
			r1, r2 := rng, rng
			a := obs.Determinize(&r1, nil).(*Game)
			reuse = obs.Determinize(&r2, reuse)
			if !sameState(a, reuse.(*Game)) {
				t.Fatalf("determinizing into dst differs from a fresh game")
			}
			// Hidden cards vary between samples when there are any.
			unseen := g.undealt
			for o := 0; o < g.players; o++ {
				if o != s {
					unseen += g.hands[o]
				}
			}
			if unseen.Len() > 0 && g.active.Count() > 1 && (g.hands[(s+1)%g.players] != 0 || g.hands[(s+2)%g.players] != 0) {
				hidden++
				for k := 0; k < 20; k++ {
					e := obs.Determinize(&rng, nil).(*Game)
					if e.hands != d.hands || e.undealt != d.undealt {
						varied++
						break
					}
				}
			}
		}
	})
	if positions < 100 {
		t.Fatalf("only %d positions", positions)
	}
	// Positions where the hidden cards are forced exist (floors can pin a
	// hand), but they are rare.
	if varied < hidden*9/10 {
		t.Errorf("determinization varied the hidden cards in only %d of %d positions", varied, hidden)
	}
}

// TestDeterminizeFloors: the situation of the rules' example. Seat 3 played
// 1 under a 10, so it held nothing below 1 (no information); a seat that
// plays 4 under a 9 holds nothing below 4 afterwards, in every sample.
func TestDeterminizeFloors(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Seed: 5, Deals: []engine.Deal{
		deal(0, cards("9", "2", "13"), cards("4", "12", "5"), cards("10", "3", "11")),
	}})
	apply(t, g, p(0, "9"), p(1, "4"))
	obs := g.Observe(2).(*Observation)
	rng := engine.NewRNG(1)
	seenLow, seenHigh := false, false
	for i := 0; i < 500; i++ {
		d := obs.Determinize(&rng, nil).(*Game)
		h := d.hands[1]
		if h.Len() != 2 || h.Lowest() < 4 {
			t.Fatalf("seat 1 played its lowest card 4, but a sample gives it %v", h)
		}
		if h0 := d.hands[0]; h0.Lowest() < 4 {
			seenLow = true // seat 0 led: no constraint
		}
		if h.Highest() == 14 {
			seenHigh = true
		}
	}
	if !seenLow || !seenHigh {
		t.Errorf("samples do not cover the unconstrained cards (low for seat 0 %v, 14 for seat 1 %v)", seenLow, seenHigh)
	}
}

func TestDeterminizeNoAllocs(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 5, Seed: 3})
	rng := engine.NewRNG(9)
	playN(t, g, &rng, 12, nil)
	obs := g.Observe(1)
	dst := obs.Determinize(&rng, nil)
	if n := testing.AllocsPerRun(100, func() { dst = obs.Determinize(&rng, dst) }); n != 0 {
		t.Errorf("Determinize into dst allocates %v times", n)
	}
}

// TestDeterminizeBadObservation: an observation no game could produce gives
// a playable fresh game, not a panic.
func TestDeterminizeBadObservation(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Seed: 3})
	rng := engine.NewRNG(9)
	good := g.Observe(0).(*Observation)
	bad := []func(o *Observation){
		func(o *Observation) { o.NumPlayers = 9 },
		func(o *Observation) { o.Viewer = -1 },
		func(o *Observation) { o.HandCounts = o.HandCounts[:2] },
		func(o *Observation) { o.Hand = append(o.Hand, 14, 14, 14) },
		func(o *Observation) { o.RoundScores = nil },
		func(o *Observation) { o.Trick = []Play{{Seat: 7, Card: 3}} },
		func(o *Observation) { o.Leader = -1 },
		func(o *Observation) { o.Turn = 12 },
		func(o *Observation) { o.HandCounts[1] = 30 },
		func(o *Observation) { o.Tricks = make([]TrickView, 9) },
		func(o *Observation) { o.Piles[0] = []Rank{0} },
		func(o *Observation) { o.Scores[1] = 3 }, // a total its rounds do not add to
	}
	for i, mutate := range bad {
		data, _ := json.Marshal(good)
		var o Observation
		if err := json.Unmarshal(data, &o); err != nil {
			t.Fatal(err)
		}
		mutate(&o)
		d := o.Determinize(&rng, nil).(*Game)
		if err := d.CheckInvariants(); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
		playRandom(t, d, &rng, 20000, nil)
	}
}

// TestObservationHidesOthers: two games that differ only in another seat's
// hand and the undealt cards look the same to the observer.
func TestObservationHidesOthers(t *testing.T) {
	a := mustNew(t, engine.Config{Players: 3, Seed: 1, Deals: []engine.Deal{
		deal(0, cards("5", "9"), cards("2", "3"), cards("7", "8")),
	}})
	b := mustNew(t, engine.Config{Players: 3, Seed: 2, Deals: []engine.Deal{
		deal(0, cards("5", "9"), cards("14", "13"), cards("7", "11")),
	}})
	if !reflect.DeepEqual(a.Observe(0), b.Observe(0)) {
		t.Errorf("seat 0 can tell the games apart:\n%+v\n%+v", a.Observe(0), b.Observe(0))
	}
	if reflect.DeepEqual(a.Observe(1), b.Observe(1)) {
		t.Errorf("seat 1's own hand is not in its observation")
	}
	data, _ := json.Marshal(a.Observe(0))
	for _, word := range []string{"seed", "rng", "state", "undealt"} {
		if json.Valid(data) && containsKey(data, word) {
			t.Errorf("observation JSON has a %q field: %s", word, data)
		}
	}
}

func containsKey(data []byte, key string) bool {
	var m map[string]any
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	_, ok := m[key]
	return ok
}
