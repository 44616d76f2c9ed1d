// Package scenario implements the scenario contract (shared/spec/scenario.md):
// a JSON document that fixes a game completely - game, players, options,
// seed, deals and every action - and the JSON output describing the game
// after those actions. Saves use the same document with a format version, so
// a saved game, a bug report and a rules test are one and the same thing.
package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/trickparty/trickparty/engine"
)

// MaxSize bounds a scenario or save document; anything larger is refused
// before it is parsed.
const MaxSize = 4 << 20

// MaxActions bounds the number of actions in one document (a long Gudetama
// game has a few thousand).
const MaxActions = 100_000

// DefaultSeed is the seed of a scenario that gives none.
const DefaultSeed = 1

// Scenario is the input document of the contract.
type Scenario struct {
	// Version is the save-format version; scenarios leave it out.
	Version int             `json:"version,omitempty"`
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Options *engine.Options `json:"options,omitempty"`
	Seed    *uint64         `json:"seed,omitempty"`
	Deals   []engine.Deal   `json:"deals,omitempty"`
	Actions []engine.Move   `json:"actions"`
}

// Config is the engine configuration the scenario describes.
func (s *Scenario) Config() engine.Config {
	cfg := engine.Config{Game: s.Game, Players: s.Players, Seed: DefaultSeed, Deals: s.Deals}
	if s.Options != nil {
		cfg.Options = *s.Options
	}
	if s.Seed != nil {
		cfg.Seed = *s.Seed
	}
	return cfg
}

// FromConfig starts a scenario document for cfg with no actions yet.
func FromConfig(cfg engine.Config) *Scenario {
	seed := cfg.Seed
	opts := cfg.Options
	return &Scenario{Game: cfg.Game, Players: cfg.Players, Options: &opts, Seed: &seed, Deals: cfg.Deals, Actions: []engine.Move{}}
}

// Parse reads a scenario document strictly: unknown fields, trailing data,
// oversized documents and malformed JSON are errors.
func Parse(r io.Reader) (*Scenario, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading scenario: %w", err)
	}
	return ParseBytes(data)
}

// ParseBytes is Parse for a document already in memory.
func ParseBytes(data []byte) (*Scenario, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("scenario is larger than %d bytes", MaxSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Scenario
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("scenario is not valid JSON of the expected shape: %w", err)
	}
	if dec.More() {
		return nil, errors.New("scenario has data after its JSON object")
	}
	if s.Game == "" {
		return nil, errors.New(`scenario has no "game"`)
	}
	if len(s.Actions) > MaxActions {
		return nil, fmt.Errorf("scenario has %d actions, more than the %d allowed", len(s.Actions), MaxActions)
	}
	return &s, nil
}
