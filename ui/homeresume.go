package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// continueButtons are the home screen's ways back into a game: Continue
// for the solo save, and Resume for the LAN table this app hosted and
// stopped (app.LoadHosted), so a host who left finds it where a player
// looks first. With only a hosted table, the Continue button resumes it;
// with both, the Resume button comes on a row of its own (extra, else
// nil). A kept table that cannot be read is not offered here: the Host
// screen explains it and moves it aside.
func (u *UI) continueButtons() (cont *keyButton, extra fyne.CanvasObject) {
	cont = newKeyButton(lang.L("Continue saved game"), u.Continue)
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
	return cont, extra
}

// resumeHostedButton hosts the kept table again, as the Host screen's
// Resume does, and says why when it cannot.
func (u *UI) resumeHostedButton(hs *app.Hosted) *keyButton {
	var b *keyButton
	b = newKeyButtonWithIcon(lang.L("Resume hosted table"), theme.MediaPlayIcon(), func() {
		b.Disable()
		u.resumeHosted(hs, func(err error) {
			b.Enable()
			u.showError(err)
		})
	})
	return b
}
