package gummi

import (
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

// FuzzActions drives a game with arbitrary bytes: the first bytes choose the
// table, then each byte pair is an action id and a seat, legal or not. It
// must never panic; refusals leave the state unchanged and the card
// invariants hold after every accepted action; observations of every seat
// determinize consistently.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add([]byte{3, 1, 60, 0, 61, 1, 62, 2, 0, 3})
	f.Add([]byte{2, 0, 255, 255, 9, 9, 19, 0, 29, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		players := MinPlayers + int(data[0])%(MaxPlayers-MinPlayers+1)
		rounds := 1
		if data[0]&0x80 != 0 {
			rounds = 3
		}
		g, err := New(engine.Config{Players: players, Options: engine.Options{Rounds: rounds}, Seed: uint64(data[1])})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(uint64(len(data)))
		buf := make([]engine.Action, 0, engine.MaxActions)
		for i := 2; i+1 < len(data) && !g.Over(); i += 2 {
			seat := g.ToMove().First()
			var a engine.Action
			switch b := data[i]; {
			case b < 0xc0:
				// Mostly ids near the legal range, so games progress.
				a = engine.Action(int(b) % (numActions + 3))
			case b < 0xf0:
				buf = g.Legal(seat, buf)
				a = buf[int(b)%len(buf)]
			default:
				a = engine.Action(b) << 8
			}
			s := int(data[i+1]) % (players + 2)
			if data[i+1]&0x80 == 0 {
				s = seat
			}
			before := g.state
			legal := false
			for _, l := range g.Legal(s, buf) {
				legal = legal || l == a
			}
			err := g.Apply(s, a)
			if legal != (err == nil) {
				t.Fatalf("seat %d action %d: legal=%v but Apply said %v", s, a, legal, err)
			}
			if err != nil {
				var re *engine.RuleError
				if !errors.As(err, &re) || g.state != before {
					t.Fatalf("refusal %v changed the state or is no RuleError", err)
				}
				continue
			}
			if err := g.checkCards(); err != nil {
				t.Fatal(err)
			}
		}
		for s := 0; s < players; s++ {
			obs := g.Observe(s)
			d := obs.Determinize(&rng, nil).(*Game)
			if err := d.checkCards(); err != nil {
				t.Fatalf("determinized: %v", err)
			}
		}
		// Every trick the game logged says why each winner won.
		if err := enginetest.CheckWhy(g.Report(), Name, Descriptor.TrickReasons, nil); err != nil {
			t.Fatal(err)
		}
	})
}
