package trip

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

// FuzzActions drives a game with arbitrary bytes: the first bytes choose the
// table, rounds and seed; then each pair of bytes chooses a seat (sometimes
// one not at the table) and either a raw action id (legal or not) or one of
// the seat's legal actions. It must never panic; refused actions leave the
// state unchanged; cards stay in exactly one place; observations survive
// determinization.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 201, 202, 203, 204, 205})
	f.Add([]byte{2, 3, 9, 0, 64, 1, 70, 2, 90, 0, 91, 255, 255, 255, 255})
	f.Add([]byte{1, 0, 7, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		n := MinPlayers + int(data[0])%(MaxPlayers-MinPlayers+1)
		rounds := 1 + int(data[1])%MaxRounds
		g, err := New(engine.Config{Game: Name, Players: n, Seed: uint64(data[2]), Options: engine.Options{Rounds: rounds}})
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]engine.Action, 0, engine.MaxActions)
		rng := engine.NewRNG(uint64(len(data)))
		data = data[3:]
		for i := 0; i+1 < len(data) && !g.Over(); i += 2 {
			seat := int(data[i]) % (n + 1)
			var a engine.Action
			if data[i+1] < 128 {
				a = engine.Action(data[i+1])
			} else {
				due := g.ToMove()
				if !due.Has(seat) {
					seat = due.First()
				}
				legal := g.Legal(seat, buf)
				a = legal[int(data[i+1]-128)%len(legal)]
				if m := g.EncodeMove(seat, a); true {
					if back, err := g.DecodeMove(m); err != nil || back != a {
						t.Fatalf("notation round trip of %d: %d, %v", a, back, err)
					}
				}
			}
			before, logged := g.core, g.log.Len()
			if err := g.Apply(seat, a); err != nil {
				if _, ok := err.(*engine.RuleError); !ok {
					t.Fatalf("not a RuleError: %T %v", err, err)
				}
				if before != g.core || logged != g.log.Len() {
					t.Fatalf("refused action %d of seat %d changed the state", a, seat)
				}
			}
			if err := g.checkCards(); err != nil {
				t.Fatal(err)
			}
			if i%8 == 0 {
				s := int(data[i]) % n
				o := g.observe(s)
				d := o.Determinize(&rng, nil).(*Game)
				if err := d.checkCards(); err != nil {
					t.Fatalf("determinized: %v", err)
				}
				if !reflect.DeepEqual(o, d.observe(s)) {
					t.Fatal("determinized observation differs")
				}
			}
		}
		// Every trick the game logged says why each winner won.
		if err := enginetest.CheckWhy(g.Report(), Name, Descriptor.TrickReasons, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzObservation feeds arbitrary JSON to an Observation (as a network
// peer or a save might): Legal and Determinize must never panic, and a
// well-formed result must keep its cards in one place each.
func FuzzObservation(f *testing.F) {
	for steps := 0; steps < 80; steps += 9 {
		g, err := New(engine.Config{Game: Name, Players: 3 + steps%3, Seed: uint64(steps)})
		if err != nil {
			f.Fatal(err)
		}
		rng := engine.NewRNG(1)
		buf := make([]engine.Action, 0, engine.MaxActions)
		for i := 0; i < steps && !g.Over(); i++ {
			seat, a := randomAction(g, &rng, buf)
			_ = g.Apply(seat, a)
		}
		data, err := json.Marshal(g.observe(steps % g.players))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var o Observation
		if json.Unmarshal(data, &o) != nil {
			return
		}
		rng := engine.NewRNG(3)
		buf := make([]engine.Action, 0, engine.MaxActions)
		_ = o.Legal(buf)
		for _, tv := range o.Tricks {
			// Why is judged from any plays a peer sends.
			if i, id := observedRule(tv.Plays); i >= len(tv.Plays) || (i >= 0) != (id != "") {
				t.Fatalf("observedRule(%v) = %d, %q", tv.Plays, i, id)
			}
		}
		d := o.Determinize(&rng, nil).(*Game)
		if d.players < MinPlayers || d.players > MaxPlayers {
			t.Fatalf("determinized a table of %d", d.players)
		}
		for s := 0; s < d.players; s++ {
			_ = d.Observe(s)
			_ = d.Legal(s, buf)
		}
		_ = d.Report()
	})
}
