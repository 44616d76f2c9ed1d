package trip

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestRandomGames plays thousands of random games per table size (the
// conformance suite probes refusals on fewer): every card is always in
// exactly one place, every game ends with its rounds' tricks reported.
func TestRandomGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 300
	}
	buf := make([]engine.Action, 0, engine.MaxActions)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		rng := engine.NewRNG(uint64(n) * 1000)
		for i := 0; i < games; i++ {
			g := newGame(t, engine.Config{Players: n, Seed: rng.Uint64(), Options: engine.Options{Rounds: 1 + i%MaxRounds}})
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			for steps := 0; !g.Over(); steps++ {
				if steps > 1000 {
					t.Fatalf("%d players game %d does not end", n, i)
				}
				seat, a := randomAction(g, &rng, buf)
				if err := g.Apply(seat, a); err != nil {
					t.Fatalf("legal action %s of seat %d refused: %v", g.ActionString(a), seat, err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%d players game %d after %s: %v", n, i, g.ActionString(a), err)
				}
			}
			if g.ToMove() != 0 || g.Winners() == 0 || len(g.Legal(0, buf)) != 0 {
				t.Fatal("finished game still has moves or no winner")
			}
			rep := g.Report()
			want := g.rounds * TricksPerRound
			if len(rep.Tricks) != want || len(rep.RoundScores) != g.rounds {
				t.Fatalf("report has %d tricks, %d round scores; want %d, %d", len(rep.Tricks), len(rep.RoundScores), want, g.rounds)
			}
		}
	}
}

// playRandom plays a game of cfg to its end (or for steps actions) and
// returns the actions taken.
func playRandom(t *testing.T, cfg engine.Config, seed uint64, steps int) (*Game, []engine.Move) {
	t.Helper()
	g := newGame(t, cfg)
	rng := engine.NewRNG(seed)
	buf := make([]engine.Action, 0, engine.MaxActions)
	var moves []engine.Move
	for i := 0; !g.Over() && (steps < 0 || i < steps); i++ {
		seat, a := randomAction(g, &rng, buf)
		moves = append(moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	return g, moves
}

// TestSplitNotationEitherOrder: a split's sets may come in either order
// and its cards in any order (the conformance suite checks that every
// action reads back as itself).
func TestSplitNotationEitherOrder(t *testing.T) {
	g := newGame(t, engine.Config{Players: 4, Seed: 11})
	buf := make([]engine.Action, 0, engine.MaxActions)
	rng := engine.NewRNG(3)
	for !g.Over() {
		for _, seat := range g.ToMove().Seats() {
			for _, a := range g.Legal(seat, buf) {
				m := g.EncodeMove(seat, a)
				if IsSplit(a) {
					swapped := engine.Move{Seat: seat, Split: [][]string{
						{m.Split[1][2], m.Split[1][0], m.Split[1][1]}, {m.Split[0][1], m.Split[0][2], m.Split[0][0]}}}
					sa, err := g.DecodeMove(swapped)
					if err != nil {
						t.Fatal(err)
					}
					s0, s1, _ := SplitSets(g.drawn[seat], sa)
					if s0 != SetOf(cards(t, m.Split[1]...)...) || s1 != SetOf(cards(t, m.Split[0]...)...) {
						t.Fatalf("swapped split decodes to %s | %s", s0, s1)
					}
				}
			}
		}
		seat, a := randomAction(g, &rng, buf)
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	if s := g.ActionString(PickAction(1)); s != "pick set 1" {
		t.Fatal(s)
	}
	if s := g.ActionString(PlayAction(mustCard(t, "red7"))); s != "red7" {
		t.Fatal(s)
	}
}

func TestDecodeMoveErrors(t *testing.T) {
	g := newGame(t, engine.Config{Players: 3, Seed: 1, Deals: []engine.Deal{{Draw: [][]string{
		{"red1", "red2", "red3", "red4", "red5", "red6"},
		{"blue1", "blue2", "blue3", "blue4", "blue5", "blue6"},
		{"green1", "green2", "green3", "green4", "green5", "green6"}}}}})
	for name, m := range map[string]engine.Move{
		"nothing":       {Seat: 0},
		"two fields":    {Seat: 0, Play: "red1", Pick: engine.IntPtr(0)},
		"facedown":      {Seat: 0, Facedown: engine.IntPtr(0)},
		"lead":          {Seat: 0, Lead: engine.IntPtr(1)},
		"bad card":      {Seat: 0, Play: "red13"},
		"pick 2":        {Seat: 0, Pick: engine.IntPtr(2)},
		"one set":       {Seat: 0, Split: [][]string{{"red1", "red2", "red3", "red4", "red5", "red6"}}},
		"four and two":  {Seat: 0, Split: [][]string{{"red1", "red2", "red3", "red4"}, {"red5", "red6"}}},
		"not drawn":     {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "blue6"}}},
		"twice":         {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red5"}}},
		"no such seat":  {Seat: 3, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "red6"}}},
		"bad card name": {Seat: 0, Split: [][]string{{"red1", "red2", "red3"}, {"red4", "red5", "rd6"}}},
	} {
		if _, err := g.DecodeMove(m); err == nil {
			t.Errorf("%s: decoded", name)
		} else if _, ok := err.(*engine.RuleError); !ok {
			t.Errorf("%s: %T", name, err)
		}
	}
}

