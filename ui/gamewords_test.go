package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestGamesWordsLiveInTheirPackages: the words of one game (its rules'
// sentences, keyed by its rule ids: "why gummi.…", "score trip.…", "rule
// gudetama.…", and the titles and option labels no other game and no
// screen of ours uses) are in its own package (engine/GAME/words.LANG.json,
// Descriptor.Words), not in ui/internal/words/translations, so a game brings all its
// words and the interface names no game; and a game's words name no other
// game's rules and say the same keys in every language.
func TestGamesWordsLiveInTheirPackages(t *testing.T) {
	games := app.Games()
	ruleKey := func(id string) *regexp.Regexp {
		return regexp.MustCompile(`^[a-z]+ ` + regexp.QuoteMeta(id) + `\.[a-z]`)
	}
	// A descriptor's words that only that game says.
	uiSays := uiTranslatedStrings(t)
	saidBy := map[string][]string{}
	for _, d := range games {
		words := map[string]bool{d.Title: true, d.TieBreak: true, d.EndRule: true}
		for _, o := range d.Options {
			words[o.Label] = true
			for _, c := range o.Choices {
				words[c.Label] = true
			}
		}
		for w := range words {
			if w != "" {
				saidBy[w] = append(saidBy[w], d.ID)
			}
		}
	}
	for _, code := range []string{"en", "ja"} {
		data, err := words.Translations.ReadFile("translations/" + code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s.json: %v", code, err)
		}
		for key := range m {
			for _, d := range games {
				if ruleKey(d.ID).MatchString(key) {
					t.Errorf("ui/internal/words/translations/%s.json has %q: it belongs in engine/%s/words.%s.json", code, key, d.ID, code)
				}
			}
			if ids := saidBy[key]; len(ids) == 1 && !uiSays[key] {
				t.Errorf("ui/internal/words/translations/%s.json has %q, which only %s says: it belongs in engine/%s/words.%s.json", code, key, ids[0], ids[0], code)
			}
		}
	}
	for _, d := range games {
		if d.Words == nil {
			t.Errorf("%s brings no words", d.ID)
			continue
		}
		keys := map[string][]string{}
		for _, code := range []string{"en", "ja"} {
			data, err := os.ReadFile(filepath.Join("..", "engine", d.ID, "words."+code+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatalf("%s words.%s.json: %v", d.ID, code, err)
			}
			for key := range m {
				for _, other := range games {
					if other.ID != d.ID && ruleKey(other.ID).MatchString(key) {
						t.Errorf("engine/%s/words.%s.json has %s's %q", d.ID, code, other.ID, key)
					}
				}
				// A refusal's English is the game's own message, so
				// "rule …" keys are in Japanese only.
				if code == "en" || !strings.HasPrefix(key, "rule ") {
					keys[key] = append(keys[key], code)
				}
			}
		}
		for key, codes := range keys {
			if len(codes) != 2 {
				t.Errorf("engine/%s: %q only in words.%s.json", d.ID, key, codes[0])
			}
		}
	}
}

// uiTranslatedStrings is every literal the ui's own code translates
// (lang.L and lang.N calls in ui's packages).
func uiTranslatedStrings(t *testing.T) map[string]bool {
	t.Helper()
	re := regexp.MustCompile(`lang\.(?:L|N)\(("(?:[^"\\]|\\.)*")`)
	out := map[string]bool{}
	for _, f := range uiSources(t, false) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			if key, err := strconv.Unquote(string(m[1])); err == nil {
				out[key] = true
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("found only %d translated strings in ui's code; the scan is broken", len(out))
	}
	return out
}
