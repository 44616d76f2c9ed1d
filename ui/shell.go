package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/table"
)

// shell is the window as a table screen sees it (table.Shell).
type shell struct{ u *UI }

func (s shell) Do(f func())                { s.u.onUI(f) }
func (s shell) Settings() app.Settings     { return s.u.Settings }
func (s shell) Play(cue sound.Sound)       { s.u.play(cue) }
func (s shell) ShowInfo(title, msg string) { s.u.showInfo(title, msg) }
func (s shell) ShowConfirm(title, msg string, answer func(bool)) {
	s.u.showConfirm(title, msg, answer)
}
func (s shell) ShowCustom(title, dismiss string, content fyne.CanvasObject, size fyne.Size, keys func(*fyne.KeyEvent)) dialog.Dialog {
	return s.u.showCustom(title, dismiss, content, size, keys)
}
func (s shell) ShowRules(game string) { s.u.showRulesOf(game) }
func (s shell) ShowSettings()         { s.u.ShowSettings() }
func (s shell) Leave()                { s.u.leaveTable() }
func (s shell) PlayAgain()            { s.u.playAgain() }
func (s shell) PlayDealAgain()        { s.u.playDealAgain() }
func (s shell) SaveFailed(err error)  { s.u.tellSaveFailed(err) }

func (s shell) AskLeave(guided bool) {
	u := s.u
	if u.askCloseHosted(u.leaveTable) {
		return
	}
	msg := lang.L("The game is saved; continue it later from the home screen.")
	switch {
	case u.lan != nil:
		msg = u.lanLeaveText()
	case guided:
		msg = lang.L("A guided game is not saved: Learn by playing, on the home screen or in the Rules, starts it again.")
	}
	u.showConfirm(lang.L("Leave the table?"), msg, func(ok bool) {
		if ok {
			u.leaveTable()
		}
	})
}

func (s shell) Finished(cfg engine.Config, score int, won bool) (app.FinishedGame, bool) {
	s.u.recordResult(cfg, score, won)
	return s.u.keepFinished()
}

func (s shell) Review(f app.FinishedGame) {
	u := s.u
	back := u.Win.Content()
	u.ShowReview(f, func() { u.setContent(back) })
}

// newTableScreen shows nothing yet: it builds the table screen for sess
// in this window.
func (u *UI) newTableScreen(sess app.Session, opts table.Options) *table.Screen {
	u.saveProblemShown = false
	opts.Manual = u.manualEvents
	if u.lan != nil {
		opts.LAN = u.lan.table
	}
	return table.New(shell{u}, sess, opts)
}

// onUI runs the UI change f on the UI goroutine, from any other goroutine,
// or drops it once that goroutine takes nothing more (uiGone): Fyne would
// run it on the caller's goroutine, a table's pump or a watcher, where a
// widget must not be touched (the seats' plates logged "should have been
// called in fyne.Do" while a quitting host's guests rejoined).
func (u *UI) onUI(f func()) {
	runOnUI(func() {
		if !u.uiGone.Load() {
			f()
		}
	})
}
