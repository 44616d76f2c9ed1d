package tutorial_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/scenario"
	"github.com/trickparty/trickparty/engine/tutorial"
)

// concept is a rule a trick's line at the table names (the game's words
// for a reason or a take, by key) that the coach must have taught by the
// time that line is shown, in each language: a guided game reads in
// order, or the player meets "no 7 was played" before anyone said what a
// 7 does.
type concept struct {
	// key is the words' key of the line ("why <id>", "take <id>"); the
	// concept applies only while the line's words say it (line).
	key  string
	line map[string]*regexp.Regexp
	// taught is what a step of the coach says once the concept is taught.
	taught map[string]*regexp.Regexp
}

func langs(en, ja string) map[string]*regexp.Regexp {
	return map[string]*regexp.Regexp{"en": regexp.MustCompile(en), "ja": regexp.MustCompile(ja)}
}

// forwardConcepts are, per game, the rules its trick lines use by name.
var forwardConcepts = map[string][]concept{
	"trip": {
		{key: "why trip.trick.lowest_trump", line: langs(`no 7`, `7が出ていない`),
			taught: langs(`(?i)(no|unless a|first) 7\b`, `7が出(てい|)な|最初に出た7`)},
		{key: "whyyou trip.trick.lowest_trump", line: langs(`no 7`, `7が出ていない`),
			taught: langs(`(?i)(no|unless a|first) 7\b`, `7が出(てい|)な|最初に出た7`)},
		{key: "why trip.trick.seven_beats_trumps", line: langs(`first 7`, `最初に出た7`),
			taught: langs(`first 7`, `最初に出た7`)},
		{key: "take trip.take.own", line: langs(`discarded`, `捨て`),
			taught: langs(`discarded`, `捨て`)},
	},
	"gummi": {
		{key: "take gummi.take.with_facedown", line: langs(`face-down`, `裏向き`),
			taught: langs(`won face-down`, `裏向きで取`)},
		{key: "takeyou gummi.take.with_facedown", line: langs(`face-down`, `裏向き`),
			taught: langs(`won face-down`, `裏向きで取`)},
	},
	"gudetama": {
		{key: "why gudetama.trick.fourteen", line: langs(`chooses who leads`, `リードする人を選`),
			taught: langs(`chooses another player to lead`, `次のリードに選`)},
		{key: "whyyou gudetama.trick.fourteen", line: langs(`chooses who leads`, `リードする人を選`),
			taught: langs(`chooses another player to lead`, `次のリードに選`)},
		{key: "why gudetama.trick.highest_last_of_equal", line: langs(`last one played wins`, `最後に出したもの`),
			taught: langs(`last one played wins`, `最後に出したカードが勝|後に出したほうが取`)},
		{key: "whyyou gudetama.trick.highest_last_of_equal", line: langs(`last one played wins`, `最後に出したもの`),
			taught: langs(`last one played wins`, `最後に出したカードが勝|後に出したほうが取`)},
		{key: "take gudetama.take.nothing", line: langs(`only a round's last trick scores`, `最後のトリックだけ`),
			taught: langs(`last trick`, `最後のトリック`)},
		{key: "take gudetama.take.one_played", line: langs(`a 1 is in the last trick`, `1が出た`),
			taught: langs(`If any 1 is played`, `1が1枚でも出`)},
	},
}

// gameWords reads a game's own words (engine/<game>/words.<lang>.json): a
// key's text, a plural's forms joined.
func gameWords(t *testing.T, game, language string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", game, "words."+language+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = s
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			t.Fatalf("%s words %s: %v", game, k, err)
		}
		for _, f := range forms {
			out[k] += f + "\n"
		}
	}
	return out
}

// Every line a guided game's table shows for a trick - why it was won and
// what its winner took - names only rules the coach has already taught,
// in both languages, by the time the trick is held (the steps shown with
// it included).
func TestTutorialTrickLinesUseOnlyWhatWasTaught(t *testing.T) {
	for game, concepts := range forwardConcepts {
		s, err := tutorial.For(game)
		if err != nil {
			t.Fatal(err)
		}
		g, err := games.New(s.Scenario.Config())
		if err != nil {
			t.Fatal(err)
		}
		words := map[string]map[string]string{"en": gameWords(t, game, "en"), "ja": gameWords(t, game, "ja")}
		checked := 0
		for i, m := range s.Scenario.Actions {
			before := len(g.Report().Tricks)
			if err := scenario.ApplyMove(g, m); err != nil {
				t.Fatalf("%s action %d: %v", game, i, err)
			}
			tricks := g.Report().Tricks
			if len(tricks) == before {
				continue
			}
			// The steps seen by the time the trick is held: every step
			// up to the last at index i+1.
			end := i + 1
			for _, why := range tricks[len(tricks)-1].Why {
				keys := []string{"why " + why.ID, "take " + why.Take}
				if why.Seat == s.Learner {
					keys = []string{"whyyou " + why.ID, "takeyou " + why.Take}
				}
				for _, c := range concepts {
					if c.key != keys[0] && c.key != keys[1] {
						continue
					}
					for _, language := range []string{"en", "ja"} {
						if !c.line[language].MatchString(words[language][c.key]) {
							continue
						}
						checked++
						taught := false
						for _, st := range s.Steps {
							if st.At <= end && c.taught[language].MatchString(st.Say.In(language)) {
								taught = true
							}
						}
						if !taught {
							t.Errorf("%s (%s): the trick held after action %d says %q (%s) before the coach teaches it (%s)",
								game, language, end, c.line[language], c.key, c.taught[language])
						}
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no trick line of the guided game was checked: the concepts name no line it shows", game)
		}
	}
}
