package lan

import (
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/trickparty/trickparty/engine"
)

// defaultNewGame builds games when HostConfig.NewGame is not set; games.go
// points it at engine/games.New.
var defaultNewGame = func(cfg engine.Config) (engine.Game, error) {
	return nil, fmt.Errorf("lan: no game factory for %q", cfg.Game)
}

// obsTypes maps game names to observation constructors. It is copied on
// write, so every client's decoder reads it without taking a shared lock.
var (
	obsMu    sync.Mutex // serializes writers
	obsTypes atomic.Pointer[map[string]func() engine.Observation]
)

// RegisterObservation tells clients how to decode a game's observations:
// newObs returns a pointer to a zero concrete Observation for
// encoding/json to fill. The built-in games are registered already.
func RegisterObservation(game string, newObs func() engine.Observation) {
	obsMu.Lock()
	defer obsMu.Unlock()
	m := map[string]func() engine.Observation{}
	if old := obsTypes.Load(); old != nil {
		for k, v := range *old {
			m[k] = v
		}
	}
	m[game] = newObs
	obsTypes.Store(&m)
}

// decodeObservation turns a view's Obs back into the game's Observation.
func decodeObservation(game string, raw json.RawMessage) (engine.Observation, error) {
	var newObs func() engine.Observation
	if m := obsTypes.Load(); m != nil {
		newObs = (*m)[game]
	}
	if newObs == nil {
		return nil, fmt.Errorf("lan: this version cannot show game %q", game)
	}
	o := newObs()
	if err := json.Unmarshal(raw, o); err != nil {
		return nil, fmt.Errorf("lan: bad %s observation: %v", game, err)
	}
	return o, nil
}
