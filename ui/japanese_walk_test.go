package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/apptest"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"
)

// walkNames are what a player may see in Latin letters: the people at the
// table, the app's own name, English as the language picker names it, and
// the games' makers as the credits spell them. A name may wrap, so each of
// its words is allowed.
var walkNames = func() []string {
	names := []string{"Trick Party", "Trick", "Party", app.Version, "English",
		"Hisashi", "Hayashi", "OKAZU", "ryo_nyamo", "ryo_", "nyamo", "HAL99", "Steve", "Ellis", "Ben", "Eisner", "nuun"}
	for seat := range engine.MaxPlayers {
		names = append(names, bot.Name(seat))
	}
	return names
}()

// walker visits screens of a Japanese UI and fails on English.
type walker struct {
	t *testing.T
	u *UI
	// codes are join codes on screen (letters, but no words).
	codes []string
}

// look fails the test for every visible English text on the window now.
func (w *walker) look(where string) {
	w.t.Helper()
	for _, s := range uitest.EnglishIn(w.u.Win.Canvas(), append(w.codes, walkNames...)...) {
		w.t.Errorf("%s: English on screen: %q", where, s)
	}
	for _, s := range uitest.Cramped(w.u.Win.Canvas()) {
		w.t.Errorf("%s: %s", where, s)
	}
	for _, s := range uitest.LeftToFyne(w.u.Win.Canvas()) {
		w.t.Errorf("%s: %s", where, s)
	}
}

// lookSelects opens every drop-down under o and looks at its values.
func (w *walker) lookSelects(where string, o fyne.CanvasObject) {
	w.t.Helper()
	_, selects := homeWidgets(o)
	for i, s := range selects {
		test.Tap(s)
		w.look(fmt.Sprintf("%s, drop-down %d", where, i))
		w.closeTop()
	}
}

// closeTop closes the top overlay (a dialog or a pop-up).
func (w *walker) closeTop() {
	c := w.u.Win.Canvas()
	if top := c.Overlays().Top(); top != nil {
		c.Overlays().Remove(top)
	}
}

// walkLAN looks at the host's screens up to the waiting room with its
// code, and at the Join screen with a refused code.
func (w *walker) walkLAN() {
	t, u := w.t, w.u
	q := loopbackLAN()
	u.ShowHostGame()
	w.look("host a game")
	w.lookSelects("host a game", u.Win.Content())
	test.Tap(uitest.ButtonStarting(u.Win.Content(), lang.L("Open the table")))
	runUI(t, q, "the waiting room", func() bool { return u.lan != nil && u.lan.room != nil })
	w.codes = append(w.codes, u.lan.room.code.Text, "ZZZZ99")
	w.look("waiting room")
	u.closeLAN()
	h := apptest.LANHost(t, engine.Config{Game: "gummi", Players: 3, Seed: 4}, 2)
	u.ShowJoinGame()
	w.look("join a game")
	js := u.lan.join
	js.addr.SetText(h.Addr().String())
	js.code.SetText("ZZZZ99")
	test.Tap(js.join)
	runUI(t, q, "the refusal", func() bool { return js.errText.Visible() && js.errText.Text != "" })
	w.look("join refused")
	u.closeLAN()
}

func japaneseUI(t *testing.T) *UI {
	t.Helper()
	prefs := &app.MemPrefs{}
	app.SaveSettings(prefs, app.Settings{Language: "ja"})
	u, _ := newTestUIPrefs(t, prefs)
	t.Cleanup(func() { SetLanguage("en") })
	return u
}

// TestJapaneseWalkShowsNoEnglish switches to Japanese and walks every
// screen, drop-down, dialog and moment of each game: nothing a player can
// read may be English, apart from people's names and the app's name.
func TestJapaneseWalkShowsNoEnglish(t *testing.T) {
	u := japaneseUI(t)
	w := &walker{t: t, u: u}

	if u.Settings.Name != "あなた" {
		t.Errorf("the default player name in Japanese is %q", u.Settings.Name)
	}
	u.ShowHome()
	w.look("home")
	w.lookSelects("home", u.Win.Content())
	for _, screen := range []struct {
		name string
		show func()
	}{
		{"settings", u.ShowSettings},
		{"statistics", u.ShowStatistics},
		{"rules", u.ShowRules},
		{"about", u.ShowAbout},
	} {
		screen.show()
		w.look(screen.name)
		if top := u.Win.Canvas().Overlays().Top(); top != nil {
			w.lookSelects(screen.name, top)
		}
		w.closeTop()
	}
	u.recordResult(engine.Config{Game: "gummi", Players: 4}, 12, true)
	u.ShowStatistics()
	w.look("statistics with a result")
	w.closeTop()
	// The offer of a guided game and a question (Fyne's wrapping started
	// a line of the offer with "、"), at the smallest window too.
	for _, size := range []fyne.Size{table.MinWindow, table.FirstWindowSize(fyne.Size{})} {
		u.Win.Resize(size)
		for _, g := range app.Games() {
			u.offerTutorial(g.ID, func() {})
			w.look(fmt.Sprintf("%s: the offer of a guided game at %v", g.ID, size))
			w.closeTop()
		}
		trip, _ := app.LookupGame("trip")
		u.unlessSaved(lang.L("{{.Game}}, {{.N}} players, round {{.R}} of {{.Of}}", map[string]any{"Game": words.GameTitle(trip.Title), "N": 3, "R": 2, "Of": 4}), func() {})
		w.look(fmt.Sprintf("the question before a save is replaced at %v", size))
		w.closeTop()
	}

	w.walkLAN()

	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 11},
		{Game: "gudetama", Players: 3, Seed: 12},
		{Game: "trip", Players: 3, Seed: 13, Options: engine.Options{}.With("rounds", 1)},
	} {
		w.walkGame(cfg)
	}
	u.ShowHome()
	u.ShowStatistics()
	w.look("statistics with kept games")
	if tabs := uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true }); tabs != nil {
		tabs.SelectIndex(1)
		w.look("statistics: the kept games")
	} else {
		t.Error("statistics have no tab of kept games")
	}
	w.closeTop()
}

