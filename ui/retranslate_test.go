package ui

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestTheTableSpeaksANewLanguageAtOnce: Japanese chosen in the table's
// Settings puts the whole table in Japanese at once: its title, headings,
// buttons, the name over the face-down row and the log told so far (not
// "ゲームログ", "ヒント" and the title left in Japanese after switching
// back to English, until the player leaves the table).
func TestTheTableSpeaksANewLanguageAtOnce(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { SetLanguage("en") })
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5})
	playUntil(t, ts, func() bool { return len(drive(ts).Shown().Log) >= 4 })
	s := u.Settings
	s.Language = "ja"
	u.saveSettings(s)
	for _, want := range []string{"グミトリック", "ゲームログ", "ヒント", "履歴", "メニュー"} {
		if !uitest.CanvasHasText(u.Win, want) {
			t.Errorf("in Japanese the table does not show %q", want)
		}
	}
	for _, gone := range []string{"Gummi Trick", "Game log", "Hint", "History", "Menu"} {
		if uitest.CanvasHasText(u.Win, gone) {
			t.Errorf("in Japanese the table still shows %q", gone)
		}
	}
	if drawn := uitest.DrawnText(u.Win.Content()); !strings.Contains(drawn, "あなたの伏せ札") {
		t.Errorf("the face-down row is not named in Japanese: %q", drawn)
	}
	for _, line := range drive(ts).Shown().Log {
		if strings.Contains(line, "played") {
			t.Errorf("the log still says %q", line)
		}
	}
	s.Language = "en"
	u.saveSettings(s)
	if !uitest.CanvasHasText(u.Win, "Game log") || uitest.CanvasHasText(u.Win, "ゲームログ") || !strings.Contains(uitest.DrawnText(u.Win.Content()), "Your face-down row") {
		t.Error("back in English the table is not")
	}
}

// TestTheCoachSpeaksANewLanguageAtOnce: the coach of a guided game, its
// step and its buttons, change language with the table.
func TestTheCoachSpeaksANewLanguageAtOnce(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { SetLanguage("en") })
	if err := u.StartTutorial("gummi"); err != nil {
		t.Fatal(err)
	}
	ts := u.tableScreen()
	drain(t, ts, func() bool { return drive(ts).Shown().CoachDue })
	s := u.Settings
	s.Language = "ja"
	u.saveSettings(s)
	for _, want := range []string{"コーチ", "次へ", "ステップ1", "グミトリックへようこそ"} {
		if !uitest.CanvasHasText(u.Win, want) {
			t.Errorf("in Japanese the coach does not show %q", want)
		}
	}
	if uitest.CanvasHasText(u.Win, "Coach") || uitest.CanvasHasText(u.Win, "Welcome") {
		t.Error("the coach still speaks English")
	}
}

// TestTheDefaultNameIsNotRepeatedInAnotherLanguage: a player still named
// "You" in a game begun in English is not "You (あなた)" in Japanese; a
// player with a name of their own keeps the role beside it.
func TestTheDefaultNameIsNotRepeatedInAnotherLanguage(t *testing.T) {
	newTestUI(t)
	SetLanguage("ja")
	t.Cleanup(func() { SetLanguage("en") })
	you := lang.L("you")
	for _, c := range []struct {
		name    string
		repeats bool
	}{{"You", true}, {"あなた", true}, {"★ You", true}, {"Hana", false}, {"Younes", false}} {
		if got := words.RoleRepeatsName(c.name, you); got != c.repeats {
			t.Errorf("%q with the role %q: repeats %v, want %v", c.name, you, got, c.repeats)
		}
	}
	if words.RoleRepeatsName("You", lang.L("bot")) {
		t.Error("a bot named You loses its role")
	}
}
