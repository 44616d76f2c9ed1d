package app

import (
	"encoding/json"
	"time"

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
	// Levels are the computer players' levels, seat 2 first (for a hosted
	// table, the one level of its bots).
	Levels []bot.Level `json:"levels"`
	// TurnTimer is a hosted table's turn timer (0: off).
	TurnTimer time.Duration `json:"turn_timer,omitempty"`
	// GameOptions are the options chosen for each game, by id, the games
	// not chosen last included: a player who set Gummi Trick to three
	// rounds and then played Trick of Trip found one round next time.
	GameOptions map[string]engine.Options `json:"game_options,omitempty"`
}

const (
	homeChoiceKey = "home"
	// hostChoiceKey keeps what the Host screen had chosen, apart from the
	// home screen's solo game.
	hostChoiceKey = "host"
)

// LoadHomeChoice reads the last choice. Anything that does not fit the
// games this program has (an unknown game, a player count or option it
// does not allow, an unknown level) is dropped, so the screen falls back
// to its defaults for that part.
func LoadHomeChoice(p Prefs) HomeChoice { return loadChoice(p, homeChoiceKey) }

// LoadHostChoice is LoadHomeChoice for the Host screen.
func LoadHostChoice(p Prefs) HomeChoice { return loadChoice(p, hostChoiceKey) }

// SaveHostChoice stores the Host screen's choice for its next visit.
func SaveHostChoice(p Prefs, c HomeChoice) { saveChoice(p, hostChoiceKey, c) }

func loadChoice(p Prefs, key string) HomeChoice {
	var c HomeChoice
	if raw := p.String(key); raw == "" || json.Unmarshal([]byte(raw), &c) != nil {
		return HomeChoice{}
	}
	d, ok := games.Lookup(c.Game)
	if !ok {
		return HomeChoice{}
	}
	if c.Players < d.MinPlayers || c.Players > d.MaxPlayers {
		c.Players = 0
	}
	c.Options = allowedOptions(d, c.Options)
	var kept map[string]engine.Options
	for id, opts := range c.GameOptions {
		if g, ok := games.Lookup(id); ok {
			if kept == nil {
				kept = map[string]engine.Options{}
			}
			kept[id] = allowedOptions(g, opts)
		}
	}
	c.GameOptions = kept
	var levels []bot.Level
	for _, l := range c.Levels {
		if validLevel(l) && len(levels) < engine.MaxPlayers {
			levels = append(levels, l)
		}
	}
	c.Levels = levels
	if c.TurnTimer < 0 || c.TurnTimer > time.Hour {
		c.TurnTimer = 0
	}
	return c
}

// allowedOptions are the options of opts that game d has, with values in
// their ranges.
func allowedOptions(d *engine.Descriptor, opts engine.Options) engine.Options {
	var kept engine.Options
	for _, o := range d.Options {
		if v := opts.Get(o.Name); v >= o.Min && v <= o.Max {
			kept.Set(o.Name, v)
		}
	}
	return kept
}

// SaveHomeChoice stores the choice for the next visit.
func SaveHomeChoice(p Prefs, c HomeChoice) { saveChoice(p, homeChoiceKey, c) }

func saveChoice(p Prefs, key string, c HomeChoice) {
	data, _ := json.Marshal(c)
	p.SetString(key, string(data))
}
