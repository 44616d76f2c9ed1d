package home

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// GamePicker chooses the game, the number of players and the game's menu
// options (each game's descriptor says which), for the home and Host
// screens alike.
type GamePicker struct {
	games   []app.GameInfo
	game    *widget.RadioGroup
	players *widget.Select
	// options holds, for the chosen game, one radio group per option that
	// offers choices; choices[i] are the groups of games[i].
	options *fyne.Container
	choices [][]*widget.RadioGroup
	// named[i] are games[i]'s groups each after its option's label, for
	// a game of several options (nil for one: its choices say what they
	// choose, "3 rounds (advanced)").
	named   []fyne.CanvasObject
	current int
	// onPlayers hears the player count whenever it changes; OnGame the
	// game whenever another is chosen.
	onPlayers func(n int)
	OnGame    func(g app.GameInfo)
	// OnChange hears any change of game, players or options.
	OnChange func()
}

// changed tells OnChange.
func (p *GamePicker) changed() {
	if p.OnChange != nil {
		p.OnChange()
	}
}

// NewGamePicker chooses among the registered games; onPlayers (if not
// nil) hears the player count whenever it changes.
func NewGamePicker(onPlayers func(n int)) *GamePicker {
	return newGamePicker(app.Games(), onPlayers)
}

// newGamePicker chooses among games.
func newGamePicker(games []app.GameInfo, onPlayers func(n int)) *GamePicker {
	p := &GamePicker{games: games, players: widget.NewSelect(nil, nil), options: container.NewVBox(), onPlayers: onPlayers}
	titles := make([]string, len(p.games))
	for i, g := range p.games {
		titles[i] = words.GameTitle(g.Title)
		var groups []*widget.RadioGroup
		var labels []fyne.CanvasObject
		for _, o := range g.Options {
			if len(o.Choices) == 0 {
				continue
			}
			var choices []string
			for _, c := range o.Choices {
				choices = append(choices, lang.L(c.Label))
			}
			r := widget.NewRadioGroup(choices, func(string) { p.changed() })
			r.Horizontal = true
			r.Required = true // a second click on the choice does not clear it
			r.SetSelected(choices[0])
			groups = append(groups, r)
			labels = append(labels, widget.NewLabel(lang.L(o.Label)), r)
		}
		p.choices = append(p.choices, groups)
		var named fyne.CanvasObject
		if len(groups) > 1 {
			named = container.New(layout.NewFormLayout(), labels...)
		}
		p.named = append(p.named, named)
	}
	p.players.OnChanged = func(s string) {
		if n, err := strconv.Atoi(s); err == nil && p.onPlayers != nil {
			p.onPlayers(n)
		}
		p.changed()
	}
	p.game = widget.NewRadioGroup(titles, func(s string) {
		for i, t := range titles {
			if t == s {
				p.choose(i)
			}
		}
	})
	// A second click on the chosen game would leave no game chosen, with
	// its options still shown.
	p.game.Required = true
	p.game.SetSelected(titles[0])
	return p
}

// choose shows game i's player counts (the count chosen kept where the
// game allows it, else 4 where allowed) and options.
func (p *GamePicker) choose(i int) {
	p.current = i
	g := p.games[i]
	if p.OnGame != nil {
		p.OnGame(g)
	}
	var counts []string
	for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
		counts = append(counts, strconv.Itoa(n))
	}
	// The count chosen stays where the new game allows it (3 does not go
	// back to 4 on another game).
	n, err := strconv.Atoi(p.players.Selected)
	if err != nil || n < g.MinPlayers || n > g.MaxPlayers {
		n = min(4, g.MaxPlayers)
	}
	p.players.Options = counts
	p.players.SetSelected(strconv.Itoa(n))
	p.options.Objects = nil
	if p.named[i] != nil {
		p.options.Add(p.named[i])
	} else {
		for _, r := range p.choices[i] {
			p.options.Add(r)
		}
	}
	if len(p.choices[i]) == 0 {
		// A bare "Options" label looked like something failed to load.
		none := widget.NewLabel(lang.L("This game has no options"))
		none.Importance = widget.LowImportance
		p.options.Add(none)
	}
	p.options.Refresh()
	p.changed()
}

