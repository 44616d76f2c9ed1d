package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// continueButtons are the home screen's ways back into a game: Continue
// for the solo save, and Resume for the LAN table this app hosted and
// stopped (app.LoadHosted), so a host who left finds it where a player
// looks first. With only a hosted table, the Continue button resumes it;
// with both, the Resume button comes on a row of its own (extra, else
// nil). A kept table that cannot be read is not offered here: the Host
// screen explains it and moves it aside. saved names the game Continue
// goes back to, from what (savedGame; nil when it goes back to none).
func (u *UI) continueButtons(what string) (cont *widgets.KeyButton, extra, saved fyne.CanvasObject) {
	cont = widgets.NewKeyButton(lang.L("Continue saved game"), u.Continue)
	hs, _, err := app.LoadHosted(u.store)
	hosted := err == nil
	switch {
	case hosted && u.HasSave():
		extra = u.resumeHostedButton(hs)
	case hosted:
		cont = u.resumeHostedButton(hs)
	case !u.HasSave():
		cont.Disable()
	}
	if what != "" {
		// Which game Continue goes back to: the button alone did not say,
		// and Play starts a new game in its place.
		saved = widgets.Ruled(widgets.SmallText(""), lang.L("Saved game: {{.What}}", map[string]any{"What": what}))
	}
	return cont, extra, saved
}

// savedGame names the saved game and how far it had come ("Trick of
// Trip, 3 players, round 2 of 4"); empty when there is none to continue.
// A game left at a round's end says the rounds played ("1 of 4 rounds
// played"): it is saved with the next round dealt, and "round 2 of 4"
// made a player think a round had been played without them. A save that
// cannot be read is none here: Continue explains it and moves it aside.
func (u *UI) savedGame() string {
	what, _ := u.savedGameConfig()
	return what
}

// savedGameConfig is savedGame and the saved game's config ("" and the
// zero config for none).
func (u *UI) savedGameConfig() (string, engine.Config) {
	sg, err := app.PeekSave(u.store, app.AutosaveName)
	if err != nil {
		return "", engine.Config{}
	}
	d, ok := app.LookupGame(sg.Config.Game)
	if !ok {
		return "", engine.Config{}
	}
	return savedWords(sg, d), sg.Config
}

// savedWords says which game sg is and how far it went.
func savedWords(sg app.SavedGame, d app.GameInfo) string {
	done := sg.Round - 1
	args := map[string]any{"Game": words.GameTitle(d.Title), "N": sg.Config.Players, "R": sg.Round, "Of": sg.Rounds, "Count": done}
	switch {
	case !sg.Begun && done > 0 && sg.Rounds > 0:
		return lang.L("{{.Game}}, {{.N}} players, {{.Count}} of {{.Of}} rounds played", args)
	case !sg.Begun && done > 0:
		return lang.N("{{.Game}}, {{.N}} players, {{.Count}} rounds played", done, args)
	case sg.Rounds > 0:
		return lang.L("{{.Game}}, {{.N}} players, round {{.R}} of {{.Of}}", args)
	}
	return lang.L("{{.Game}}, {{.N}} players, round {{.R}}", args)
}

// unlessSaved runs start at once, or, with a game saved (what, from
// savedGame), once the player agrees that the new game takes its place:
// Play replaced it unasked.
func (u *UI) unlessSaved(what string, start func()) {
	if what == "" {
		start()
		return
	}
	u.showConfirm(lang.L("Start a new game?"),
		lang.L("A new game replaces your saved game ({{.What}}). To play that one on, press No, then Continue saved game.", map[string]any{"What": what}),
		func(yes bool) {
			if yes {
				start()
			}
		})
}

// resumeHostedButton hosts the kept table again, as the Host screen's
// Resume does, and says why when it cannot.
func (u *UI) resumeHostedButton(hs *app.Hosted) *widgets.KeyButton {
	var b *widgets.KeyButton
	b = widgets.NewKeyButtonWithIcon(lang.L("Resume hosted table"), theme.MediaPlayIcon(), func() {
		b.Disable()
		u.resumeHosted(hs, func(err error) {
			b.Enable()
			u.showError(err)
		})
	})
	return b
}
