package app

import (
	"encoding/json"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// HomeChoice is what the home screen had chosen when the player last
// pressed Play, so the next visit starts from it.
type HomeChoice struct {
	Game    string         `json:"game"`
	Players int            `json:"players"`
	Options engine.Options `json:"options"`
	// Levels are the computer players' levels, seat 2 first.
	Levels []bot.Level `json:"levels"`
}

const homeChoiceKey = "home"

// LoadHomeChoice reads the last choice. Anything that does not fit the
// games this program has (an unknown game, a player count or option it
// does not allow, an unknown level) is dropped, so the screen falls back
// to its defaults for that part.
func LoadHomeChoice(p Prefs) HomeChoice {
	var c HomeChoice
	if raw := p.String(homeChoiceKey); raw == "" || json.Unmarshal([]byte(raw), &c) != nil {
		return HomeChoice{}
	}
	d, ok := games.Lookup(c.Game)
	if !ok {
		return HomeChoice{}
	}
	if c.Players < d.MinPlayers || c.Players > d.MaxPlayers {
		c.Players = 0
	}
	var opts engine.Options
	for _, o := range d.Options {
		if v := c.Options.Get(o.Name); v >= o.Min && v <= o.Max {
			opts.Set(o.Name, v)
		}
	}
	c.Options = opts
	var levels []bot.Level
	for _, l := range c.Levels {
		if validLevel(l) && len(levels) < engine.MaxPlayers {
			levels = append(levels, l)
		}
	}
	c.Levels = levels
	return c
}

// SaveHomeChoice stores the choice for the next visit.
func SaveHomeChoice(p Prefs, c HomeChoice) {
	data, _ := json.Marshal(c)
	p.SetString(homeChoiceKey, string(data))
}
