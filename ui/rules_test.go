package ui

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
)

// TestRulesEveryGameAndLanguage: each game has its own rules text in each
// language the app offers (not the English fallback), and the texts say
// the rules players asked about: Gummi Trick's advanced game (who leads
// rounds 2 and 3, the final tie-breaks), Trick of Trip's tie-break and the
// Gudetama 14 that wins a round's last trick.
func TestRulesEveryGameAndLanguage(t *testing.T) {
	must := map[string]map[string][]string{
		"en": {
			"gummi":    {"Advanced game", "rounds 2 and 3", "scored most in the round before", "played latest in that round's last trick", "most points in round 3", "most scoring cards in round 3"},
			"gudetama": {"even if that round's score has just put them out", "everyone above the new lowest is out"},
			"trip":     {"won the most cards", "the win is shared"},
		},
		"ja": {
			"gummi":    {"上級ルール", "2・3ラウンド目のリード", "最後のトリックに一番後に出した人", "3ラウンド目の得点", "得点カードが多い"},
			"gudetama": {"脱落した場合でも指名します"},
			"trip":     {"取ったカードが多い人", "勝利を分け合います"},
		},
	}
	for _, g := range app.Games() {
		for language, facts := range must {
			text, err := rulesFS.ReadFile("rules/" + g.ID + "." + language + ".md")
			if err != nil {
				t.Errorf("%s in %s: %v", g.ID, language, err)
				continue
			}
			for _, fact := range facts[g.ID] {
				if !strings.Contains(string(text), fact) {
					t.Errorf("%s rules in %s do not say %q", g.ID, language, fact)
				}
			}
			if got := rulesText(g.ID, language); got != string(text) {
				t.Errorf("rulesText(%s, %s) is not the game's own text", g.ID, language)
			}
		}
	}
	if got, want := rulesText("trip", "xx"), rulesText("trip", "en"); got != want || got == "" {
		t.Errorf("a language without its own text should fall back to English")
	}
}
