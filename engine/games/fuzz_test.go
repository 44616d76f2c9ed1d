package games

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// FuzzEveryGame drives every registered game - a game added with one
// registry line included, with no fuzz target of its own - from arbitrary
// bytes: the first bytes choose the game, the table, the options within
// their declared ranges and the seed; then each byte pair is an action id
// and a seat, legal or not. Nothing may panic; Apply must take every legal
// action and refuse others only by a rule (a game may take more than it
// lists: Trick of Trip's split with its sets swapped); every seat's observation must survive JSON and be drawn.
// The Makefile's fuzz runs this target, so a new game is fuzzed by being
// registered.
func FuzzEveryGame(f *testing.F) {
	for i := range All() {
		f.Add([]byte{byte(i), 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
		f.Add([]byte{byte(i), 1, 0xff, 7, 0xc0, 0, 0xc1, 1, 0xd0, 0x81, 3, 0})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 4 {
			return
		}
		all := All()
		d := all[int(data[0])%len(all)]
		cfg := engine.Config{Game: d.ID, Players: d.MinPlayers + int(data[1])%(d.MaxPlayers-d.MinPlayers+1), Seed: uint64(data[3])}
		for _, o := range d.Options {
			// small values, so games stay short: the option's range from its minimum
			cfg.Options.Set(o.Name, o.Min+int(data[2])%min(o.Max-o.Min+1, 4))
		}
		g, err := New(cfg)
		if err != nil {
			return // options the game's own rules refuse (Gummi's 2 rounds)
		}
		buf := make([]engine.Action, 0, engine.MaxActions)
		for i := 4; i+1 < len(data) && !g.Over(); i += 2 {
			seat := g.ToMove().First()
			a := engine.Action(data[i] % engine.MaxActions)
			if data[i] >= 0xc0 {
				buf = g.Legal(seat, buf)
				a = buf[int(data[i])%len(buf)]
			}
			s := seat
			if data[i+1]&0x80 != 0 {
				s = int(data[i+1]) % (cfg.Players + 1)
			}
			legal := false
			for _, l := range g.Legal(s, buf) {
				legal = legal || l == a
			}
			err := g.Apply(s, a)
			var refusal *engine.RuleError
			if legal && err != nil || err != nil && !errors.As(err, &refusal) {
				t.Fatalf("%s seat %d action %d: legal=%v, Apply said %v", d.ID, s, a, legal, err)
			}
			for p := 0; p < cfg.Players; p++ {
				checkObservation(t, d, g.Observe(p))
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
