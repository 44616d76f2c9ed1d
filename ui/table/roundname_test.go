package table

import (
	"regexp"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestARoundIsNamedOneWayEverywhere: the sidebar, the log and the round
// summary name a round alike (words.RoundName), in English and Japanese:
// no "Round 1/3" in one place and "Round 1 of 3" in another, and in
// Japanese always 第Nラウンド.
func TestARoundIsNamedOneWayEverywhere(t *testing.T) {
	// A round's name in either language, however it is put.
	anyRound := regexp.MustCompile(`(?i)round [0-9]+(/[0-9]+| of [0-9]+)?|第[0-9]+ラウンド(／全[0-9]+ラウンド)?|ラウンド[0-9]+(／[0-9]+)?`)
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u, _ := newTestUI(t)
			if code == "ja" {
				u = japaneseUI(t)
			} else if err := words.Use("en"); err != nil {
				t.Fatal(err)
			}
			ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5, Options: engine.Options{}.With("rounds", 3)})
			if got, want := ts.panel.side.roundLbl.Text(), words.RoundName(1, 3); !strings.HasPrefix(got, want) {
				t.Errorf("the sidebar says %q, want it to start with %q", got, want)
			}
			playUntil(t, ts, func() bool { return Drive(ts).Shown().Round })
			said := map[string]string{
				"the sidebar": ts.panel.side.roundLbl.Text(),
				"the summary": panelText(ts),
				"the log":     strings.Join(Drive(ts).Shown().Log, "\n"),
			}
			named := 0
			for where, text := range said {
				for _, m := range anyRound.FindAllString(text, -1) {
					if m != words.RoundName(1, 3) && m != words.RoundName(2, 3) && m != words.RoundName(1, 0) && m != words.RoundName(2, 0) {
						t.Errorf("%s names a round %q, not as words.RoundName does (%q)", where, m, words.RoundName(1, 3))
					}
					named++
				}
			}
			if named < 2 {
				t.Fatalf("no round named: %q", said)
			}
		})
	}
}
