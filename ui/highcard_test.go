//go:build highcard

package ui

import (
	"bytes"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// High Card joins the games as cmd/trickparty/highcard.go adds it to a
// build made with -tags highcard (go test -tags highcard -run HighCard ./ui).
func init() { games.Register(&highcard.Descriptor) }

// TestHighCardIsListedAndDrawnWithItsOwnArt: a game that is one package
// and one registry line is on the home screen with its options, in both
// languages by its own words, plays a whole game and is counted in the
// statistics (its table draws it with the game's own art: the table's
// TestHighCardIsDrawnWithItsOwnArt).
func TestHighCardIsListedAndDrawnWithItsOwnArt(t *testing.T) {
	prefs := &app.MemPrefs{}
	offeredEveryTutorial(prefs)
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	radios, _ := homeWidgets(u.Win.Content())
	if !slices.Contains(radios[0].Options, "High Card") {
		t.Fatalf("the home screen lists %q", radios[0].Options)
	}
	radios[0].SetSelected("High Card")
	radios, selects := homeWidgets(u.Win.Content())
	if len(radios) != 2 || !slices.Equal(radios[1].Options, []string{"4 cards", "3 cards (quick)"}) || !slices.Equal(selects[0].Options, []string{"2"}) {
		t.Fatalf("High Card's options %v, players %v", radios[len(radios)-1].Options, selects[0].Options)
	}
	if learn := uitest.FindButton(u.Win.Content(), "Learn by playing"); learn == nil || !learn.Disabled() {
		t.Error("Learn by playing is offered for a game without a guided game")
	}
	radios[1].SetSelected("3 cards (quick)")
	test.Tap(uitest.FindButton(u.Win.Content(), "Play"))
	ts := u.tableScreen()
	if ts == nil || ts.Session().Config().Game != highcard.Name {
		t.Fatal("Play did not start High Card")
	}
	if got := u.lastCfg.Options.Get("cards"); got != 3 {
		t.Fatalf("the table was set up with cards=%d", got)
	}
	playUntil(t, ts, func() bool { return u.localTable().Over() })
	// The statistics count it, and their screen names it.
	drain(t, ts, func() bool { return u.Stats.Records[app.StatKeyFor(u.lastCfg)].Played == 1 })
	u.closeTable()
	u.ShowStatistics()
	if !slices.Contains(uitest.TextsIn(u.Win.Content()), "High Card") {
		t.Errorf("the statistics screen does not name High Card: %q", uitest.TextsIn(u.Win.Content()))
	}

	lang.Use("ja")
	defer lang.Use("en")
	if got := words.GameTitle(highcard.Descriptor.Title); got != "ハイカード" {
		t.Errorf("High Card in Japanese is %q: its words did not join ours", got)
	}
	if got := rulesText(highcard.Name, "ja"); !bytes.Contains([]byte(got), []byte("大きい数字のカードがトリックを取り")) {
		t.Errorf("the Japanese rules page is not the game's own: %.60q", got)
	}
}
