package ui

import (
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/table"
)

// gallerySizes are the window sizes every screen is looked at in: a small
// screen, a usual laptop and a large monitor.
var gallerySizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}, {Width: 2560, Height: 1440}}

// Without -shots the walk checks the smallest window, and the largest
// for the screens the theme's scale grows (the table's own geometry is
// checked at every size by TestTableGeometryFitsEveryWindow): a new
// scale restyles every widget, which is slow under -race.
var (
	checkSizes      = []fyne.Size{gallerySizes[0], gallerySizes[2]}
	checkTableSizes = []fyne.Size{gallerySizes[0]}
)

// gallery looks at one screen after another at every gallery size: each
// must fit its window with no text cut, and with -shots each is saved in
// the light and the dark theme as LANG-NAME-THEME-WxH.png.
type gallery struct {
	t    *testing.T
	u    *UI
	lang string
	// seen counts the screens looked at.
	seen int
}

// look checks the window as it is now at every size and saves it; the
// window is left at the last size looked at (1280x800 with -shots).
func (g *gallery) look(name string) {
	g.t.Helper()
	g.lookAt(name, checkSizes)
}

// lookTable is look at a table.
func (g *gallery) lookTable(name string) {
	g.t.Helper()
	g.lookAt(name, checkTableSizes)
}

func (g *gallery) lookAt(name string, sizes []fyne.Size) {
	g.t.Helper()
	g.seen++
	c := g.u.Win.Canvas()
	if *shotsDir != "" {
		sizes = gallerySizes
	} else if n := len(sizes); n > 1 && table.WindowScale(sizes[n-1]) == table.WindowScale(c.Size()) {
		// From the window's own scale to the other and left there for
		// the next screen, which starts at that scale: a new scale
		// restyles every widget, once per look instead of there and back.
		sizes = slices.Clone(sizes)
		slices.Reverse(sizes)
	}
	for _, size := range sizes {
		// The test driver lays a resized window out once; the real one
		// goes on until wrapped text has settled at its new width: a
		// second layout.
		g.u.Win.Resize(size.AddWidthHeight(0, 1))
		g.u.Win.Resize(size)
		where := fmt.Sprintf("%s %s %vx%v", g.lang, name, size.Width, size.Height)
		// The window shrinks to minWindow, where the theme's scale is 1.
		limit := size
		if table.WindowScale(size) == 1 {
			limit = table.MinWindow
		}
		if m := c.Content().MinSize(); m.Width > limit.Width || m.Height > limit.Height {
			g.t.Errorf("%s: the screen needs %v, more than %v", where, m, limit)
		}
		for _, s := range uitest.Cramped(c) {
			g.t.Errorf("%s: %s", where, s)
		}
		for _, s := range uitest.CutTexts(c) {
			g.t.Errorf("%s: %s", where, s)
		}
		for _, s := range uitest.WordsOnBars(c) {
			g.t.Errorf("%s: %s", where, s)
		}
		for _, s := range uitest.OffWindow(c) {
			g.t.Errorf("%s: %s", where, s)
		}
		if *shotsDir == "" {
			continue
		}
		for _, th := range []string{"light", "dark"} {
			g.u.setTheme(th)
			img := c.Capture()
			file := filepath.Join(*shotsDir, fmt.Sprintf("%s-%s-%s-%vx%v.png", g.lang, name, th, size.Width, size.Height))
			f, err := os.Create(file)
			if err != nil {
				g.t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				g.t.Fatal(err)
			}
			f.Close()
		}
		g.u.setTheme(g.u.Settings.Theme)
	}
	if *shotsDir != "" {
		g.u.Win.Resize(fyne.NewSize(1280, 800))
	}
}

// closeTop closes the top overlay, as its dialog's Close would (taking
// it off the list of dialogs sized with the window).
func (g *gallery) closeTop() {
	if top := g.u.Win.Canvas().Overlays().Top(); top != nil {
		g.u.Win.Canvas().Overlays().Remove(top)
		g.u.sized = nil
	}
}

