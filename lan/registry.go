package lan

import (
	"encoding/json"
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// defaultNewGame builds games when HostConfig.NewGame is not set.
var defaultNewGame = games.New

// decodeObservation turns a view's Obs back into the game's own
// Observation (so bots and the UI get the real thing, Determinize
// included), for any game in the registry.
func decodeObservation(game string, raw json.RawMessage) (engine.Observation, error) {
	o, ok := games.NewObservation(game)
	if !ok {
		return nil, fmt.Errorf("lan: this version cannot show game %q", game)
	}
	if err := json.Unmarshal(raw, o); err != nil {
		return nil, fmt.Errorf("lan: bad %s observation: %v", game, err)
	}
	return o, nil
}
