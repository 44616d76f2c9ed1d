package lan

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/trickparty/trickparty/engine"
)

// defaultNewGame builds games when HostConfig.NewGame is not set; games.go
// points it at engine/games.New.
var defaultNewGame = func(cfg engine.Config) (engine.Game, error) {
	return nil, fmt.Errorf("lan: no game factory for %q", cfg.Game)
}

var (
	obsMu    sync.RWMutex
	obsTypes = map[string]func() engine.Observation{}
)

// RegisterObservation tells clients how to decode a game's observations:
// newObs returns a pointer to a zero concrete Observation for
// encoding/json to fill. The built-in games are registered already.
func RegisterObservation(game string, newObs func() engine.Observation) {
	obsMu.Lock()
	defer obsMu.Unlock()
	obsTypes[game] = newObs
}

// decodeObservation turns a view's Obs back into the game's Observation.
func decodeObservation(game string, raw json.RawMessage) (engine.Observation, error) {
	obsMu.RLock()
	newObs := obsTypes[game]
	obsMu.RUnlock()
	if newObs == nil {
		return nil, fmt.Errorf("lan: this version cannot show game %q", game)
	}
	o := newObs()
	if err := json.Unmarshal(raw, o); err != nil {
		return nil, fmt.Errorf("lan: bad %s observation: %v", game, err)
	}
	return o, nil
}
