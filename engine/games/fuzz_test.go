package games

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

// fuzzGame picks the registered game and table a fuzz input's first bytes
// name: game, player count, an option at its minimum or maximum, seed.
func fuzzGame(data []byte) (*engine.Descriptor, engine.Config) {
	all := All()
	d := all[int(data[0])%len(all)]
	cfg := engine.Config{Game: d.ID, Players: d.MinPlayers + int(data[1])%(d.MaxPlayers-d.MinPlayers+1), Seed: uint64(data[2])}
	if len(d.Options) > 0 && data[1]&0x80 != 0 {
		o := d.Options[int(data[1]>>4)%len(d.Options)]
		v := o.Min
		if data[1]&0x40 != 0 && o.Max <= 99 {
			v = o.Max
		}
		cfg.Options.Set(o.Name, v)
	}
	return d, cfg
}

// FuzzActions drives any registered game (the first byte picks it) with
// arbitrary bytes: after the table, each byte pair is an action - an id,
// or the n-th legal action - and a seat, due to act or any other, off the
// table included. Nothing may panic; Apply takes exactly what the seat may
// take; a refusal is a *engine.RuleError and changes nothing; the game's
// invariants hold after every action; samples from observations agree
// with them; every seat's observation survives JSON and is drawn alike;
// every trick says why by the game's reasons. A game added with one
// registry line (High Card, which this package's tests register) is
// fuzzed with no target of its own.
func FuzzActions(f *testing.F) {
	for i := range All() {
		f.Add([]byte{byte(i), 0, 1, 0, 1, 2, 3, 4, 5, 6, 7})
		f.Add([]byte{byte(i), 0x83, 9, 200, 0, 201, 1, 202, 2, 203, 0, 204, 3, 255, 255, 9, 9})
		f.Add([]byte{byte(i), 0xc2, 7, 64, 1, 70, 2, 90, 0x80, 91, 0x81, 128, 129, 130, 131})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		d, cfg := fuzzGame(data)
		g, err := d.New(cfg)
		if err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
		rng := engine.NewRNG(uint64(len(data)))
		var buf [engine.MaxActions]engine.Action
		var reuse engine.Game
		for i := 3; i+1 < len(data) && !g.Over(); i += 2 {
			seat := g.ToMove().First()
			if data[i+1]&0x80 != 0 {
				seat = int(data[i+1]&0x7f)%(cfg.Players+2) - 1
			}
			a := engine.Action(data[i]) % engine.MaxActions
			if data[i] >= 0xc0 && seat >= 0 && seat < cfg.Players {
				if legal := g.Legal(seat, buf[:0]); len(legal) > 0 {
					a = legal[int(data[i])%len(legal)]
				}
			}
			may := false
			if seat >= 0 && seat < cfg.Players {
				if all, ok := g.(enginetest.AllLegal); ok {
					may = contains(all.AllLegal(seat, buf[:0]), a)
				} else {
					may = contains(g.Legal(seat, buf[:0]), a)
				}
			}
			snap := enginetest.Take(g)
			err := g.Apply(seat, a)
			var re *engine.RuleError
			switch {
			case may && err != nil:
				t.Fatalf("%+v: seat %d may take %s but Apply said %v", cfg, seat, g.ActionString(a), err)
			case !may && err == nil:
				t.Fatalf("%+v: seat %d may not take %s but Apply took it", cfg, seat, g.ActionString(a))
			case err != nil && (!errors.As(err, &re) || snap.Changed()):
				t.Fatalf("%+v: the refusal %v (%T) changed the game or is no RuleError", cfg, err, err)
			}
			if c, ok := g.(enginetest.Invariants); ok {
				if err := c.CheckInvariants(); err != nil {
					t.Fatalf("%+v after seat %d's %s: %v", cfg, seat, g.ActionString(a), err)
				}
			}
			for p := 0; p < cfg.Players; p++ {
				checkObservation(t, d, g.Observe(p))
			}
			if i%8 == 3 {
				obs := g.Observe(int(data[i]) % cfg.Players)
				if reuse, err = enginetest.DeterminizeAgrees(obs, &rng, reuse); err != nil {
					t.Fatalf("%+v: %v", cfg, err)
				}
			}
		}
		if len(d.TrickReasons) > 0 {
			if err := enginetest.CheckWhy(g.Report(), d.ID, d.TrickReasons, nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzObservation feeds arbitrary JSON to an observation of any registered
// game (the first byte picks it), as a network peer or a save might:
// Legal, View and Determinize must not panic, and the sample must be a
// game that can be observed, asked for its legal actions and reported, and
// holds the game's invariants.
func FuzzObservation(f *testing.F) {
	for i, d := range All() {
		for steps := 0; steps < 80; steps += 9 {
			g, err := New(engine.Config{Game: d.ID, Players: d.MinPlayers + steps%(d.MaxPlayers-d.MinPlayers+1), Seed: uint64(steps)})
			if err != nil {
				f.Fatal(err)
			}
			enginetest.Advance(g, steps, uint64(steps))
			data, err := json.Marshal(g.Observe(steps % g.Players()))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(append([]byte{byte(i)}, data...))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		all := All()
		d := all[int(data[0])%len(all)]
		obs := d.NewObservation()
		if json.Unmarshal(data[1:], obs) != nil {
			return
		}
		var buf [engine.MaxActions]engine.Action
		_ = obs.Legal(buf[:0])
		_, _ = d.View(obs)
		rng := engine.NewRNG(3)
		g := obs.Determinize(&rng, nil)
		if g == nil || g.Name() != d.ID || g.Players() < d.MinPlayers || g.Players() > d.MaxPlayers {
			t.Fatalf("sampled no %s game from %s", d.ID, data[1:])
		}
		for s := 0; s < g.Players(); s++ {
			_ = g.Observe(s)
			_ = g.Legal(s, buf[:0])
		}
		_ = g.Report()
		if c, ok := g.(enginetest.Invariants); ok {
			if err := c.CheckInvariants(); err != nil {
				t.Fatalf("the %s game sampled from %s: %v", d.ID, data[1:], err)
			}
		}
	})
}

// checkObservation: the observation's JSON decodes into the game's own
// type, which draws the same view.
func checkObservation(t *testing.T, d *engine.Descriptor, obs engine.Observation) {
	b, err := json.Marshal(obs)
	if err != nil {
		t.Fatalf("%s: %v", d.ID, err)
	}
	back := d.NewObservation()
	if err := json.Unmarshal(b, back); err != nil {
		t.Fatalf("%s: %s does not decode: %v", d.ID, b, err)
	}
	v1, err1 := d.View(obs)
	v2, err2 := d.View(back)
	if err1 != nil || err2 != nil || v1.Seat != v2.Seat || v1.Phase != v2.Phase || len(v1.Hand) != len(v2.Hand) {
		t.Fatalf("%s: view %+v, %v; after JSON %+v, %v", d.ID, v1, err1, v2, err2)
	}
}

// contains reports whether a is in list.
func contains(list []engine.Action, a engine.Action) bool {
	for _, l := range list {
		if l == a {
			return true
		}
	}
	return false
}
