// Package games builds any of Trick Party's games from an engine.Config.
package games

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

// Info describes a game for menus and validation.
type Info struct {
	// ID is the game's id in configs, saves and the scenario contract.
	ID string
	// Title is the game's display name.
	Title string
	// MinPlayers and MaxPlayers bound the seat count.
	MinPlayers, MaxPlayers int
}

// All lists the games in menu order.
var All = []Info{
	{ID: "gummi", Title: "Gummi Trick", MinPlayers: 2, MaxPlayers: 5},
	{ID: "gudetama", Title: "Gudetama: The Tricky Egg Card Game", MinPlayers: 2, MaxPlayers: 7},
	{ID: "trip", Title: "Trick of Trip", MinPlayers: 3, MaxPlayers: 5},
}

// Lookup returns the Info of a game id.
func Lookup(id string) (Info, bool) {
	for _, info := range All {
		if info.ID == id {
			return info, true
		}
	}
	return Info{}, false
}

// New starts a game from cfg, or explains why cfg cannot be played.
func New(cfg engine.Config) (engine.Game, error) {
	info, ok := Lookup(cfg.Game)
	if !ok {
		return nil, engine.BadConfig("unknown game %q (want gummi, gudetama or trip)", cfg.Game)
	}
	if cfg.Players < info.MinPlayers || cfg.Players > info.MaxPlayers {
		return nil, engine.BadConfig("%s is played by %d to %d players, not %d", info.Title, info.MinPlayers, info.MaxPlayers, cfg.Players)
	}
	// Each New returns a concrete pointer; convert only on success so a
	// failed build is a nil interface, not a typed nil.
	switch cfg.Game {
	case "gummi":
		return asGame(gummi.New(cfg))
	case "gudetama":
		return asGame(gudetama.New(cfg))
	case "trip":
		return asGame(trip.New(cfg))
	}
	panic(fmt.Sprintf("games: %q listed but not built", cfg.Game))
}

func asGame[G engine.Game](g G, err error) (engine.Game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}