// TestObservationHidesOthers: nothing another seat holds or chose before it
// is revealed changes seat 0's observation.
func TestObservationHidesOthers(t *testing.T) {
	g := newGame(t, engine.Config{Game: Name, Players: 4, Seed: 4})
	buf := make([]engine.Action, 0, engine.MaxActions)
	before := g.observe(0)
	// Seats 1..3 split: seat 0 sees only that they no longer owe a split.
	for s := 1; s < 4; s++ {
		if err := g.Apply(s, g.Legal(s, buf)[s]); err != nil {
			t.Fatal(err)
		}
	}
	after := g.observe(0)
	before.Due = after.Due
	if !reflect.DeepEqual(before, after) {
		t.Fatalf("others' splits leaked:\n%+v\n%+v", before, after)
	}
	if err := g.Apply(0, g.Legal(0, buf)[0]); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(1, FirstPick+1); err != nil {
		t.Fatal(err)
	}
	o := g.observe(0)
	if o.Taken != -1 || o.Picked != -1 || o.Stand == [2]CardSet{} {
		t.Fatalf("pick phase: %+v", o)
	}
	for _, s := range []int{0, 2, 3} {
		if err := g.Apply(s, FirstPick); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.observe(0); o.Taken != 1 || o.Picked != 0 {
		t.Fatalf("after picks: taken %d picked %d", o.Taken, o.Picked)
	}
}

// TestDeterminize: for random positions (draft included) and every seat,
// a determinized game plays on legally to its end and hidden cards vary
// between samples (the conformance suite checks that it looks to the seat
// as the observation does).
func TestDeterminize(t *testing.T) {
	rng := engine.NewRNG(99)
	positions := 400
	if testing.Short() {
		positions = 60
	}
	varied, compared := 0, 0
	for i := 0; i < positions; i++ {
		n := MinPlayers + i%3
		cfg := engine.Config{Game: Name, Players: n, Seed: uint64(i), Options: engine.Options{Rounds: 1 + i%MaxRounds}}
		g, _ := playRandom(t, cfg, uint64(i)*7, int(rng.Uint64()%uint64(30*n*(1+i%MaxRounds))))
		for s := 0; s < n; s++ {
			o := g.observe(s)
			d := o.Determinize(&rng, nil).(*Game)
			// The determinized game plays on legally to its end.
			if i%10 == 0 {
				c := d.Clone().(*Game)
				buf := make([]engine.Action, 0, engine.MaxActions)
				for !c.Over() {
					seat, a := randomAction(c, &rng, buf)
					if err := c.Apply(seat, a); err != nil {
						t.Fatal(err)
					}
					if err := c.CheckInvariants(); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !o.Over {
				compared++
				if hiddenDiffers(g, d, s) {
					varied++
				}
			}
		}
	}
	if varied < compared/2 {
		t.Fatalf("hidden cards varied in only %d of %d determinizations", varied, compared)
	}
}

// hiddenDiffers reports whether d deals the other seats' cards differently
// from g.
func hiddenDiffers(g, d *Game, seat int) bool {
	for s := 0; s < g.players; s++ {
		if s != seat && (g.hand[s] != d.hand[s] || g.drawn[s] != d.drawn[s] || g.sets[s] != d.sets[s]) {
			return true
		}
	}
	return g.deck != d.deck
}

// TestDeterminizeRespectsKnowledge checks the constraints directly on a
// position after tricks: voids, known sets, counts.
func TestDeterminizeRespectsKnowledge(t *testing.T) {
	rng := engine.NewRNG(5)
	for i := 0; i < 300; i++ {
		n := MinPlayers + i%3
		g, _ := playRandom(t, engine.Config{Game: Name, Players: n, Seed: uint64(i)}, uint64(i), 2*n+1+i%(4*n))
		if g.phase != phasePlay {
			continue
		}
		for s := 0; s < n; s++ {
			o := g.observe(s)
			var allowed [MaxPlayers]uint8
			for x := range allowed {
				allowed[x] = 1<<(Trump+1) - 1
			}
			for _, tr := range o.Tricks {
				voids(tr.Plays, &allowed)
			}
			voids(o.Trick, &allowed)
			for k := 0; k < 5; k++ {
				d := o.Determinize(&rng, nil).(*Game)
				for x := 0; x < n; x++ {
					for su := Red; su <= Trump; su++ {
						if allowed[x]&(1<<su) == 0 && d.hand[x].Suit(su) != 0 {
							t.Fatalf("seat %d shown void in %s holds %s", x, su, d.hand[x].Suit(su))
						}
					}
				}
				m, r := g.maker(s), g.receiver(s)
				if x := g.hand[m] & o.Stand[1-o.Picked]; d.hand[m]&x != x {
					t.Fatalf("maker %d lost its unpicked set", m)
				}
				if x := g.hand[r] & o.Split[o.Taken]; d.hand[r]&x != x {
					t.Fatalf("receiver %d lost the set it took", r)
				}
			}
		}
	}
}

func TestCloneAndCopyFrom(t *testing.T) {
	g, _ := playRandom(t, engine.Config{Game: Name, Players: 5, Seed: 8}, 3, 40)
	c := g.Clone().(*Game)
	var d Game
	d.CopyFrom(g)
	if c.log.Keeping() || d.log.Keeping() || len(c.Report().Tricks) != 0 {
		t.Fatal("copies keep the trick log")
	}
	for s := 0; s < 5; s++ {
		if !reflect.DeepEqual(g.Observe(s), c.Observe(s)) || !reflect.DeepEqual(g.Observe(s), d.Observe(s)) {
			t.Fatal("copies observe differently")
		}
	}
	// Copies continue identically (same RNG), and independently of g.
	rng1, rng2 := engine.NewRNG(1), engine.NewRNG(1)
	buf := make([]engine.Action, 0, engine.MaxActions)
	for !c.Over() {
		s1, a1 := randomAction(c, &rng1, buf)
		s2, a2 := randomAction(&d, &rng2, buf)
		if s1 != s2 || a1 != a2 {
			t.Fatal("copies diverge")
		}
		if c.Apply(s1, a1) != nil || d.Apply(s2, a2) != nil {
			t.Fatal("refused")
		}
	}
	if g.Over() {
		t.Fatal("playing a clone moved the original")
	}
	if !reflect.DeepEqual(c.Report().Scores, d.Report().Scores) {
		t.Fatal("copies ended differently")
	}
}

func TestReportShape(t *testing.T) {
	g, _ := playRandom(t, engine.Config{Game: Name, Players: 3, Seed: 2}, 2, 0)
	data, _ := json.Marshal(g.Report())
	want := `{"round":1,"tricks":[],"scores":[0,0,0],"round_scores":[[0,0,0]],"piles":[[],[],[]],"eliminated":[],"winners":[]}`
	if string(data) != want {
		t.Fatalf("fresh report\n%s\nwant\n%s", data, want)
	}
	g, _ = playRandom(t, engine.Config{Game: Name, Players: 3, Seed: 2}, 2, -1)
	rep := g.Report()
	total := 0
	for s, p := range rep.Piles {
		names := p.([]string)
		total += len(names)
		if rep.Scores[s] != score(SetOf(cards(t, names...)...)) {
			t.Fatalf("seat %d score %d does not match pile %v", s, rep.Scores[s], names)
		}
	}
	if total != MaxRounds*TricksPerRound || len(rep.Winners) == 0 {
		t.Fatalf("%d cards won, winners %v", total, rep.Winners)
	}
	for i, tr := range rep.Tricks {
		if len(tr.Winners) != 1 || tr.Round != i/TricksPerRound+1 {
			t.Fatalf("trick %d: %+v", i, tr)
		}
		last := i == len(rep.Tricks)-1
		if last != (tr.NextLeader == nil) {
			t.Fatalf("trick %d next leader %v", i, tr.NextLeader)
		}
		if !last && (i+1)%TricksPerRound != 0 && *tr.NextLeader != tr.Winners[0] {
			t.Fatalf("trick %d: winner %d does not lead next", i, tr.Winners[0])
		}
		if !last && *tr.NextLeader != rep.Tricks[i+1].Leader {
			t.Fatalf("trick %d: next leader %d, but %d led", i, *tr.NextLeader, rep.Tricks[i+1].Leader)
		}
	}
	_ = fmt.Sprint()
}