// TestEveryScreenFitsEverySize walks every screen - home, settings,
// statistics, rules, about, the LAN screens, a table of each game with its
// held trick, round summary, game over, history and review, a LAN table
// with its countdown, and the guided game's coach - in English and
// Japanese at 800x600, 1280x800 and 2560x1440: each fits its window, no
// widget is narrower than its text, no text is cut, nothing lies outside
// the window. With -shots DIR it saves every one in both themes.
func TestEveryScreenFitsEverySize(t *testing.T) {
	for _, lng := range app.Languages {
		t.Run(lng, func(t *testing.T) {
			prefs := &app.MemPrefs{}
			app.SaveSettings(prefs, app.Settings{Language: lng, Theme: "dark"})
			app.SaveHomeChoice(prefs, app.HomeChoice{Game: "gudetama", Players: 7, Levels: []bot.Level{bot.Hard}})
			offeredEveryTutorial(prefs)
			u, _ := newTestUIPrefs(t, prefs)
			t.Cleanup(func() { SetLanguage("en") })
			if *shotsDir != "" {
				art.Rasterize = art.DrawSVG
			}
			g := &gallery{t: t, u: u, lang: lng}
			g.walkHome()
			g.walkLAN()
			g.walkTutorial()
			// The largest tables; for the pictures, whole games (three
			// rounds' columns, six rounds of Gudetama).
			games := []engine.Config{
				{Game: "gummi", Players: 5, Seed: 7, Options: engine.Options{}.With("rounds", 1)},
				{Game: "gudetama", Players: 7, Seed: 3, Options: engine.Options{}.With("target", 6)},
				{Game: "trip", Players: 4, Seed: 5, Options: engine.Options{}.With("rounds", 1)},
			}
			if *shotsDir != "" {
				games[0].Options.Set("rounds", 3)
				games[1].Options.Set("target", 12)
				games[2].Options.Set("rounds", 2)
			}
			for _, cfg := range games {
				g.walkGame(cfg)
			}
			u.ShowHome()
			u.ShowStatistics()
			if tabs := uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true }); tabs != nil {
				tabs.SelectIndex(1)
				g.look("statistics-kept")
			} else {
				t.Error("statistics have no tab of kept games")
			}
			g.closeTop()
			g.walkLANTable()
			if g.seen < 25 {
				t.Fatalf("only %d screens looked at", g.seen)
			}
		})
	}
}

func (g *gallery) walkHome() {
	u := g.u
	u.ShowHome()
	g.look("home")
	for _, s := range []struct {
		name string
		show func()
	}{{"settings", u.ShowSettings}, {"statistics", u.ShowStatistics}, {"rules", u.ShowRules}, {"about", u.ShowAbout}} {
		s.show()
		g.look(s.name)
		if s.name == "settings" {
			// The theme's drop-down, open.
			_, selects := homeWidgets(u.Win.Canvas().Overlays().Top())
			if len(selects) > 2 {
				test.Tap(selects[2])
				g.look("settings-theme-open")
				g.closeTop()
			}
		}
		g.closeTop()
	}
	u.recordResult(engine.Config{Game: "gummi", Players: 4}, 12, true)
	u.recordResult(engine.Config{Game: "gummi", Players: 4}, 3, false)
	u.ShowStatistics()
	g.look("statistics-results")
	g.closeTop()
}

func (g *gallery) walkLAN() {
	t, u := g.t, g.u
	q := loopbackLAN()
	u.ShowHostGame()
	g.look("host")
	test.Tap(uitest.ButtonStarting(u.Win.Content(), lang.L("Open the table")))
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	g.look("waiting-room")
	u.closeLAN()
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	u.ShowJoinGame()
	g.look("join")
	js := u.lan.join
	js.addr.SetText(h.Addr().String())
	js.code.SetText("ZZZZ99")
	test.Tap(js.join)
	runUI(t, q, "the refusal", func() bool { return js.errText.Visible() && js.errText.Text != "" })
	g.look("join-refused")
	u.closeLAN()
	// A seat kept at a table whose host is gone: Rejoin says it is not
	// open, and the screen with all of that still fits.
	app.SaveRejoin(u.prefs, app.Rejoin{Addr: "127.0.0.1:1", Table: "Kitchen", Game: "gummi", Players: 3, Seat: 1, Code: "ABCD23", Token: "kept", Saved: time.Now()})
	u.ShowJoinGame()
	js = u.lan.join
	test.Tap(js.rejoin)
	runUI(t, q, "the closed table said", func() bool { return js.errText.Visible() && js.errText.Text != "" })
	g.look("join-kept-closed")
	u.closeLAN()
	app.ClearRejoin(u.prefs)
}

