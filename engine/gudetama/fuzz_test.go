package gudetama

import (
	"encoding/json"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

// FuzzActions drives a game with bytes: the first picks the table size and
// target, the next eight the seed; then each pair of bytes is an action,
// either the n-th legal action or a raw (seat, id) that may well be illegal.
// Nothing may panic, refusals must leave the state unchanged, and the cards
// must stay accounted for.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1, 0, 2})
	f.Add([]byte{5, 9, 9, 9, 9, 9, 9, 9, 9, 200, 14, 0, 0, 7, 200, 1, 16})
	f.Add([]byte{3, 0, 0, 0, 0, 0, 0, 0, 1, 128, 0, 128, 1, 128, 2, 128, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		players := MinPlayers + int(data[0])%(MaxPlayers-MinPlayers+1)
		target := 0
		if data[0] >= 128 {
			target = 1 + int(data[0]>>4)%8 // small targets reach the playoff quickly
		}
		var seed uint64
		for _, b := range data[1:9] {
			seed = seed<<8 | uint64(b)
		}
		g, err := New(engine.Config{Game: Name, Players: players, Seed: seed, Options: engine.Options{Target: target}})
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]engine.Action, 0, engine.MaxActions)
		rest := data[9:]
		for len(rest) >= 2 && !g.Over() {
			x, y := rest[0], rest[1]
			rest = rest[2:]
			seat := g.ToMove().First()
			buf = g.Legal(seat, buf)
			if len(buf) == 0 {
				t.Fatalf("seat %d to move has no legal action", seat)
			}
			var a engine.Action
			if x < 128 {
				a = buf[int(y)%len(buf)]
			} else {
				seat = int(x-128) % (players + 2)
				a = engine.Action(y)
			}
			legal := seat == g.ToMove().First()
			if legal {
				legal = false
				for _, b := range buf {
					legal = legal || b == a
				}
			}
			before := *g
			err := g.Apply(seat, a)
			if legal != (err == nil) {
				t.Fatalf("seat %d action %d: legal %v, Apply error %v", seat, a, legal, err)
			}
			if err != nil && !sameState(&before, g) {
				t.Fatalf("refused action changed the state")
			}
			if err := checkInvariants(g); err != nil {
				t.Fatal(err)
			}
			_ = g.ActionString(a)
			if m := g.EncodeMove(seat, a); legal {
				if back, err := g.DecodeMove(m); err != nil || back != a {
					t.Fatalf("notation round trip of %d: %d %v", a, back, err)
				}
			}
		}
		obs := g.Observe(int(data[0]) % players).(*Observation)
		rng := engine.NewRNG(seed)
		d := obs.Determinize(&rng, nil).(*Game)
		if err := checkInvariants(d); err != nil {
			t.Fatalf("determinized: %v", err)
		}
		// Every trick the game logged says why each winner won.
		if err := enginetest.CheckWhy(g.Report(), Name, Descriptor.TrickReasons, nil); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzObservation feeds arbitrary JSON to an Observation (as a network peer
// or a save might): Legal and Determinize, with the inference about hands
// from the plays, must never panic, and a sample must be a playable game.
func FuzzObservation(f *testing.F) {
	for steps := 0; steps < 80; steps += 9 {
		g, err := New(engine.Config{Game: Name, Players: 2 + steps%4, Seed: uint64(steps)})
		if err != nil {
			f.Fatal(err)
		}
		rng := engine.NewRNG(1)
		buf := make([]engine.Action, 0, engine.MaxActions)
		for i := 0; i < steps && !g.Over(); i++ {
			seat := g.ToMove().First()
			buf = g.Legal(seat, buf)
			_ = g.Apply(seat, buf[rng.IntN(len(buf))])
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
		for i := 0; i < 8; i++ {
			d := o.Determinize(&rng, nil).(*Game)
			if err := checkInvariants(d); err != nil {
				t.Fatalf("determinized: %v", err)
			}
		}
	})
}
