package table

import (
	"context"
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/tutorial"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// uiQueue receives the UI changes the table's goroutines make during
// tests (testWindow.Do); follow runs them on the test goroutine.
var uiQueue = make(chan func(), 1024)

// testWindow is a window on Fyne's test driver that shows one table
// screen: the Shell the tests give a table. It keeps what the table asked
// of it, for the tests to check.
type testWindow struct {
	t   testing.TB
	App fyne.App
	Win fyne.Window
	// prefs are the player's settings (Settings).
	prefs app.Settings
	store app.Storage
	// manual leaves the table's events for the test to drain (follow);
	// false runs the table's pump as the app does.
	manual bool
	// scale is the theme's scale, that of the window's size (WindowScale).
	scale float32

	ts    *Screen
	sess  app.Session
	cfg   engine.Config
	seats []app.SeatSetup

	// What the table asked for.
	cues       []sound.Sound
	rulesOf    []string
	settings   int
	left       int
	again      int
	sameDeal   int
	asked      []bool // AskLeave's guided, each time
	reviewed   []app.FinishedGame
	results    []bool // won, for each finished game
	saveFailed []error
	infos      []string // ShowInfo's titles
}

// newTestUI is a test window with the table's events left for the test
// to drain and animations off.
func newTestUI(t testing.TB) (*testWindow, *app.MemStorage) {
	t.Helper()
	store := &app.MemStorage{}
	return newTestUIWith(t, store), store
}

// newTestUIWith is newTestUI saving to store.
func newTestUIWith(t testing.TB, store app.Storage) *testWindow {
	t.Helper()
	art.Rasterize = func(_ []byte, w, h int) image.Image { return image.NewNRGBA(image.Rect(0, 0, w, h)) }
	art.AsyncRasters = false
	a := test.NewTempApp(t)
	widgets.ShrinkFyneFonts()
	u := &testWindow{t: t, App: a, Win: a.NewWindow("Trick Party"), store: store, manual: true, scale: 1}
	u.Win.SetPadded(false)
	u.prefs = app.LoadSettings(&app.MemPrefs{})
	u.prefs.Speed = app.Instant
	u.setTheme(u.prefs.Theme)
	u.Win.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.closeTable)
	return u
}

// japaneseUI is newTestUI in Japanese (English again after the test).
func japaneseUI(t testing.TB) *testWindow {
	t.Helper()
	u, _ := newTestUI(t)
	u.prefs.Language = "ja"
	setLanguage("ja")
	t.Cleanup(func() { setLanguage("en") })
	return u
}

// testUIIn is newTestUI in the language of code, "en" or "ja".
func testUIIn(t testing.TB, code string) *testWindow {
	t.Helper()
	if code == "ja" {
		return japaneseUI(t)
	}
	setLanguage("en")
	u, _ := newTestUI(t)
	return u
}

// setLanguage selects the words the table says, ours and the games', as
// ui.SetLanguage does.
func setLanguage(code string) {
	if err := words.Use(code); err != nil {
		panic(err)
	}
}

// gallerySizes are the window sizes a table is looked at in: a small
// screen, a usual laptop and a large monitor.
var gallerySizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}, {Width: 2560, Height: 1440}}

// applySettings applies s as the settings dialog does: a new language
// or theme at once.
func (u *testWindow) applySettings(s app.Settings) {
	old := u.prefs
	u.prefs = s
	if old.Language != s.Language {
		setLanguage(s.Language)
		if u.ts != nil {
			u.ts.Retranslate()
		}
	}
	u.setTheme(s.Theme)
}

