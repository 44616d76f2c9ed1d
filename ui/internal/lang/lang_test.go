package lang

import (
	"embed"
	"testing"
	"testing/fstest"
)

//go:embed testdata
var testdata embed.FS

// TestTheChosenLanguageWhateverTheSystemSays: the language comes from Use,
// not from the locale variables (which Fyne reads on Linux only), and a
// missing translation is the key itself, templated.
func TestTheChosenLanguageWhateverTheSystemSays(t *testing.T) {
	t.Setenv("LANGUAGE", "en")
	t.Setenv("LC_ALL", "en_US.UTF-8")
	if err := Load(testdata, "testdata"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { Use("en") })
	Use("ja")
	if got := L("Hello {{.N}}", map[string]any{"N": "Mika"}); got != "こんにちは Mika" {
		t.Errorf("ja: %q", got)
	}
	if got := N("{{.Count}} cards", 3, map[string]any{"Count": 3}); got != "3枚" {
		t.Errorf("ja plural: %q", got)
	}
	if got := L("Not translated {{.X}}", map[string]any{"X": 1}); got != "Not translated 1" {
		t.Errorf("missing: %q", got)
	}
	if Current() != "ja" {
		t.Errorf("current %q", Current())
	}
	if m, ok := Message("ja", "Hello {{.N}}"); !ok || m != "こんにちは {{.N}}" {
		t.Errorf("ja message as written: %q, %v", m, ok)
	}
	if _, ok := Message("en", "Hello {{.N}}"); ok {
		t.Error("English has no message for a key it does not translate")
	}
	Use("en")
	if got := L("Hello {{.N}}", map[string]any{"N": "Mika"}); got != "Hello Mika" {
		t.Errorf("en: %q", got)
	}
	if got := N("{{.Count}} cards", 1, map[string]any{"Count": 1}); got != "1 card" {
		t.Errorf("en plural: %q", got)
	}
	if got := N("keyed {{.Count}}", 1, map[string]any{"Count": 1}); got != "Keyed text, 1 of them" {
		t.Errorf("en message without plural forms, for one: %q", got)
	}
}

// TestLoadsAGamesWords: a game's words (words.LANG.json in any fs.FS, as
// a game's package embeds them) join the translations already loaded.
func TestLoadsAGamesWords(t *testing.T) {
	words := fstest.MapFS{
		"words.en.json": {Data: []byte(`{"Duel": "Duel"}`)},
		"words.ja.json": {Data: []byte(`{"Duel": "決闘", "score duel.score.none": "得点なし"}`)},
	}
	if err := Load(words, "."); err != nil {
		t.Fatal(err)
	}
	if s, ok := Message("ja", "Duel"); !ok || s != "決闘" {
		t.Fatalf("ja Duel: %q, %v", s, ok)
	}
	if s, ok := Message("ja", "score duel.score.none"); !ok || s != "得点なし" {
		t.Fatalf("ja score line: %q, %v", s, ok)
	}
	Use("ja")
	defer Use("en")
	if got := L("Duel"); got != "決闘" {
		t.Fatalf("L(Duel) in Japanese: %q", got)
	}
	// A word only one language has is there in that language alone.
	if !Has("score duel.score.none") {
		t.Fatal("Japanese has no word for score duel.score.none")
	}
	Use("en")
	if Has("score duel.score.none") {
		t.Fatal("English has a word for score duel.score.none")
	}
}
