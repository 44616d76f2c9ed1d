package games

import (
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestNewEveryGameAndSize(t *testing.T) {
	for _, info := range All() {
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			g, err := New(engine.Config{Game: info.ID, Players: n, Seed: 1})
			if err != nil {
				t.Fatalf("%s with %d: %v", info.ID, n, err)
			}
			if g.Name() != info.ID || g.Players() != n || g.Over() || g.ToMove().Empty() {
				t.Errorf("%s with %d: fresh game looks wrong", info.ID, n)
			}
		}
	}
}

// TestNewErrorIsNilGame guards against returning a typed nil inside the
// interface, which would make `g != nil` true for a failed build.
func TestNewErrorIsNilGame(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "poker", Players: 4},
		{Game: "gummi", Players: 6},
		{Game: "trip", Players: 2},
		{Game: "gummi", Players: 4, Options: engine.Options{}.With("rounds", 2)},
		{Game: "gudetama", Players: 3, Deals: []engine.Deal{{Hands: [][]string{{"15"}, {"1"}, {"2"}}}}},
	} {
		g, err := New(cfg)
		if err == nil {
			t.Errorf("%+v accepted", cfg)
			continue
		}
		if g != nil {
			t.Errorf("%+v: error %q but a non-nil game", cfg, err)
		}
		var ce *engine.ConfigError
		if !errors.As(err, &ce) {
			t.Errorf("%+v: error %T, want *engine.ConfigError", cfg, err)
		}
	}
}
