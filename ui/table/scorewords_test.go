package table

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestSummarySaysWhyEachPlayerScored: at the end of a round of every
// game, the summary says for every player, in words, why they got their
// points - a sentence per rule their points come from, with the cards and
// the numbers - or why they got none; no rule id or old shorthand shows.
func TestSummarySaysWhyEachPlayerScored(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 11},
		{Game: "gudetama", Players: 4, Seed: 12},
		{Game: "trip", Players: 3, Seed: 13, Options: engine.Options{}.With("rounds", 2)},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			u, _ := newTestUI(t)
			ts := startGame(t, u, cfg)
			playUntil(t, ts, func() bool { return ts.felt.panel.obj != nil })
			text := panelText(ts)
			t.Logf("round summary:\n%s", text)
			d, _ := app.LookupGame(cfg.Game)
			b := d.Breakdown(ts.record.Tricks(), cfg.Players, 1)
			sw := words.Score{Game: cfg.Game}
			for s, lines := range b.Seats {
				if len(lines) == 0 && !strings.Contains(text, sw.None(b)) {
					t.Errorf("seat %d scored nothing and the summary does not say why", s)
				}
				for _, g := range groupLines(lines) {
					words := sw.Group(g)
					if !strings.Contains(text, words) {
						t.Errorf("seat %d: %q is not in the summary", s, words)
					}
					if strings.HasPrefix(words, g[0].Reason+":") {
						t.Errorf("seat %d: %q is the game's fallback, not the words of %s", s, words, g[0].ID)
					}
				}
			}
			for _, bad := range []string{".score.", "Face-up card:", "Highest rank × cards won"} {
				if strings.Contains(text, bad) {
					t.Errorf("the summary shows %q", bad)
				}
			}
			if b.WholeGame && !strings.Contains(text, "so this counts every card won this game") {
				t.Errorf("a game that scores every card won so far does not say so")
			}
		})
	}
}

// TestGameOverSaysWhoReachedTheLineAndWhoIsOut: at the end of a game
// played to a score line (Gudetama), every round of the game-over screen
// says of each player whose total reached the line that it did, of each
// player the round put out that they are out and why, and of each player
// already out that they did not play.
func TestGameOverSaysWhoReachedTheLineAndWhoIsOut(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 4, Seed: 12})
	playUntil(t, ts, func() bool {
		if ts.felt.panel.round {
			ts.closeSummary()
		}
		return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
	})
	line := ts.model.View().Goal
	played := func(r, s int) bool {
		for _, tr := range ts.record.Tricks() {
			for _, p := range tr.Plays {
				if tr.Round == r && p.Seat == s {
					return true
				}
			}
		}
		return false
	}
	seen := map[string]bool{}
	last := ts.model.View().Round
	for r := 1; r <= last; r++ {
		totals := totalsAfter(ts.model.View().RoundScores, r)
		for s := range ts.model.Seats() {
			words := strings.Join(labelTexts(ts.felt.summaries().seatSummary(s, r, ts.model.View().RoundScores[r-1], totals)), "\n")
			if !played(r, s) {
				seen["sitting"] = true
				if !strings.Contains(words, "Out of the game since an earlier round, so did not play this one") {
					t.Errorf("round %d seat %d sat out; its summary says:\n%s", r, s, words)
				}
				continue
			}
			reached := totals[s] >= line
			isOut := func(o int) bool {
				return r < last && !played(r+1, o) || r == last && ts.model.View().Seats[o].Eliminated
			}
			out := isOut(s)
			// Out, in the rule's own terms: the end score reached, the
			// lowest total wins, this one's total above it; and, while
			// several tie on the lowest, that they play on.
			low, playOn := -1, 0
			for o := range ts.model.Seats() {
				if played(r, o) && (low < 0 || totals[o] < low) {
					low = totals[o]
				}
			}
			for o := range ts.model.Seats() {
				if played(r, o) && totals[o] == low && !isOut(o) {
					playOn++
				}
			}
			phrase := fmt.Sprintf("Total %d: at or over the end score (%d)", totals[s], line)
			if out {
				phrase = fmt.Sprintf("a total of %d reached the end score (%d)", totals[s], line)
			}
			if out && playOn > 1 {
				seen["out, others play on"] = true
			} else if reached != strings.Contains(words, phrase) {
				t.Errorf("round %d seat %d (total %d): reached the line %v; its summary says:\n%s", r, s, totals[s], reached, words)
			}
			why := fmt.Sprintf("Someone has reached the end score (%d), so the lowest total wins, and this total (%d) is higher than the lowest (%d)", line, totals[s], low)
			switch {
			case playOn > 1:
				why = fmt.Sprintf("Out of the game: a total reached the end score (%d), so the lowest total wins, and %d is above the lowest (%d). The %d players tied on %d play on until one is lowest.", line, totals[s], low, playOn, low)
			case reached:
				why = fmt.Sprintf("A total of %d reached the end score (%d), so the lowest total wins, and the lowest is %d", totals[s], line, low)
			}
			if said := strings.Contains(words, why); said != out {
				t.Errorf("round %d seat %d: out %v; its summary says:\n%s", r, s, out, words)
			}
			seen[fmt.Sprintf("reached %v, out %v", reached, out)] = true
		}
	}
	for _, want := range []string{"sitting", "reached true, out true", "reached false, out true", "reached false, out false", "out, others play on"} {
		if !seen[want] {
			t.Errorf("the game showed no seat %s: pick another seed (saw %v)", want, seen)
		}
	}
}

// labelTexts are the texts of every label under o.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	uitest.FindFirst(o, func(l *widget.Label) bool {
		out = append(out, l.Text)
		return false
	})
	return out
}

// TestTheRoleIsNotTheNameAgain: at the end of a game, a player named
// "You" is "You", not "You · you", on the game-over panel and the round
// summary, while a player with another name is still told apart as
// "Alice · you".
func TestTheRoleIsNotTheNameAgain(t *testing.T) {
	for _, c := range []struct{ name, want, not string }{
		{"You", "You", "You · you"},
		{"Alice", "Alice · you", ""},
	} {
		u, _ := newTestUI(t)
		ts := startGameAs(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5}, c.name)
		playUntil(t, ts, func() bool {
			if ts.felt.panel.round {
				ts.closeSummary()
			}
			return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
		})
		var shown []string
		uitest.FindFirst(ts.felt.panel.obj, func(l *widget.Label) bool {
			if l.Visible() {
				shown = append(shown, l.Text)
			}
			return false
		})
		round := ts.felt.summaries().seatSummary(ts.model.Human(), 1, ts.model.View().RoundScores[0], totalsAfter(ts.model.View().RoundScores, 1))
		uitest.FindFirst(round, func(l *widget.Label) bool {
			if l.Visible() {
				shown = append(shown, l.Text)
			}
			return false
		})
		all := strings.Join(shown, "\n")
		if !strings.Contains(all, c.want) || c.not != "" && strings.Contains(all, c.not) {
			t.Errorf("player %q: the game over shows\n%s\nwant %q, not %q", c.name, all, c.want, c.not)
		}
		if c.name == "You" && strings.Contains("\n"+all+"\n", "\nyou\n") {
			t.Errorf("the round summary names the player You, then you:\n%s", all)
		}
		u.closeTable()
	}
}