// walkGame plays a game in Japanese, looking at the table at the start, after
// a refused move, after a hint, at the first round summary, in the
// history and at game over.
func (w *walker) walkGame(cfg engine.Config) {
	t, u := w.t, w.u
	ts := startGameAs(t, u, cfg, u.Settings.Name)
	where := func(what string) string { return cfg.Game + ": " + what }
	playUntil(t, ts, myTurn(ts))
	w.look(where("first turn"))
	if h, err := ts.Session().Hint(context.Background()); err == nil {
		ts.Flash(words.HintWords(cfg.Game, h, func(s int) string { return drive(ts).Shown().Names[s] }, nil))
		w.look(where("a hint"))
	} else {
		t.Errorf("%s: hint: %v", cfg.Game, err)
	}
	if playRefused(ts) {
		w.look(where("a refused card"))
	}
	w.lookFor(ts, where("the game so far"))
	playUntil(t, ts, func() bool { return drive(ts).Shown().Panel != nil })
	w.look(where("round summary"))
	playUntil(t, ts, func() bool {
		if drive(ts).Shown().Round {
			drive(ts).GoOn()
		}
		return drive(ts).Shown().View.Phase == engine.Finished && drive(ts).Shown().Panel != nil
	})
	w.look(where("game over"))
	if b := uitest.FindButton(drive(ts).Shown().Panel, lang.L("History")); b == nil {
		t.Errorf("%s: no History button found by its Japanese label", cfg.Game)
	}
	drive(ts).OpenHistory()
	w.look(where("history"))
	w.closeTop()
	b := uitest.FindButton(drive(ts).Shown().Panel, lang.L("Review game"))
	if b == nil {
		t.Fatalf("%s: no Review game button found by its Japanese label", cfg.Game)
	}
	test.Tap(b)
	w.look(where("review while judging"))
	rs := waitForJudgements(t, u)
	w.look(where("review"))
	if show := uitest.FindButton(rs.worst, lang.L("Show")); show != nil {
		test.Tap(show)
		w.look(where("review at the costliest decision"))
	}
	test.Tap(uitest.FindButton(u.Win.Content(), lang.L("Back")))
}

// lookFor looks at the log, which shows only its latest lines, and at
// every message the table wrote so far.
func (w *walker) lookFor(ts *table.Screen, where string) {
	for _, line := range drive(ts).Shown().Log {
		if uitest.LatinWord.MatchString(withoutNames(line)) {
			w.t.Errorf("%s: English in the log: %q", where, line)
		}
	}
}

func withoutNames(s string) string {
	for _, n := range walkNames {
		s = strings.ReplaceAll(s, n, "")
	}
	return s
}

// TestLabelsFitInEnglish: the screens' buttons and labels fit their text in
// English too (the Japanese walk checks them in Japanese).
func TestLabelsFitInEnglish(t *testing.T) {
	u, _ := newTestUI(t)
	check := func(where string) {
		for _, s := range uitest.Cramped(u.Win.Canvas()) {
			t.Errorf("%s: %s", where, s)
		}
	}
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}} {
		u.Win.Resize(size)
		u.ShowHome()
		check("home")
		for name, show := range map[string]func(){"settings": u.ShowSettings, "statistics": u.ShowStatistics, "about": u.ShowAbout} {
			show()
			check(name)
			(&walker{t: t, u: u}).closeTop()
		}
		loopbackLAN()
		u.ShowHostGame()
		check("host a game")
		u.ShowJoinGame()
		check("join a game")
		u.closeLAN()
	}
}

// TestApplySettingsSpeaksTheNewLanguage: switching to Japanese (the
// settings dialog, or trickparty --lang ja) changes our words and the
// default name at once, whatever the system's locale.
func TestApplySettingsSpeaksTheNewLanguage(t *testing.T) {
	t.Setenv("LANGUAGE", "en")
	u, _ := newTestUI(t)
	t.Cleanup(func() { SetLanguage("en") })
	s := u.Settings
	s.Language = "ja"
	u.ApplySettings(s)
	if u.Settings.Name != "あなた" || lang.L("Play") != "遊ぶ" {
		t.Fatalf("after choosing Japanese: name %q, Play is %q", u.Settings.Name, lang.L("Play"))
	}
	s = u.Settings
	s.Language = "en"
	u.ApplySettings(s)
	if u.Settings.Name != "You" || lang.L("Play") != "Play" {
		t.Fatalf("back in English: name %q, Play is %q", u.Settings.Name, lang.L("Play"))
	}
}
