package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/tutorial"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// StartTutorial opens the guided first game of a game (its id). Play
// again, from the coach or the game-over panel, is then a real game of it
// as the home screen chose it.
func (u *UI) StartTutorial(game string) error {
	s, err := tutorial.For(game)
	if err != nil {
		return err
	}
	return u.startTutorial(s)
}

// startTutorial opens a guided game from its script.
func (u *UI) startTutorial(s *tutorial.Script) error {
	game := s.Scenario.Game
	u.closeTable()
	tut, err := app.NewTutorial(s, u.Settings.Name)
	if err != nil {
		return err
	}
	// The real game after it is the game as the home screen last chose it
	// (it was the guided game's table of three whatever was chosen); the
	// guided game's size and Normal bots when another game was chosen.
	n, opts, levels := s.Scenario.Players, engine.Options{}, []bot.Level(nil)
	if c := app.LoadHomeChoice(u.prefs); c.Game == game && c.Players > 0 {
		n, opts, levels = c.Players, c.Options, c.Levels
	}
	u.lastCfg = engine.Config{Game: game, Players: n, Options: opts, Seed: engine.RandomSeed()}
	u.lastSet = []app.SeatSetup{{Kind: app.Human, Name: u.Settings.Name}}
	for i := 1; i < n; i++ {
		level := bot.Normal
		if i-1 < len(levels) {
			level = levels[i-1]
		}
		u.lastSet = append(u.lastSet, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: level})
	}
	app.MarkTutorialOffered(u.prefs, game)
	ts := u.newTableScreen(tut, table.Options{Start: tut.Start})
	u.on = ts
	u.setContent(ts.Content())
	u.Win.Canvas().SetOnTypedKey(ts.TypedKey)
	return nil
}

// gameBlurb is the game in a sentence or two, in its own words ("blurb
// <id>"); empty for a game that says none.
func gameBlurb(game string) string {
	key := "blurb " + game
	if !lang.Has(key) {
		return ""
	}
	return lang.L(key)
}

// hasTutorial reports whether the game has a guided game.
func hasTutorial(game string) bool {
	_, err := tutorial.For(game)
	return err == nil
}

// offerTutorial asks, the first time a game is chosen to play, whether to
// learn it in its guided game first, or play (play) straight away; Escape
// does neither.
func (u *UI) offerTutorial(game string, play func()) {
	app.MarkTutorialOffered(u.prefs, game)
	title := game
	if info, ok := app.LookupGame(game); ok {
		title = words.GameTitle(info.Title)
	}
	learnText := lang.L("Learn it in a short guided game: a coach explains each rule as it comes up (about five minutes). Or play a real game straight away.")
	if blurb := gameBlurb(game); blurb != "" {
		// What the game is, for a player who has never heard of it.
		learnText = blurb + "\n\n" + learnText
	}
	// Broken into lines where Japanese allows: Fyne's wrapping started a
	// line with "、" here.
	text := widgets.SentenceLabel(learnText)
	d := dialog.NewCustomWithoutButtons(lang.L("New to {{.G}}?", map[string]any{"G": title}), text, u.Win)
	learn := widgets.NewKeyButtonWithIcon(lang.L("Learn by playing"), theme.HelpIcon(), func() {
		d.Hide()
		if err := u.StartTutorial(game); err != nil {
			u.showError(err)
		}
	})
	learn.Importance = widget.HighImportance
	now := widgets.NewKeyButton(lang.L("Play now"), func() {
		d.Hide()
		play()
	})
	d.SetButtons([]fyne.CanvasObject{now, learn})
	u.sizeDialog(d, fyne.NewSize(460, 0))
	u.keyDialog(d, false, nil)
	u.Win.Canvas().Focus(learn)
}
