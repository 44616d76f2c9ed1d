package ui

import (
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// tellBotFailed says, in the log and on the table, that a bot could not
// decide and its first legal move was played for it (app.BotFailed).
func (t *TableScreen) tellBotFailed(seat int) {
	msg := lang.L("{{.Name}} could not decide, so its first legal move was played; the game goes on.",
		map[string]any{"Name": t.seatName(seat)})
	t.side.addLog(msg)
	t.flash(msg)
}

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
