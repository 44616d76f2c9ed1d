package gummi

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// Hidden cards vary between determinizations, and never contradict a void.
func TestDeterminizeVariesHiddenCards(t *testing.T) {
	g, _ := New(engine.Config{Players: 4, Seed: 77})
	rng := engine.NewRNG(1)
	for i := 0; i < 9; i++ { // into the third trick
		l := g.Legal(g.ToMove().First(), nil)
		_ = g.Apply(g.ToMove().First(), l[rng.IntN(len(l))])
	}
	obs := g.Observe(0).(*Observation)
	hands := map[uint64]bool{}
	rows := map[Card]bool{}
	asides := map[uint64]bool{}
	for i := 0; i < 200; i++ {
		d := obs.Determinize(&rng, nil).(*Game)
		hands[d.hands[1]] = true
		asides[d.setAside] = true
		for p := 0; p < FacedownSize; p++ {
			if d.fdLeft[0]&(1<<p) != 0 {
				rows[d.fdRow[0][p]] = true
				break
			}
		}
		if d.hands[0] != g.hands[0] {
			t.Fatal("observer's hand changed")
		}
	}
	if len(hands) < 100 || len(asides) < 50 || len(rows) < 10 {
		t.Fatalf("determinizations barely vary: %d hands, %d set-asides, %d own face-down cards", len(hands), len(asides), len(rows))
	}
}

