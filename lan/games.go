package lan

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

// The built-in games: hosts build them with games.New, clients decode their
// observations into the games' own types (so bots and the UI get the real
// thing, Determinize included).
func init() {
	defaultNewGame = games.New
	RegisterObservation("gummi", func() engine.Observation { return &gummi.Observation{} })
	RegisterObservation("gudetama", func() engine.Observation { return &gudetama.Observation{} })
	RegisterObservation("trip", func() engine.Observation { return &trip.Observation{} })
}