func (g *gallery) walkTutorial() {
	t, u := g.t, g.u
	if err := u.StartTutorial("gummi"); err != nil {
		t.Fatal(err)
	}
	ts := u.tableScreen()
	drain(t, ts, func() bool { return drive(ts).Shown().CoachDue })
	g.lookTable("tutorial-welcome")
	for i := 0; i < 12 && !drive(ts).Shown().CoachMove; i++ {
		if !drive(ts).CoachNext() {
			break
		}
		drain(t, ts, func() bool { return drive(ts).Shown().CoachDue })
	}
	g.lookTable("tutorial-move")
	u.leaveTable()
}

func (g *gallery) walkGame(cfg engine.Config) {
	t, u := g.t, g.u
	ts := startGameAs(t, u, cfg, u.Settings.Name)
	name := func(what string) string { return cfg.Game + "-" + what }
	playUntil(t, ts, myTurn(ts))
	g.lookTable(name("start"))
	if playRefused(ts) {
		g.lookTable(name("refused"))
	}
	// Into the game a little: won piles, a full log.
	playUntil(t, ts, func() bool { return len(drive(ts).Shown().Log) > 14 && myTurn(ts)() })
	g.lookTable(name("later"))
	playUntil(t, ts, func() bool { return drive(ts).Shown().Holding })
	g.lookTable(name("held-trick"))
	playUntil(t, ts, func() bool { return drive(ts).Shown().Panel != nil })
	g.lookTable(name("round"))
	// Round by round (each within playUntil's time, under -race too).
	for drive(ts).Shown().View.Phase != engine.Finished {
		if drive(ts).Shown().DealHeld {
			drive(ts).GoOn()
		}
		playUntil(t, ts, func() bool {
			return drive(ts).Shown().Panel != nil && (drive(ts).Shown().DealHeld || drive(ts).Shown().View.Phase == engine.Finished)
		})
	}
	g.lookTable(name("over"))
	drive(ts).OpenHistory()
	g.look(name("history"))
	g.closeTop()
	test.Tap(uitest.FindButton(drive(ts).Shown().Panel, lang.L("Review game")))
	rs := waitForJudgements(t, u)
	if show := uitest.FindButton(rs.worst, lang.L("Show")); show != nil {
		test.Tap(show)
	}
	g.look(name("review"))
	test.Tap(uitest.FindButton(u.Win.Content(), lang.L("Back")))
	u.leaveTable()
}

// walkLANTable joins a host's Gummi table with a turn timer and two other
// people (played here as automatic guests) and looks at it as the piles
// grow: face-down icons, countdowns and pile counts on the seat panels.
func (g *gallery) walkLANTable() {
	t, u := g.t, g.u
	q := loopbackLAN()
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 4, Seed: 4, Options: engine.Options{}.With("rounds", 3)},
		Name: "Kitchen", Code: "ABCD23", Bots: 2, BotLevel: bot.Random, Listen: "127.0.0.1:0", TurnTimer: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	autoGuest(t, ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Alice Longname"})
	joinAs(t, u, q, h, u.Settings.Name, "ABCD23")
	ts := u.tableScreen()
	follow(t, ts, func() bool {
		o := u.lan.remote().Observation()
		return o != nil && o.ToMove().Has(ts.Session().Seat()) && !drive(ts).Shown().Busy
	}, false)
	g.lookTable("lan-start")
	r := u.lan.remote()
	// Six of my moves: piles grow, face-down cards show.
	for moves := 0; moves < 6; {
		select {
		case f := <-q:
			f()
		case ev := <-drive(ts).Events():
			drive(ts).Show(ev)
		case <-time.After(20 * time.Millisecond):
			if drive(ts).Shown().Holding {
				drive(ts).GoOn()
			}
			if o := r.Observation(); o != nil && o.ToMove().Has(ts.Session().Seat()) && !drive(ts).Shown().Busy {
				if r.Submit(o.Legal(nil)[0]) == nil {
					moves++
				}
			}
		case <-time.After(20 * time.Second):
			t.Fatal("the LAN game did not go on")
		}
	}
	follow(t, ts, func() bool {
		o := r.Observation()
		return o != nil && o.ToMove().Has(ts.Session().Seat()) && !drive(ts).Shown().Busy && !drive(ts).Shown().Holding
	}, false)
	g.lookTable("lan-later")
	u.leaveTable()
}
