// Package ui is Trick Party's desktop interface in Fyne: the window and
// its screens - home, settings, statistics, rules, the LAN screens, the
// review - around the card table (package table), which it shows through
// a Shell.
package ui

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynelang "fyne.io/fyne/v2/lang"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/table"

	// Before Fyne's lang package reads the locale: no error logged at
	// every start where the locale is C.UTF-8.
	_ "github.com/trickparty/trickparty/ui/internal/posixlocale"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// Options configure the interface.
type Options struct {
	// Storage keeps the autosave; Prefs the settings and statistics.
	Storage app.Storage
	Prefs   app.Prefs
	// Trace, when set, receives one JSON line per applied action.
	Trace io.Writer
	// Sound plays the table's cues; nil plays nothing.
	Sound sound.Player
	// Closed, when set, runs once the window has closed and its table
	// with it: the app is quitting.
	Closed func()
	// WorkArea, when set, tells the screen's work area (the screen less
	// its task bar and panels) in Fyne's units; false when it cannot be
	// told. The window opens no larger (firstWindowSize).
	WorkArea func() (fyne.Size, bool)
}

// UI is the running interface: one window whose content is the current
// screen.
type UI struct {
	App      fyne.App
	Win      fyne.Window
	Settings app.Settings
	Stats    app.Statistics

	store app.Storage
	prefs app.Prefs
	trace io.Writer
	sound sound.Player

	// on is the game the window shows: its table screen, whose session is
	// a local table, a guided game or a LAN seat, or a review, opened over
	// a finished table or from home; nil when neither is shown.
	on      shownGame
	lastCfg engine.Config
	lastSet []app.SeatSetup
	// manualEvents leaves a table's events for the caller to drain (tests).
	manualEvents bool
	// lan is the LAN game in progress, if any (lobby.go).
	lan *lanState
	// windowClosed is set once the window is closing: the app goes, the
	// player did not choose to leave a LAN seat.
	windowClosed bool
	// uiGone is set once the window's UI goroutine takes nothing more:
	// the window closed or the app stopped. Fyne then runs what fyne.Do is
	// handed at once on the caller's goroutine, so onUI drops it instead.
	uiGone atomic.Bool
	// saveProblemShown: the player was told this game cannot be saved
	// (once per game; reset when a table opens).
	saveProblemShown bool
	// reviewBudget is a review's search per decision (zero: the Hard
	// bot's default; tests make it small).
	reviewBudget bot.Budget
	// keptWhy is why the last LAN table ended, for the Join screen's box
	// that offers the kept seat back.
	keptWhy string
	// scale is the theme's scale, from the window's size (windowScale).
	scale float32
	// sized are the open dialogs with a size of their own, at scale 1
	// (sizeDialog).
	sized map[dialog.Dialog]*sizedDialog
}

// New makes the window and applies the saved settings.
func New(a fyne.App, opts Options) *UI {
	widgets.ShrinkFyneFonts()
	u := &UI{App: a, store: opts.Storage, prefs: opts.Prefs, trace: opts.Trace, scale: 1}
	if u.prefs == nil {
		u.prefs = &app.MemPrefs{}
	}
	if u.store == nil {
		u.store = &app.MemStorage{}
	}
	u.Settings = app.LoadSettings(u.prefs)
	u.Stats = app.LoadStatistics(u.prefs)
	u.useSound(opts.Sound)
	SetLanguage(u.Settings.Language)
	u.Settings.Name = words.NameInLanguage(u.Settings.Name)
	a.SetIcon(art.IconPNG())
	u.Win = a.NewWindow("Trick Party")
	// The screens draw to the window's edges (the felt); those that need
	// a margin have their own.
	u.Win.SetPadded(false)
	var work fyne.Size
	if opts.WorkArea != nil {
		if w, ok := opts.WorkArea(); ok {
			work = w
		}
	}
	size := table.FirstWindowSize(work)
	u.scale = table.WindowScale(size) // the first frame already at its scale
	u.setTheme(u.Settings.Theme)
	u.Win.Resize(size)
	u.Win.SetIcon(art.IconPNG())
	u.Win.SetCloseIntercept(u.closeRequested)
	a.Lifecycle().SetOnStopped(func() { u.uiGone.Store(true) })
	// Ctrl+Z takes a move back at the table shown (not under a review).
	u.Win.Canvas().AddShortcut(table.UndoShortcut, func(fyne.Shortcut) {
		if ts, ok := u.on.(*table.Screen); ok {
			ts.Undo()
		}
	})
	u.Win.SetOnClosed(func() {
		u.uiGone.Store(true)
		u.windowClosed = true
		u.closeTable()
		if opts.Closed != nil {
			opts.Closed()
		}
	})
	return u
}

