package home

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestAboutNamesEachGameWhole: in Japanese the About text listed the games
// with commas, and "ぐでたま トリッキーエッグカードゲーム" broke at its
// space like two games: each title stands in 「」.
func TestAboutNamesEachGameWhole(t *testing.T) {
	newTestApp(t)
	use(t, "ja")
	t.Cleanup(func() { use(t, "en") })
	about := AboutText()
	for _, g := range app.Games() {
		if title := words.GameTitle(g.Title); !strings.Contains(about, "「"+title+"」") {
			t.Errorf("the About text does not name %q in 「」: %q", title, about)
		}
	}
}

// TestAboutListsTheRegisteredGames: the About text names the games from
// the registry, in English as a sentence lists them.
func TestAboutListsTheRegisteredGames(t *testing.T) {
	newTestApp(t)
	about := AboutText()
	for _, g := range app.Games() {
		if !strings.Contains(about, g.Title) {
			t.Errorf("the About text does not name %q: %q", g.Title, about)
		}
	}
	if !strings.Contains(about, "Gudetama: The Tricky Egg Card Game and Trick of Trip, against bots") {
		t.Errorf("the games are not listed as a sentence lists them: %q", about)
	}
}

// use switches the language, failing the test when the words do not load.
func use(t *testing.T, code string) {
	t.Helper()
	if err := words.Use(code); err != nil {
		t.Fatal(err)
	}
}

// TestAboutCreditsTheDesigners: the About text names each game's designers
// and publisher, as the rulebooks do, and says Trick Party is a fan's work
// with its own art, in each language.
func TestAboutCreditsTheDesigners(t *testing.T) {
	newTestApp(t)
	t.Cleanup(func() { use(t, "en") })
	want := map[string][]string{
		"en": {"Hisashi Hayashi", "OKAZU brand", "ryo_nyamo", "HAL99", "Steve Ellis", "Ben Eisner", "Oni Games",
			"Renegade Game Studios", "gudetama™ by Sanrio", "nuun", "unofficial fan implementation, with its own card art"},
		"ja": {"Hisashi Hayashi", "OKAZUブランド", "ryo_nyamo", "HAL99", "Steve Ellis", "Ben Eisner", "オニゲームズ",
			"レネゲードゲームスタジオ", "ぐでたま™はサンリオ", "nuun", "Trick Partyはファンが作ったもの"},
	}
	for _, language := range []string{"en", "ja"} {
		use(t, language)
		about := AboutText()
		for _, n := range want[language] {
			if !strings.Contains(about, n) {
				t.Errorf("%s: the About text does not say %q: %q", language, n, about)
			}
		}
	}
}
