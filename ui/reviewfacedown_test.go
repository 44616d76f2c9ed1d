package ui

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestReviewNamesTheFaceDownCard: the review says which card a face-down
// play turned up, naming the card by where it lay in the row ("play your
// left face-down card, which turned up red 5": "face-down card 2" does
// not say what the number counts), in the step's moves and in
// the player's judged decisions; a face-down card that was not played (a
// better move not made) stays unnamed.
func TestReviewNamesTheFaceDownCard(t *testing.T) {
	u, store := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 2, Options: engine.Options{}.With("rounds", 1)})
	playToTheEnd(t, ts)
	kept, err := app.Finished(store)
	if err != nil || len(kept) != 1 {
		t.Fatalf("kept games %v, %v", kept, err)
	}
	u.ShowReview(kept[0], u.ShowHome)
	rs := u.reviewing()
	seen, mine := 0, 0
	for i, m := range kept[0].Save.Moves {
		pos, err := m.Int()
		if m.Kind() != gummi.MoveFacedown || err != nil {
			continue
		}
		k := rs.stepOf(i)
		st := rs.steps[k]
		card := ""
		for _, p := range st.Done.Plays {
			if p.Seat == m.Seat && p.Facedown {
				card = p.Card
			}
		}
		if card == "" {
			t.Fatalf("move %d %+v: its trick %+v has no face-down card of seat %d", i, m, st.Done, m.Seat)
		}
		want := "face-down card, which turned up " + words.Card(rs.game, card)
		rs.show(k)
		if !uitest.CanvasHasText(u.Win, want) {
			t.Fatalf("step %d does not say %q", k, want)
		}
		if m.Seat == kept[0].Human {
			mine++
			d := review.Decision{Index: i, Chosen: m, Best: m}
			if words := rs.decisionWords(d, bot.MeasureWin); !strings.Contains(words, want) {
				t.Fatalf("the decision says %q, want %q", words, want)
			}
			other := engine.ChoiceMove(m.Seat, gummi.MoveFacedown, (pos+1)%3)
			d = review.Decision{Index: i, Chosen: m, Best: other}
			if words := rs.decisionWords(d, bot.MeasureWin); strings.Count(words, "turned up") != 1 {
				t.Fatalf("the decision names a card not played: %q", words)
			}
		}
		seen++
	}
	if seen == 0 || mine == 0 {
		t.Fatalf("%d face-down cards played, %d by the player", seen, mine)
	}
}