// SetLanguage selects the translations ("en" or "ja"). Our strings follow
// it on every platform (ui/internal/lang); Fyne's own few words (a
// dialog's OK) follow the system's locale, which Fyne reads from LANGUAGE
// on Linux only.
func SetLanguage(code string) {
	// Each game's own words (Descriptor.Words) join ours.
	if err := words.Use(code); err != nil {
		fyne.LogError("translations", err)
	}
	os.Setenv("LANGUAGE", code)
	if err := fynelang.AddTranslationsFS(words.Translations, "translations"); err != nil {
		fyne.LogError("translations", err)
	}
}

// StartGame seats a new local game and shows its table.
func (u *UI) StartGame(cfg engine.Config, seats []app.SeatSetup) error {
	u.closeTable()
	t, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats, Store: u.store, SaveName: app.AutosaveName, Trace: u.trace})
	if err != nil {
		return err
	}
	u.lastCfg, u.lastSet = cfg, seats
	u.showTable(t)
	return nil
}

func (u *UI) showTable(t *app.Table) {
	ts := u.newTableScreen(t, table.Options{Start: t.Start})
	u.on = ts
	u.setContent(ts.Content())
	u.Win.Canvas().SetOnTypedKey(ts.TypedKey)
}

// shownGame is a game the window shows: a *table.Screen or a
// *reviewScreen.
type shownGame any

// tableScreen is the table on screen, or under the review on screen; nil
// when there is none.
func (u *UI) tableScreen() *table.Screen {
	switch s := u.on.(type) {
	case *table.Screen:
		return s
	case *reviewScreen:
		return s.under
	}
	return nil
}

// reviewing is the review on screen, if any.
func (u *UI) reviewing() *reviewScreen {
	rs, _ := u.on.(*reviewScreen)
	return rs
}

// localTable is the local table on screen, if any (a guided game or a
// LAN seat is not one).
func (u *UI) localTable() *app.Table {
	if ts := u.tableScreen(); ts != nil {
		t, _ := ts.Session().(*app.Table)
		return t
	}
	return nil
}

// guided is the guided game on screen, if any: it saves nothing and keeps
// no result.
func (u *UI) guided() *app.Tutorial {
	if ts := u.tableScreen(); ts != nil {
		t, _ := ts.Session().(*app.Tutorial)
		return t
	}
	return nil
}

// Continue resumes the autosave. A save that does not load is renamed
// aside and explained; it never stops the program.
func (u *UI) Continue() {
	t, err := app.Resume(u.store, app.AutosaveName, app.TableOptions{Store: u.store, SaveName: app.AutosaveName, Trace: u.trace})
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			u.showInfo(lang.L("Continue"), lang.L("There is no saved game."))
			return
		}
		msg := err.Error()
		if aside, qerr := app.Quarantine(u.store, app.AutosaveName, time.Now()); qerr == nil {
			msg += "\n\n" + lang.L("The file was kept as {{.F}}.", map[string]any{"F": aside})
		}
		u.showError(errors.New(msg))
		u.ShowHome()
		return
	}
	s := t.Save()
	u.lastCfg, u.lastSet = s.Config, s.Seats
	u.closeTable()
	u.showTable(t)
}

// HasSave reports whether there is a game to continue.
func (u *UI) HasSave() bool {
	_, err := u.store.Read(app.AutosaveName)
	return err == nil
}

// closeScreen stops the table screen's own goroutines; the table it shows
// (solo or LAN) stays open.
func (u *UI) closeScreen() {
	if ts := u.tableScreen(); ts != nil {
		ts.Close()
	}
	u.on = nil
}

func (u *UI) closeTable() {
	// A LAN seat's session is closed with the LAN play (closeLAN).
	var sess app.Session
	if ts := u.tableScreen(); ts != nil {
		sess = ts.Session()
	}
	u.closeScreen()
	switch s := sess.(type) {
	case *app.Table:
		s.Close()
	case *app.Tutorial:
		s.Close()
	}
	u.Win.Canvas().SetOnTypedKey(nil)
	u.closeLAN()
}

