package words

import (
	"fmt"
	"strings"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// Why each player got their points, in the player's words: each game's
// package explains a round's points with score lines that carry the id of
// their scoring rule and its numbers (engine.ScoreLine); the interface puts
// a line in words by its id ("score <id>"), with the cards, the suit and
// the numbers in the player's language, as it does a trick's reason.

// Score puts a game's score lines into words.
type Score struct {
	// Game is the game's id.
	Game string
}

// lineParams are the words and numbers of a group of lines of one rule:
// Count cards, P points, C the first card, S its suit, R its number, H
// the first factor (Trick of Trip: the highest number won), List every
// card with its points.
func (sw Score) lineParams(g []engine.ScoreLine) map[string]any {
	p := map[string]any{"Count": 0, "P": 0, "C": "", "S": "", "R": "", "H": "", "List": ""}
	var items []string
	count, points := 0, 0
	for _, l := range g {
		points += l.Points
		count += len(l.Cards)
		if len(l.Cards) == 1 {
			items = append(items, lang.L("{{.C}} ({{.P}})", map[string]any{"C": Card(sw.Game, l.Cards[0]), "P": l.Points}))
		}
	}
	p["Count"], p["P"], p["List"] = count, points, strings.Join(items, " + ")
	first := g[0]
	if len(first.Cards) > 0 {
		p["C"] = Card(sw.Game, first.Cards[0])
		if d, ok := app.LookupGame(sw.Game); ok {
			if face, ok := d.Card(first.Cards[0]); ok {
				p["R"] = face.Rank
				if face.SuitName != "" {
					p["S"] = lang.L(face.SuitName)
				}
			}
		}
	}
	if len(first.Factors) > 0 {
		p["H"] = first.Factors[0]
	}
	return p
}

// Group is why a group of lines of one rule scores (groupLines), in a
// sentence: by the rule's id, else the game's few English words and the
// sum.
func (sw Score) Group(g []engine.ScoreLine) string {
	if len(g) == 0 {
		return ""
	}
	p := sw.lineParams(g)
	if key := "score " + g[0].ID; g[0].ID != "" && Known(key) {
		return lang.N(key, p["Count"].(int), p)
	}
	head := lang.L(g[0].Reason)
	if l := g[0]; len(g) == 1 && len(l.Factors) > 0 {
		var parts []string
		for _, f := range l.Factors {
			parts = append(parts, fmt.Sprint(f))
		}
		return head + ": " + strings.Join(parts, " × ") + " = " + fmt.Sprint(l.Points)
	}
	return head + lang.L(": {{.P}} in all", map[string]any{"P": p["P"]})
}

// None is why a seat that played the round scored nothing; empty when
// the game does not say.
func (sw Score) None(b engine.ScoreBreakdown) string {
	if key := "score " + b.NoPoints; b.NoPoints != "" && Known(key) {
		return lang.L(key)
	}
	return ""
}

// Known reports whether the current language (or English, for keyed
// texts) has a message for key.
func Known(key string) bool {
	if lang.Has(key) {
		return true
	}
	_, ok := lang.Message("en", key)
	return ok
}

// Status is what a round did to a seat's place in the game
// (tablemodel.SeatStatus) in a sentence; lowWins says the lowest total
// wins (why a seat above it is out). Empty when there is nothing to say.
//
// A seat out says why in the rule's own terms (rules.md, Gudetama "Game
// end"): someone reached the end score, so the lowest total wins, and its
// total is higher than the lowest; "Eliminated: 2 is above the lowest
// total" left a newcomer asking what 2 was and why it mattered. Where the
// seats tied on the lowest play on, it says so.
func Status(st tablemodel.SeatStatus, lowWins bool) string {
	p := map[string]any{"T": st.Total, "L": st.Line, "Low": st.Low, "K": st.PlayOn}
	switch {
	case st.Sitting:
		return lang.L("Out of the game since an earlier round, so did not play this one")
	case st.Out && !lowWins:
		return lang.L("Eliminated")
	case st.Out && st.PlayOn > 1:
		// The game goes on without this seat: "out of the game" alone
		// read as the game's end, with a Next round button under it.
		return lang.L("Out of the game: a total reached the end score ({{.L}}), so the lowest total wins, and {{.T}} is above the lowest ({{.Low}}). The {{.K}} players tied on {{.Low}} play on until one is lowest.", p)
	// Out when one total is the lowest: the game ends with this round,
	// and "Out of the game" read as knocked out, not as lost on points.
	case st.Out && st.Reached:
		return lang.L("A total of {{.T}} reached the end score ({{.L}}), so the lowest total wins, and the lowest is {{.Low}}", p)
	case st.Out:
		return lang.L("Someone has reached the end score ({{.L}}), so the lowest total wins, and this total ({{.T}}) is higher than the lowest ({{.Low}})", p)
	case st.Reached:
		return lang.L("Total {{.T}}: at or over the end score ({{.L}})", p)
	}
	return ""
}
