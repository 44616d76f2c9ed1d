package words

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
	"github.com/trickparty/trickparty/engine/games"
)

// number is a run of digits in a sentence: a card, a point count.
var number = regexp.MustCompile(`[0-9]+`)

// TestTrickReasonsSayTheSameNumbersInBothLanguages: every trick reason of
// random games of each game says every number of the English (the cards, their
// points, the cards taken face-down) in Japanese as in English; a language
// that drops one tells its players less.
func TestTrickReasonsSayTheSameNumbersInBothLanguages(t *testing.T) {
	t.Cleanup(func() { _ = Use("en") })
	for _, info := range app.Games() {
		d, ok := games.Lookup(info.ID)
		if !ok || len(d.TrickReasons) == 0 {
			continue
		}
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := d.New(engine.Config{Game: d.ID, Players: d.MinPlayers + int(seed)%(d.MaxPlayers-d.MinPlayers+1), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			enginetest.Advance(g, 10000, seed)
			for _, tr := range g.Report().Tricks {
				for _, w := range tr.Why {
					for _, human := range []int{w.Seat, -1} {
						tw := Trick{Game: d.ID, Name: func(s int) string { return fmt.Sprintf("P%c", 'a'+s) }, Human: human}
						say := func(code string) (string, []string) {
							if err := Use(code); err != nil {
								t.Fatal(err)
							}
							s := tw.Sentence(w)
							n := number.FindAllString(s, -1)
							slices.Sort(n)
							return s, n
						}
						en, enN := say("en")
						ja, jaN := say("ja")
						// Japanese counts what English leaves bare ("1 point
						// each": 1枚1点), so it may say more, never less.
						for _, n := range enN {
							i := slices.Index(jaN, n)
							if i < 0 {
								t.Errorf("%s %s: the Japanese lacks the %s of the English:\n  %s\n  %s", d.ID, w.ID, n, en, ja)
								break
							}
							jaN = slices.Delete(jaN, i, i+1)
						}
					}
				}
			}
		}
	}
}
