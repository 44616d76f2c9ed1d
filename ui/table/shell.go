package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
)

// Shell is what a table screen needs of the window that shows it: the
// player's settings, the window's dialogs, the screens the table opens
// and what leaving it does. The table holds nothing of the window itself,
// so it can be shown, and tested, in any.
type Shell interface {
	// Do runs f on the UI goroutine, for the screen's own goroutines.
	Do(f func())
	// Settings are the player's settings as they are now: a card size or
	// speed chosen during play applies at once.
	Settings() app.Settings
	// Play sounds cue s if the player has sound on.
	Play(s sound.Sound)
	// ShowInfo, ShowConfirm and ShowCustom open the window's dialogs,
	// sized with it and answering the keyboard.
	ShowInfo(title, msg string)
	ShowConfirm(title, msg string, answer func(bool))
	ShowCustom(title, dismiss string, content fyne.CanvasObject, size fyne.Size, keys func(*fyne.KeyEvent)) dialog.Dialog
	// ShowRules shows a game's rules; ShowSettings the settings.
	ShowRules(game string)
	ShowSettings()
	// AskLeave asks whether to leave the table, saying what leaving keeps
	// (a guided game keeps nothing), and leaves on yes.
	AskLeave(guided bool)
	// Leave closes the table and goes home; PlayAgain starts the same
	// game with a new deal, or the LAN table's next game.
	Leave()
	PlayAgain()
	// PlayDealAgain starts the local table's game again from its start:
	// the same deal and seats, to try another line of play.
	PlayDealAgain()
	// Finished counts a finished game in the statistics and keeps it for
	// review; false when it cannot be reviewed (a LAN game, whose other
	// hands this computer never saw).
	Finished(cfg engine.Config, score int, won bool) (app.FinishedGame, bool)
	// Review shows the review of f; leaving it shows the table again.
	Review(f app.FinishedGame)
	// SaveFailed tells the player that the game could not be saved (once
	// a game; play goes on).
	SaveFailed(err error)
}

// Options are how a table screen is started.
type Options struct {
	// Start, when not nil, is called once the screen is subscribed to
	// the session (a local table's Start), so no event is missed.
	Start func()
	// LAN is the LAN table the player sits at, if any: at a table the
	// player hosts, the menu removes guests and the sidebar lets the game
	// go on without those it waits for.
	LAN *app.LANTable
	// Manual leaves the session's events for the caller to drain
	// (Drain), for tests that step through a game.
	Manual bool
}
