// Package games is the registry of Trick Party's games: every other part of
// the program learns about a game from its engine.Descriptor here, and
// builds games, observations and views through it.
package games

import (
	"fmt"
	"strings"
	"sync"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

var (
	mu       sync.RWMutex
	registry []*engine.Descriptor
)

// The built-in games, in menu order.
func init() {
	Register(&gummi.Descriptor)
	Register(&gudetama.Descriptor)
	Register(&trip.Descriptor)
}

// Register adds a game. It panics when Check refuses the descriptor or the
// id is taken: both are mistakes in the program, found at start-up.
func Register(d *engine.Descriptor) {
	if err := Check(d); err != nil {
		panic("games: " + err.Error())
	}
	mu.Lock()
	defer mu.Unlock()
	for _, e := range registry {
		if e.ID == d.ID {
			panic(fmt.Sprintf("games: %q registered twice", d.ID))
		}
	}
	registry = append(registry, d)
}

// All lists the games in the order they were registered (menu order).
func All() []*engine.Descriptor {
	mu.RLock()
	defer mu.RUnlock()
	return append([]*engine.Descriptor(nil), registry...)
}

// Lookup returns the descriptor of a game id.
func Lookup(id string) (*engine.Descriptor, bool) {
	mu.RLock()
	defer mu.RUnlock()
	for _, d := range registry {
		if d.ID == id {
			return d, true
		}
	}
	return nil, false
}

// New starts a game from cfg, or explains why cfg cannot be played.
func New(cfg engine.Config) (engine.Game, error) {
	d, ok := Lookup(cfg.Game)
	if !ok {
		return nil, engine.BadConfig("unknown game %q (want %s)", cfg.Game, IDs())
	}
	if cfg.Players < d.MinPlayers || cfg.Players > d.MaxPlayers {
		return nil, engine.BadConfig("%s is played by %d to %d players, not %d", d.Title, d.MinPlayers, d.MaxPlayers, cfg.Players)
	}
	if err := d.CheckOptions(cfg.Options); err != nil {
		return nil, err
	}
	return d.New(cfg)
}

// NewObservation returns an empty observation of a game, for decoding.
func NewObservation(id string) (engine.Observation, bool) {
	d, ok := Lookup(id)
	if !ok {
		return nil, false
	}
	return d.NewObservation(), true
}

// OptionsHelp says every game's options and their ranges, for help texts:
// "gummi: rounds 1..3; gudetama: target 1..9999; trip: rounds 1..4".
func OptionsHelp() string {
	var out []string
	for _, d := range All() {
		var opts []string
		for _, o := range d.Options {
			opts = append(opts, fmt.Sprintf("%s %d..%d", o.Name, o.Min, o.Max))
		}
		if len(opts) > 0 {
			out = append(out, d.ID+": "+strings.Join(opts, ", "))
		}
	}
	return strings.Join(out, "; ")
}

// View describes an observation of any registered game for drawing.
func View(obs engine.Observation) (engine.View, error) {
	if obs == nil {
		return engine.View{}, fmt.Errorf("no observation")
	}
	d, ok := Lookup(obs.GameName())
	if !ok {
		return engine.View{}, fmt.Errorf("no view for game %q", obs.GameName())
	}
	return d.View(obs)
}

// IDs lists the registered ids for messages and help texts: "gummi,
// gudetama or trip".
func IDs() string {
	var out []string
	for _, d := range All() {
		out = append(out, d.ID)
	}
	if len(out) < 2 {
		return strings.Join(out, "")
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}