// A seat that showed a void in red never gets red in a determinization,
// even when the void leaves little room.
func TestDeterminizeRespectsVoids(t *testing.T) {
	deal := engine.Deal{
		Leader: engine.IntPtr(0),
		Hands: [][]string{
			{"red1", "red2", "blue1"},
			{"blue2", "blue3", "red3"},
			{"blue4", "blue5", "blue6"},
		},
	}
	g, err := New(engine.Config{Players: 3, Deals: []engine.Deal{deal}})
	if err != nil {
		t.Fatal(err)
	}
	must := func(seat int, card string) {
		t.Helper()
		c, _ := ParseCard(card)
		if err := g.Apply(seat, engine.Action(c)); err != nil {
			t.Fatal(err)
		}
	}
	must(0, "red1")
	must(1, "red3")
	must(2, "blue4") // seat 2 shows it holds no red
	obs := g.Observe(1).(*Observation)
	rng := engine.NewRNG(5)
	sawRedAt0 := false
	for i := 0; i < 300; i++ {
		d := obs.Determinize(&rng, nil).(*Game)
		if d.hands[2]&Red.mask() != 0 {
			t.Fatal("seat 2 was dealt red after showing a red void")
		}
		if d.hands[0]&Red.mask() != 0 {
			sawRedAt0 = true
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	if !sawRedAt0 {
		t.Fatal("seat 0, who may hold red, never got any")
	}
	v := obs.voids()
	if v[2] != 1<<Red || v[0] != 0 || v[1] != 0 {
		t.Fatalf("voids %v", v)
	}
}

// Voids from the priority order: a hand card of the 2nd colour means no
// card of the 1st; a card of a new colour means none of all earlier ones;
// a face-down card means nothing.
func TestVoidInference(t *testing.T) {
	o := &Observation{Trick: []Play{
		{Seat: 0, Card: NewCard(Red, 5)},
		{Seat: 1, Card: NewCard(Blue, 5), Facedown: true},
		{Seat: 2, Card: NewCard(Blue, 7)},
		{Seat: 3, Card: NewCard(Green, 1)},
		{Seat: 4, Card: NewCard(Red, 1)},
	}}
	v := o.voids()
	want := [MaxPlayers]uint8{0, 0, 1 << Red, 1<<Red | 1<<Blue, 0}
	if v != want {
		t.Fatalf("voids %v, want %v", v, want)
	}
}

// TestObservationWritesNames: cards and colours travel by name (the
// conformance suite checks the round trip).
func TestObservationWritesNames(t *testing.T) {
	g, _ := New(engine.Config{Players: 2, Seed: 1})
	data, _ := json.Marshal(g.Observe(0))
	var raw map[string]any
	_ = json.Unmarshal(data, &raw)
	if _, ok := raw["hand"].([]any)[0].(string); !ok {
		t.Fatalf("hand not written as card names: %s", data)
	}
	if raw["colours"].([]any)[2] != "yellow" {
		t.Fatalf("colours: %v", raw["colours"])
	}
}

// An observation shows nothing it should not: the observer's own
// face-down cards, others' hands, set-aside cards.
func TestObservationHidesCards(t *testing.T) {
	g, _ := New(engine.Config{Players: 3, Seed: 5})
	obs := g.Observe(1).(*Observation)
	data, _ := json.Marshal(obs)
	var shown uint64
	for _, c := range obs.Hand {
		shown |= c.bit()
	}
	if shown != g.hands[1] {
		t.Fatal("hand shown wrong")
	}
	hidden := g.setAside | g.hands[0] | g.hands[2]
	for s := 0; s < 3; s++ {
		for _, c := range g.fdRow[s] {
			hidden |= c.bit()
		}
	}
	var raw Observation
	_ = json.Unmarshal(data, &raw)
	for m := hidden; m != 0; m &= m - 1 {
		if containsName(string(data), lowest(m).String()) {
			t.Fatalf("observation mentions hidden card %s: %s", lowest(m), data)
		}
	}
}

func containsName(s, name string) bool {
	q := `"` + name + `"`
	for i := 0; i+len(q) <= len(s); i++ {
		if s[i:i+len(q)] == q {
			return true
		}
	}
	return false
}

func TestDeterminizeBadObservation(t *testing.T) {
	rng := engine.NewRNG(1)
	for _, o := range []*Observation{
		{},
		{Viewpoint: engine.Viewpoint{NumPlayers: 9, Viewer: 3}},
		{Viewpoint: engine.Viewpoint{NumPlayers: 3, Viewer: 1, Round: 1}, Rounds: 1, Hand: []Card{200}},
	} {
		if o.Validate() == nil {
			t.Fatalf("%+v accepted", o)
		}
		g := o.Determinize(&rng, nil).(*Game)
		if err := g.CheckInvariants(); err != nil || g.Over() {
			t.Fatalf("fallback game: %v", err)
		}
		if l := o.Legal(nil); len(l) != 0 {
			t.Fatalf("invalid observation has legal actions %v", l)
		}
	}
}

// A round score that is not what the seat's piles are worth (a forged
// observation; the fuzzer found one) is refused, so no sample holds a game
// whose totals contradict its cards.
func TestAForgedRoundScoreIsRefused(t *testing.T) {
	g, _ := New(engine.Config{Players: 4, Seed: 7})
	rng := engine.NewRNG(2)
	for g.nDone < 3 {
		l := g.Legal(g.ToMove().First(), nil)
		_ = g.Apply(g.ToMove().First(), l[rng.IntN(len(l))])
	}
	obs := g.Observe(1).(*Observation)
	if err := obs.Validate(); err != nil {
		t.Fatalf("a real observation refused: %v", err)
	}
	for s := 0; s < 4; s++ {
		forged := *obs
		forged.RoundScores = [][]int{append([]int(nil), obs.RoundScores[0]...)}
		forged.RoundScores[0][s]++
		if forged.Validate() == nil {
			t.Fatalf("seat %d's round score %d accepted for piles worth %d", s, forged.RoundScores[0][s], obs.RoundScores[0][s])
		}
		d := forged.Determinize(&rng, nil).(*Game)
		if err := d.CheckInvariants(); err != nil {
			t.Fatalf("the sample of a forged observation: %v", err)
		}
	}
}

func TestDeterminizeDoesNotAllocate(t *testing.T) {
	g, _ := New(engine.Config{Players: 4, Seed: 9})
	rng := engine.NewRNG(1)
	for i := 0; i < 13; i++ {
		l := g.Legal(g.ToMove().First(), nil)
		_ = g.Apply(g.ToMove().First(), l[rng.IntN(len(l))])
	}
	obs := g.Observe(2)
	var dst engine.Game = new(Game)
	if a := testing.AllocsPerRun(100, func() { dst = obs.Determinize(&rng, dst) }); a != 0 {
		t.Fatalf("Determinize into a reused game allocates %.1f times", a)
	}
}

// Fixed deals (short face-down rows, colours not in rules order) determinize
// consistently too: the unseen pool is every other card of the deal's colours.
func TestDeterminizeFixedDeal(t *testing.T) {
	g := specExample(t)
	rng := engine.NewRNG(3)
	for step := 0; !g.Over(); step++ {
		for s := 0; s < 4; s++ {
			obs := g.Observe(s)
			for i := 0; i < 5; i++ {
				d := obs.Determinize(&rng, nil).(*Game)
				if err := d.CheckInvariants(); err != nil {
					t.Fatalf("step %d seat %d: %v", step, s, err)
				}
				if !reflect.DeepEqual(d.Observe(s), obs) {
					t.Fatalf("step %d seat %d: observation changed", step, s)
				}
			}
		}
		l := g.Legal(g.turn, nil)
		if err := g.Apply(g.turn, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
}

// consistentHands lists by brute force every tuple of the other seats'
// hands that fits o: right sizes, unseen cards only, no voided colour.
func consistentHands(o *Observation, pool uint64) [][MaxPlayers]uint64 {
	voids := o.voids()
	var out [][MaxPlayers]uint64
	var cur [MaxPlayers]uint64
	var rec func(s int, left uint64)
	rec = func(s int, left uint64) {
		if s == o.NumPlayers {
			out = append(out, cur)
			return
		}
		if s == o.Viewer {
			rec(s+1, left)
			return
		}
		ok := left &^ colourCards(voids[s])
		var choose func(from uint64, k int, h uint64)
		choose = func(from uint64, k int, h uint64) {
			if k == 0 {
				cur[s] = h
				rec(s+1, left&^h)
				return
			}
			for m := from; m != 0; m &= m - 1 {
				c := lowest(m).bit()
				choose(m&^c, k-1, h|c)
			}
		}
		choose(ok, o.HandCounts[s], 0)
	}
	rec(0, pool)
	return out
}

// Determinize deals the others' hands uniformly over every consistent
// deal, also where several seats' voids compete for the same cards (the
// rejection sampler's hard case). The check is a chi-square test against
// a brute-force enumeration; engine's TestHiddenDealUniform shows the same
// test tells a biased deal.
func TestDeterminizeUniform(t *testing.T) {
	var o *Observation
	var d determinizer
	var tuples [][MaxPlayers]uint64
	for _, cand := range voidPositions(t, 4, 400, 99) {
		if err := cand.validate(&d); err != nil {
			t.Fatal(err)
		}
		if d.hands.Constrained() < 2 || popcount(d.hands.Pool()) > 14 {
			continue
		}
		if all := consistentHands(cand, d.hands.Pool()); len(all) >= 30 && len(all) <= 400 {
			o, tuples = cand, all
			break
		}
	}
	if o == nil {
		t.Fatal("no position with competing voids found")
	}
	index := map[[MaxPlayers]uint64]int{}
	for i, h := range tuples {
		index[h] = i
	}
	k := len(tuples)
	samples := 200 * k
	chi2 := func(deal func(rng *engine.RNG) [MaxPlayers]uint64) float64 {
		rng := engine.NewRNG(42)
		counts := make([]int, k)
		for i := 0; i < samples; i++ {
			h := deal(&rng)
			j, ok := index[h]
			if !ok {
				t.Fatalf("inconsistent hands %v", h)
			}
			counts[j]++
		}
		e := float64(samples) / float64(k)
		x := 0.0
		for _, c := range counts {
			x += (float64(c) - e) * (float64(c) - e) / e
		}
		return x
	}
	var g Game
	got := chi2(func(rng *engine.RNG) [MaxPlayers]uint64 {
		o.Determinize(rng, &g)
		h := g.hands
		h[o.Viewer] = 0
		return h
	})
	// Chi-square with k-1 degrees of freedom: mean k-1, sd sqrt(2(k-1)).
	limit := float64(k-1) + 5*math.Sqrt(2*float64(k-1))
	t.Logf("%d consistent deals, %d constrained seats: chi2 %.0f, limit %.0f", k, d.hands.Constrained(), got, limit)
	if got > limit {
		t.Fatalf("Determinize is not uniform over the %d consistent deals: chi2 %.0f > %.0f", k, got, limit)
	}
}
