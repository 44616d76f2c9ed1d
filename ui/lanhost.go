package ui

import (
	"errors"
	"io/fs"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/home"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// ShowHostGame asks what to host: game, players, options, table name.
func (u *UI) ShowHostGame() {
	u.closeTable()
	name := widget.NewEntry()
	name.SetText(u.Settings.Name)
	table := widget.NewEntry()
	// The default name would make "You's table".
	table.SetPlaceHolder(lang.L("Trick Party table"))
	if u.Settings.Name != words.NameInLanguage(app.DefaultSettings.Name) {
		table.SetPlaceHolder(lang.L("{{.N}}'s table", map[string]any{"N": u.Settings.Name}))
	}
	// The screen starts from the game chosen on the home screen, as it
	// was hosted last time if it was that game (it opened on the last
	// hosted game whatever the home screen showed).
	last := app.LoadHostChoice(u.prefs)
	if home := app.LoadHomeChoice(u.prefs); home.Game != "" && home.Game != last.Game {
		last = home
	}
	picker := home.NewGamePicker(nil)
	picker.Restore(last)
	levels := home.LevelValues()
	level := widgets.NewValueSelect(levels, string(bot.Normal))
	if len(last.Levels) > 0 {
		widgets.SelectValue(level, levels, string(last.Levels[0]))
	}
	errText := widgets.Wrapped(widget.NewLabel(""))
	errText.Importance = widget.DangerImportance
	errText.Hide()
	var timerNames []string
	for _, tt := range turnTimers {
		timerNames = append(timerNames, tt.label())
	}
	timer := widget.NewSelect(timerNames, nil)
	timer.SetSelectedIndex(defaultTurnTimer)
	if last.Game != "" {
		for i, tt := range turnTimers {
			if tt.d == last.TurnTimer {
				timer.SetSelectedIndex(i)
			}
		}
	}
	var open *widgets.KeyButton
	open = widgets.NewKeyButtonWithIcon(lang.L("Open the table"), theme.MailForwardIcon(), func() {
		s := u.Settings
		s.Name = name.Text
		u.saveSettings(s)
		cfg := picker.Config()
		cfg.Seed = engine.RandomSeed()
		botLevel := bot.Level(widgets.ValueOf(level, levels, string(bot.Normal)))
		tt := turnTimers[timer.SelectedIndex()].d
		choice := picker.Choice()
		choice.Levels, choice.TurnTimer = []bot.Level{botLevel}, tt
		app.SaveHostChoice(u.prefs, choice)
		tname := strings.TrimSpace(table.Text)
		if tname == "" {
			tname = table.PlaceHolder
		}
		open.Disable()
		u.hostTable(cfg, tname, botLevel, tt, func(err error) {
			open.Enable()
			errText.SetText(err.Error())
			errText.Show()
		})
	})
	open.Importance = widget.HighImportance
	back := widgets.NewKeyButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), u.ShowHome)
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name), widget.NewFormItem(lang.L("Table name"), table))
	for _, item := range picker.FormItems() {
		form.AppendItem(item)
	}
	form.Append(lang.L("Bots for empty seats"), widgets.WideSelect(level))
	form.Append(lang.L("Turn timer"), widgets.WideSelect(timer))
	hint := widgets.Ruled(widget.NewLabel(""), lang.L("Players on your network join with the code shown next. Start whenever you like: bots take the seats nobody took."))
	kept := u.hostedBox(func(err error) {
		errText.SetText(err.Error())
		errText.Show()
	})
	u.setContent(u.lanPanel(lang.L("Host a game"), 560,
		container.NewVBox(kept, form, hint, errText, container.NewGridWithColumns(2, back, open))))
	// The wrapped hint knows its height only once laid out at the panel's
	// width: lay out again so the panel grows to show all of it.
	u.Win.Content().Refresh()
	u.Win.Canvas().Focus(name)
}

// hostedBox offers the table this app hosted when it stopped midway
// (app.Hosted): Resume hosts it again, Discard drops it. A kept table that
// cannot be read is moved aside and reported through failed.
func (u *UI) hostedBox(failed func(error)) *fyne.Container {
	box := container.NewVBox()
	hs, s, err := app.LoadHosted(u.store)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			msg := err.Error()
			if aside, qerr := app.Quarantine(u.store, app.HostedName, time.Now()); qerr == nil {
				msg += "\n" + lang.L("The file was kept as {{.F}}.", map[string]any{"F": aside})
			}
			failed(errors.New(msg))
		}
		return box
	}
	text := widgets.Wrapped(widget.NewLabel(lang.N("Your table “{{.T}}” ({{.G}}) stopped after {{.Count}} moves. Resume it and the players get their seats back when they rejoin.",
		len(s.Moves), map[string]any{"T": s.Name, "G": Describe(s.Config), "Count": len(s.Moves)})))
	var resume *widgets.KeyButton
	resume = widgets.NewKeyButtonWithIcon(lang.L("Resume"), theme.MediaPlayIcon(), func() {
		resume.Disable()
		u.resumeHosted(hs, func(err error) {
			resume.Enable()
			failed(err)
		})
	})
	resume.Importance = widget.HighImportance
	discard := widgets.NewKeyButton(lang.L("Discard"), func() {
		if err := app.DiscardHosted(u.store); err != nil {
			failed(err)
			return
		}
		box.Hide()
	})
	box.Objects = []fyne.CanvasObject{text, container.NewGridWithColumns(2, discard, resume), widget.NewSeparator()}
	return box
}

// hostTable opens a table for cfg and seats this player at it, off the UI
// goroutine; failed is called (on the UI goroutine) if it cannot.
func (u *UI) hostTable(cfg engine.Config, tableName string, level bot.Level, turnTimer time.Duration, failed func(error)) {
	l := u.newLAN(true)
	req := app.HostRequest{Game: cfg, Table: tableName, Player: u.Settings.Name, BotLevel: level, TurnTimer: turnTimer}
	u.openTable(l, func() (*app.LANTable, error) {
		return app.HostTable(l.ctx, u.store, u.prefs, lanNetwork, req)
	}, failed)
}

// resumeHosted hosts the kept table again and seats this player at their
// own seat.
func (u *UI) resumeHosted(hs *app.Hosted, failed func(error)) {
	l := u.newLAN(true)
	u.openTable(l, func() (*app.LANTable, error) {
		return app.ResumeTable(l.ctx, u.store, u.prefs, lanNetwork, hs, u.Settings.Name)
	}, failed)
}

// openTable runs open off the UI goroutine and shows the waiting room, or
// says why the table could not open.
func (u *UI) openTable(l *lanState, open func() (*app.LANTable, error), failed func(error)) {
	go func() {
		t, err := open()
		runOnUI(func() {
			if err != nil {
				if u.lan == l {
					u.closeLAN()
					failed(err)
				}
				return
			}
			if !u.seated(l, t) {
				return
			}
			t.OnSaveError(func(err error) { runOnUI(func() { u.tellSaveFailed(err) }) })
			u.showRoom(l)
		})
	}()
}
