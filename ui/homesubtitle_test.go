package ui

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestHomeSubtitleSaysBothWaysToPlay: the line under the title says the
// games are played against bots or with friends (on the network), in
// both languages: it said "against the computer" only.
func TestHomeSubtitleSaysBothWaysToPlay(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { SetLanguage("en") })
	for _, c := range []struct{ lang, game, bots, friends string }{
		{"en", "trick-taking", "bots", "friends"},
		{"ja", "トリックテイキング", "ボット", "友だち"},
	} {
		SetLanguage(c.lang)
		u.ShowHome()
		found := false
		for _, s := range uitest.VisibleTexts(u.Win.Canvas()) {
			if strings.Contains(strings.ToLower(s), c.game) {
				found = true
				if !strings.Contains(s, c.bots) || !strings.Contains(s, c.friends) || strings.Contains(s, "computer") || strings.Contains(s, "コンピューター") {
					t.Errorf("%s: the subtitle says %q", c.lang, s)
				}
			}
		}
		if !found {
			t.Errorf("%s: no subtitle on the home screen", c.lang)
		}
	}
}