func (u *testWindow) Do(f func())            { uiQueue <- f }
func (u *testWindow) Settings() app.Settings { return u.prefs }
func (u *testWindow) Play(s sound.Sound)     { u.cues = append(u.cues, s) }
func (u *testWindow) ShowInfo(title, msg string) {
	u.infos = append(u.infos, title)
	dialog.NewInformation(title, msg, u.Win).Show()
}
func (u *testWindow) ShowConfirm(title, msg string, answer func(bool)) {
	dialog.NewConfirm(title, msg, answer, u.Win).Show()
}
func (u *testWindow) ShowCustom(title, dismiss string, content fyne.CanvasObject, size fyne.Size, keys func(*fyne.KeyEvent)) dialog.Dialog {
	d := dialog.NewCustom(title, dismiss, content, u.Win)
	d.Resize(size.Max(content.MinSize()))
	// Escape closes it, other keys go to keys, as in the app's window.
	c := u.Win.Canvas()
	under := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch {
		case ev.Name == fyne.KeyEscape:
			d.Hide()
		case keys != nil:
			keys(ev)
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(under) })
	d.Show()
	return d
}
func (u *testWindow) ShowRules(game string) { u.rulesOf = append(u.rulesOf, game) }
func (u *testWindow) ShowSettings()         { u.settings++ }
func (u *testWindow) AskLeave(guided bool)  { u.asked = append(u.asked, guided) }
func (u *testWindow) Leave()                { u.left++; u.closeTable() }
func (u *testWindow) PlayAgain() {
	u.again++
	cfg := u.cfg
	cfg.Seed++
	u.start(cfg, u.seats)
}
func (u *testWindow) PlayDealAgain() {
	u.sameDeal++
	cfg, seats := u.localTable().DealAgain()
	u.start(cfg, seats)
}
func (u *testWindow) Finished(cfg engine.Config, score int, won bool) (app.FinishedGame, bool) {
	u.results = append(u.results, won)
	if t, ok := u.sess.(*app.Table); ok {
		return t.Finished(time.Now())
	}
	return app.FinishedGame{}, false
}
func (u *testWindow) Review(f app.FinishedGame) { u.reviewed = append(u.reviewed, f) }
func (u *testWindow) SaveFailed(err error)      { u.saveFailed = append(u.saveFailed, err) }

// show shows a table screen for sess in the window.
func (u *testWindow) show(sess app.Session, opts Options) *Screen {
	u.closeTable()
	u.sess = sess
	opts.Manual = u.manual
	u.ts = New(u, sess, opts)
	u.Win.SetContent(container.New(&scaledLayout{u: u}, u.ts.Content()))
	u.Win.Canvas().SetOnTypedKey(u.ts.TypedKey)
	return u.ts
}

// start opens a local table of cfg with seats.
func (u *testWindow) start(cfg engine.Config, seats []app.SeatSetup) *Screen {
	u.t.Helper()
	t, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats, Store: u.store, SaveName: app.AutosaveName})
	if err != nil {
		u.t.Fatal(err)
	}
	u.cfg, u.seats = cfg, seats
	return u.show(t, Options{Start: t.Start})
}

// StartTutorial opens a game's guided game.
func (u *testWindow) StartTutorial(game string) error {
	s, err := tutorial.For(game)
	if err != nil {
		return err
	}
	return u.startTutorial(s)
}

// startTutorial opens a guided game from its script.
func (u *testWindow) startTutorial(s *tutorial.Script) error {
	tut, err := app.NewTutorial(s, u.prefs.Name)
	if err != nil {
		return err
	}
	u.cfg = engine.Config{Game: s.Scenario.Game, Players: s.Scenario.Players, Seed: 1}
	u.seats = []app.SeatSetup{{Kind: app.Human, Name: u.prefs.Name}}
	for i := 1; i < s.Scenario.Players; i++ {
		u.seats = append(u.seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: bot.Normal})
	}
	u.show(tut, Options{Start: tut.Start})
	return nil
}

// tableScreen is the table shown, if any.
func (u *testWindow) tableScreen() *Screen { return u.ts }

// localTable is the local table shown, if any.
func (u *testWindow) localTable() *app.Table {
	t, _ := u.sess.(*app.Table)
	return t
}

// guided is the guided game shown, if any.
func (u *testWindow) guided() *app.Tutorial {
	t, _ := u.sess.(*app.Tutorial)
	return t
}