// Restore chooses the game, player count and options of a choice made
// before, and each other game's options as they were last chosen; what
// does not match this program's games keeps the defaults.
func (p *GamePicker) Restore(c app.HomeChoice) {
	for i, g := range p.games {
		if opts, ok := c.GameOptions[g.ID]; ok {
			p.setOptions(i, opts)
		}
	}
	for i, g := range p.games {
		if g.ID != c.Game {
			continue
		}
		p.game.SetSelected(p.game.Options[i]) // calls choose(i)
		if c.Players != 0 {
			p.players.SetSelected(strconv.Itoa(c.Players))
		}
		p.setOptions(i, c.Options)
	}
}

// choosable are game i's options that offer choices, each with its radio
// group (choices[i] holds the groups in that order).
func (p *GamePicker) choosable(i int) ([]engine.OptionSpec, []*widget.RadioGroup) {
	var specs []engine.OptionSpec
	for _, o := range p.games[i].Options {
		if len(o.Choices) > 0 {
			specs = append(specs, o)
		}
	}
	return specs, p.choices[i]
}

// setOptions chooses opts in game i's radio groups.
func (p *GamePicker) setOptions(i int, opts engine.Options) {
	specs, groups := p.choosable(i)
	for k, o := range specs {
		for j, c := range o.Choices {
			if c.Value == opts.Get(o.Name) {
				groups[k].SetSelected(groups[k].Options[j])
			}
		}
	}
}

// optionsOf are the options chosen for game i (its defaults left unset).
func (p *GamePicker) optionsOf(i int) engine.Options {
	var opts engine.Options
	specs, groups := p.choosable(i)
	for k, o := range specs {
		for j, label := range groups[k].Options {
			if label == groups[k].Selected && o.Choices[j].Value != o.Default {
				opts.Set(o.Name, o.Choices[j].Value)
			}
		}
	}
	return opts
}

// Config is the chosen game, players and options (Seed left to the caller).
func (p *GamePicker) Config() engine.Config {
	n, _ := strconv.Atoi(p.players.Selected)
	return engine.Config{Game: p.games[p.current].ID, Players: n, Options: p.optionsOf(p.current)}
}

// Choice is what the picker has chosen, to restore next time: the game,
// its players and options, and every game's options.
func (p *GamePicker) Choice() app.HomeChoice {
	cfg := p.Config()
	c := app.HomeChoice{Game: cfg.Game, Players: cfg.Players, Options: cfg.Options, GameOptions: map[string]engine.Options{}}
	for i, g := range p.games {
		c.GameOptions[g.ID] = p.optionsOf(i)
	}
	return c
}

// FormItems are the picker's rows of a form. A list of more than three
// games is taller than the player count: the count sits beside it, not
// in a row of its own under it, so the home screen still fits 800x600.
func (p *GamePicker) FormItems() []*widget.FormItem {
	options := widget.NewFormItem(lang.L("Options"), p.options)
	if len(p.games) > 3 {
		players := container.New(layout.NewFormLayout(), widget.NewLabelWithStyle(lang.L("Players"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), p.players)
		return []*widget.FormItem{widget.NewFormItem(lang.L("Game"), container.NewBorder(nil, nil, nil, container.NewVBox(players), p.game)), options}
	}
	return []*widget.FormItem{
		widget.NewFormItem(lang.L("Game"), p.game),
		widget.NewFormItem(lang.L("Players"), p.players),
		options,
	}
}

// Game is the game chosen.
func (p *GamePicker) Game() app.GameInfo { return p.games[p.current] }
