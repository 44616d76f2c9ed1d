package ui

import (
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// tellSaveFailed tells the player, once per game, that the game could not
// be saved; play goes on (app.SaveFailed, app.HostedKeeper).
func (u *UI) tellSaveFailed(err error) {
	if u.saveProblemShown {
		return
	}
	u.saveProblemShown = true
	u.showInfo(lang.L("The game could not be saved"),
		lang.L("Trick Party could not save this game ({{.Err}}). You can keep playing, but if the app closes now the game cannot be continued.",
			map[string]any{"Err": err.Error()}))
}