// closeTable closes the screen and its session.
func (u *testWindow) closeTable() {
	if u.ts != nil {
		u.ts.Close()
	}
	switch s := u.sess.(type) {
	case *app.Table:
		s.Close()
	case *app.Tutorial:
		s.Close()
	}
	u.ts, u.sess = nil, nil
}

// setTheme applies a theme variant at the window's scale.
func (u *testWindow) setTheme(variant string) {
	u.App.Settings().SetTheme(&widgets.Theme{Variant: variant, Scale: u.scale})
}

// scaledLayout fills the window with the table and keeps the theme's
// scale that of the window's size, as the app's window does.
type scaledLayout struct{ u *testWindow }

func (l *scaledLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if s := WindowScale(l.u.Win.Canvas().Size()); s != l.u.scale && size.Width > 0 {
		l.u.scale = s
		fyne.Do(func() { l.u.setTheme(l.u.prefs.Theme) })
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *scaledLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func startGame(t testing.TB, u *testWindow, cfg engine.Config) *Screen {
	t.Helper()
	return startGameAs(t, u, cfg, "You")
}

// startGameAs is startGame with the player's name.
func startGameAs(t testing.TB, u *testWindow, cfg engine.Config, name string) *Screen {
	t.Helper()
	seats := []app.SeatSetup{{Kind: app.Human, Name: name}}
	for i := 1; i < cfg.Players; i++ {
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: bot.Random})
	}
	ts := u.start(cfg, seats)
	u.Win.Resize(fyne.NewSize(1280, 800))
	return ts
}

// drain shows the table's events until cond holds.
func drain(t testing.TB, ts *Screen, cond func() bool) {
	t.Helper()
	follow(t, ts, cond, false)
}

// playUntil shows the table's events and, once the table has shown all
// there is and the player is to act, plays the first legal action, until
// cond holds.
func playUntil(t testing.TB, ts *Screen, cond func() bool) {
	t.Helper()
	follow(t, ts, cond, true)
}

func follow(t testing.TB, ts *Screen, cond func() bool, play bool) {
	t.Helper()
	// A guard against a table that never gets there, not a measure: a
	// whole game under -race on a loaded machine takes half a minute.
	deadline := time.After(2 * time.Minute)
	for !cond() {
		var quiet <-chan time.Time
		if play {
			quiet = time.After(20 * time.Millisecond)
		}
		select {
		case f := <-uiQueue:
			f()
		case ev, ok := <-ts.run.events:
			if !ok {
				t.Fatal("event channel closed")
			}
			ts.handle(context.Background(), ev, false)
		case <-quiet:
			if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) {
				_ = ts.sess.Submit(o.Legal(nil)[0]) // refused if already played
			}
		case <-deadline:
			t.Fatalf("timed out waiting; phase %v", ts.model.View().Phase)
		}
	}
}

func myTurn(ts *Screen) func() bool {
	return func() bool { return ts.model.View().Phase == engine.PlayCard && !ts.model.Holding() }
}

func center(o fyne.CanvasObject) fyne.Position {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// dragTo drags card so that its centre lands on target.
func dragTo(u *testWindow, c *cardWidget, target fyne.Position) {
	from := center(c)
	test.Drag(u.Win.Canvas(), from, target.X-from.X, target.Y-from.Y)
}

func tableCenter(ts *Screen) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(ts.felt).Add(ts.felt.geometryFor(ts.felt.Size()).drop.centre())
}

func handCard(ts *Screen, legal bool) *cardWidget {
	for _, c := range ts.felt.handW {
		if cv, ok := ts.model.Card(c.name); ok && cv.Legal == legal {
			return c
		}
	}
	return nil
}

func humanMoves(u *testWindow) []engine.Move {
	var out []engine.Move
	for _, m := range u.localTable().Moves() {
		if m.Seat == 0 {
			out = append(out, m)
		}
	}
	return out
}
