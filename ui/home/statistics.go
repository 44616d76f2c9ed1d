package home

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// The Statistics dialog's parts and the About box's words: drawn from the
// records and the registry, asking nothing of the app.

// StatBlock is one game and table size: the numbers, then the chart.
func StatBlock(g app.GameInfo, players int, r app.Record) fyne.CanvasObject {
	heading := lang.L("{{.Game}}, {{.N}} players", map[string]any{"Game": words.GameTitle(g.Title), "N": players})
	// Games of other options than the full game's are counted apart:
	// "Trick of Trip, 3 players, 2 rounds (short)"; the full game says its
	// own ("4 rounds") where the home screen offers a choice, so the two
	// headings read alike.
	if names := r.Options.Names(); len(names) > 0 {
		for _, name := range names {
			heading += lang.L(", ") + words.OptionValue(g, name, r.Options.Get(name))
		}
	} else {
		for _, o := range g.Options {
			if len(o.Choices) > 0 {
				heading += lang.L(", ") + words.OptionValue(g, o.Name, o.Default)
			}
		}
	}
	if r.Undone {
		// Counted apart: games in which the player took moves back.
		heading += lang.L(", ") + lang.L("with moves taken back")
	}
	title := widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	grid := container.NewGridWithColumns(4)
	add := func(label, value string) {
		grid.Add(widget.NewLabel(label))
		grid.Add(widget.NewLabelWithStyle(value, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	add(lang.L("Played"), strconv.Itoa(r.Played))
	add(lang.L("Won"), lang.L("{{.N}} ({{.P}}%)", map[string]any{"N": r.Won, "P": int(r.WinRate()*100 + 0.5)}))
	if avg, ok := r.AverageScore(); ok {
		add(lang.L("Average score"), fmt.Sprintf("%.1f", avg))
		// The record keeps the best score: the lowest where the lowest
		// total wins, which "best" alone would not say.
		best := lang.L("Highest score")
		if g.LowScoreWins {
			best = lang.L("Lowest score")
		}
		add(best, strconv.Itoa(r.Best))
	}
	add(lang.L("Wins in a row"), strconv.Itoa(r.Streak))
	add(lang.L("Longest run of wins"), strconv.Itoa(r.BestStreak))
	out := container.NewVBox(title, grid)
	if len(r.Recent) > 0 {
		legend := lang.N("Your score in the last {{.Count}} games: green bars are wins", len(r.Recent), map[string]any{"Count": len(r.Recent)})
		out.Add(widgets.SmallText(legend))
		out.Add(NewResultChart(r.Recent))
	}
	return out
}

// KeptGames lists the finished games kept for review (newest first), each
// with a button that opens it; nil when there are none.
func KeptGames(kept []app.FinishedGame, open func(app.FinishedGame)) fyne.CanvasObject {
	if len(kept) == 0 {
		return nil
	}
	list := container.NewVBox()
	for _, f := range kept {
		d, _ := app.LookupGame(f.Save.Config.Game)
		result := lang.L("lost")
		if f.Won {
			result = lang.L("won")
		}
		text := lang.N("{{.When}}  {{.Game}}, {{.N}} players: {{.Result}} with {{.Count}} points", f.Score, map[string]any{
			"When": f.When.Local().Format("2006-01-02 15:04"), "Game": words.GameTitle(d.Title), "N": f.Save.Config.Players,
			"Result": result, "Count": f.Score})
		list.Add(container.NewBorder(nil, nil, nil, widgets.NewKeyButton(lang.L("Review"), func() { open(f) }), widget.NewLabel(text)))
	}
	return list
}

// AboutText is the About box's text: name, version (the one stamped from
// FyneApp.toml) and what the app is.
func AboutText() string {
	var titles []string
	for _, g := range app.Games() {
		titles = append(titles, lang.L("{{.T}} (a game's name in a list)", map[string]any{"T": words.GameTitle(g.Title)}))
	}
	text := "Trick Party " + app.Version + "\n\n" +
		lang.L("{{.Games}}, against bots or with friends on your network.", map[string]any{"Games": words.AndList(titles), "Count": len(titles)}) + "\n\n"
	for _, g := range app.Games() {
		if c := gameCredits(g.ID); c != "" {
			text += lang.L("{{.T}}: {{.C}} (a game's credits)", map[string]any{"T": words.GameTitle(g.Title), "C": c}) + "\n"
		}
	}
	return text + "\n" + lang.L("Trick Party is an unofficial fan implementation, with its own card art and rules text; it is not affiliated with the games' designers or publishers.")
}

// gameCredits names a game's designers and publisher as its rulebook does
// (the rules pages say the same), in the game's own words ("credits
// <id>"); "" for a game without credits to give.
func gameCredits(id string) string {
	key := "credits " + id
	if !lang.Has(key) {
		return ""
	}
	return lang.L(key)
}