func (u *UI) leaveTable() {
	u.closeTable()
	u.ShowHome()
}

func (u *UI) playAgain() {
	if u.lanAgain() {
		return
	}
	cfg := u.lastCfg
	cfg.Seed = engine.RandomSeed()
	cfg.Deals = nil
	if err := u.StartGame(cfg, u.lastSet); err != nil {
		u.showError(err)
	}
}

// playDealAgain starts the local table's game again: the same config,
// so the same deal, and the same seats.
func (u *UI) playDealAgain() {
	t := u.localTable()
	if t == nil {
		return
	}
	cfg, seats := t.DealAgain()
	if err := u.StartGame(cfg, seats); err != nil {
		u.showError(err)
	}
}

// recordResult counts a finished game; one in which the player took
// moves back is counted apart.
func (u *UI) recordResult(cfg engine.Config, score int, won bool) {
	u.Stats.Refresh(u.prefs) // another window's results stay saved too
	if t := u.localTable(); t != nil && t.Undos() > 0 {
		u.Stats.AddUndoneResult(cfg, score, won)
	} else {
		u.Stats.AddResult(cfg, score, won)
	}
	u.Stats.Save(u.prefs)
}

// keepFinished keeps the local table's finished game for review; false for
// a LAN game, whose other hands this computer never saw.
func (u *UI) keepFinished() (app.FinishedGame, bool) {
	t := u.localTable()
	if t == nil {
		return app.FinishedGame{}, false
	}
	f, ok := t.Finished(time.Now())
	if !ok {
		return app.FinishedGame{}, false
	}
	if err := app.KeepFinished(u.store, f); err != nil {
		// The review still works from memory; only the copy for later is
		// missing.
		fyne.LogError("keeping the finished game", err)
	}
	return f, true
}

// ApplySettings saves s and applies it (language, theme, the default
// name in the new language) as the settings dialog does.
func (u *UI) ApplySettings(s app.Settings) { u.saveSettings(s) }

func (u *UI) saveSettings(s app.Settings) {
	old := u.Settings
	u.Settings = app.SaveSettings(u.prefs, s)
	u.sound.SetVolume(u.Settings.SoundLevel())
	if old.Language != u.Settings.Language {
		SetLanguage(u.Settings.Language)
		u.Settings.Name = words.NameInLanguage(u.Settings.Name)
		if ts := u.tableScreen(); ts != nil {
			ts.Retranslate()
		}
	}
	u.setTheme(u.Settings.Theme)
}

// setTheme applies a theme variant ("system", "light", "dark") at the
// window's scale.
func (u *UI) setTheme(variant string) {
	u.App.Settings().SetTheme(&widgets.Theme{Variant: variant, Scale: u.scale})
}

// setContent shows a screen in the window, under the layout that scales
// the theme with the window (windowLayout).
func (u *UI) setContent(screen fyne.CanvasObject) {
	if c, ok := screen.(*fyne.Container); ok {
		if _, root := c.Layout.(*windowLayout); root {
			u.Win.SetContent(c) // a screen shown before, back again
			return
		}
	}
	u.Win.SetContent(container.New(&windowLayout{u: u}, screen))
}

// windowLayout fills the window with its screen and keeps the theme's
// scale that of the window's size: the home screen, the LAN screens, the
// review and every dialog grow with a large window as the table does.
type windowLayout struct {
	u    *UI
	last fyne.Size
}

func (l *windowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size != l.last && size.Width > 0 {
		l.last = size
		u := l.u
		// Not while this layout runs: restyling lays everything out again.
		fyne.Do(func() {
			if s := table.WindowScale(u.Win.Canvas().Size()); s != u.scale {
				u.scale = s
				u.setTheme(u.Settings.Theme)
				if rs := u.reviewing(); rs != nil {
					rs.show(rs.at) // its cards at the new scale
				}
			}
			u.fitDialogs()
		})
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *windowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// Describe is a one-line summary of a configuration for titles.
func Describe(cfg engine.Config) string {
	title := cfg.Game
	if info, ok := app.LookupGame(cfg.Game); ok {
		title = words.GameTitle(info.Title)
	}
	return lang.L("{{.G}}, {{.N}} players", map[string]any{"G": title, "N": cfg.Players})
}
