package words

import (
	"fmt"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// Value says one of the Hard bot's estimates in a player's words:
// the chance to win the game, or the points still to come this round
// ("more": beside 16 points, "about 14.5 points this round" reads as the
// round's total). The estimate is signed so that more is better; where
// the lowest score wins it is turned back into the points the player can
// expect, not "points against you", which a player has to decode.
func Value(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		// "of the game": a bare win chance reads as the trick's.
		return lang.L("chance to win the game about {{.P}}%", map[string]any{"P": int(v*100 + 0.5)})
	}
	if d, ok := app.LookupGame(game); ok && d.LowScoreWins {
		return lang.L("about {{.N}} more points expected for you this round", map[string]any{"N": fmt.Sprintf("%.1f", -v)})
	}
	return lang.L("about {{.N}} more points expected this round", map[string]any{"N": fmt.Sprintf("%.1f", v)})
}

// Hint is a hint and, in the same line, why it is the best move: what it
// is expected to do (the trick it wins or gives up, the set that comes
// back) and how the next best compares. describe says a move in words as
// the screen showing the hint sees it (the table names a face-down card
// by its place in the row shown); name names a seat.
func Hint(game string, h app.Hint, describe func(engine.Move) string, name func(int) string) string {
	if s, ok := arrangeHint(game, h, name); ok {
		return s
	}
	move := describe(h.Move)
	does := Effect(game, h.Effect, name)
	if does == "" {
		return hintValues(game, h, move, describe)
	}
	// The felt has four short lines for all of it at 800x600: the value
	// said in few words, the next best by its value alone.
	args := map[string]any{"Move": move, "Does": does, "Value": hintValue(game, h.Measure, h.Value)}
	switch {
	case h.Next == nil:
		return lang.L("Hint: {{.Move}}: {{.Does}}; {{.Value}}. It is your only move.", args)
	case closeValues(game, h):
		return lang.L("Hint: your moves are about as good as each other; for example {{.Move}}: {{.Does}}; {{.Value}}.", args)
	}
	args["Next"], args["Other"] = describe(*h.Next), shortValue(game, h.Measure, h.NextValue)
	return lang.L("Hint: {{.Move}}: {{.Does}}; {{.Value}}. Next best: {{.Next}}, {{.Other}}.", args)
}

// hintValues is a hint by the moves' values alone, for a move that plays
// no card (a choice of who leads).
func hintValues(game string, h app.Hint, move string, describe func(engine.Move) string) string {
	value := Value(game, h.Measure, h.Value)
	if h.Next == nil {
		return lang.L("Hint: {{.Move}} ({{.Value}}). It is your only move.", map[string]any{"Move": move, "Value": value})
	}
	if h.Value-h.NextValue < review.Noticeable(h.Measure) {
		// Naming a runner-up with the same number would explain nothing,
		// and one move "recommended" among equals claims a difference
		// there is not.
		return lang.L("Hint: your moves are about as good as each other; for example {{.Move}} ({{.Value}}).", map[string]any{"Move": move, "Value": value})
	}
	return lang.L("Hint: {{.Move}} ({{.Value}}). Next best: {{.Next}} ({{.NextValue}}).", map[string]any{
		"Move": move, "Value": value, "Next": describe(*h.Next), "NextValue": Value(game, h.Measure, h.NextValue)})
}

// hintValue is Value in fewer words, for a hint that also says what its
// move does.
func hintValue(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		return Value(game, m, v)
	}
	if d, ok := app.LookupGame(game); ok && d.LowScoreWins {
		return lang.L("about {{.N}} points against you to come this round", map[string]any{"N": fmt.Sprintf("%.1f", -v)})
	}
	return lang.L("about {{.N}} points to come this round", map[string]any{"N": fmt.Sprintf("%.1f", v)})
}

// likely is a chance said whole: what the sampled games showed more
// often than not.
const likely = 0.5

// Effect says what a move does in the trick its card goes into, by what
// the sampled games showed most often: it wins the trick (and the points
// the game says it took), it ducks under a card already played, it
// leaves the trick to a card played after it, or it gives the trick up;
// "" when nothing was seen (the move plays no card).
func Effect(game string, e *bot.Effect, name func(int) string) string {
	if e == nil || e.Tricks == 0 {
		return ""
	}
	if e.TrickWin >= likely {
		p := percent(e.TrickWin)
		if n := int(e.WinPoints + 0.5); n > 0 {
			return lang.L("{{.P}}% likely to win this trick and {{.N}} points", map[string]any{"N": n, "P": p})
		}
		return lang.L("{{.P}}% likely to win this trick", map[string]any{"P": p})
	}
	if b := e.Beaten; b != nil && b.Card != "" && e.BeatenShare >= likely {
		args := map[string]any{"W": name(b.Seat), "C": Card(game, b.Card), "P": percent(e.BeatenShare)}
		if e.BeatenOnTable {
			return lang.L("{{.P}}% likely to duck under {{.W}}'s {{.C}}", args)
		}
		return lang.L("{{.P}}% likely to leave the trick to {{.W}}'s {{.C}}", args)
	}
	return lang.L("{{.P}}% likely to give this trick up", map[string]any{"P": percent(1 - e.TrickWin)})
}

// arrangeHint is the hint for cards put into sets handed to another
// seat: which cards go together, for whom, and which come back; false
// for any other move, or when the sampled games did not say.
func arrangeHint(game string, h app.Hint, name func(int) string) (string, bool) {
	e := h.Effect
	if e == nil || len(e.Sets) != 2 || len(e.Keep) != 2 || e.To < 0 {
		return "", false
	}
	keep := 0
	if e.Keep[1] > e.Keep[0] {
		keep = 1
	}
	args := map[string]any{
		"Taken": Cards(game, e.Sets[1-keep]), "Kept": Cards(game, e.Sets[keep]), "N": name(e.To),
		"P": percent(e.Keep[keep]), "Value": hintValue(game, h.Measure, h.Value),
	}
	// The set the table outlines (the move's first) is said first.
	if keep == 0 {
		switch {
		case h.Next == nil:
			return lang.L("Hint: keep {{.Kept}} together in one slot and put {{.Taken}} in the other for {{.N}} to take ({{.P}}% likely); {{.Value}}.", args), true
		case closeValues(game, h):
			return lang.L("Hint: keep {{.Kept}} together in one slot and put {{.Taken}} in the other for {{.N}} to take ({{.P}}% likely); {{.Value}}. Other ways are about as good.", args), true
		}
		args["Other"] = shortValue(game, h.Measure, h.NextValue)
		return lang.L("Hint: keep {{.Kept}} together in one slot and put {{.Taken}} in the other for {{.N}} to take ({{.P}}% likely); {{.Value}}. Other ways: at best {{.Other}}.", args), true
	}
	switch {
	case h.Next == nil:
		return lang.L("Hint: put {{.Taken}} together in one slot for {{.N}} to take ({{.P}}% likely) and keep {{.Kept}} in the other; {{.Value}}.", args), true
	case closeValues(game, h):
		return lang.L("Hint: put {{.Taken}} together in one slot for {{.N}} to take ({{.P}}% likely) and keep {{.Kept}} in the other; {{.Value}}. Other ways are about as good.", args), true
	}
	args["Other"] = shortValue(game, h.Measure, h.NextValue)
	return lang.L("Hint: put {{.Taken}} together in one slot for {{.N}} to take ({{.P}}% likely) and keep {{.Kept}} in the other; {{.Value}}. Other ways: at best {{.Other}}.", args), true
}

// closeValues reports whether the hint's move and the next best are about
// as good: less apart than a review notices, or the same in the words
// that say them.
func closeValues(game string, h app.Hint) bool {
	return h.Value-h.NextValue < review.Noticeable(h.Measure) ||
		shortValue(game, h.Measure, h.Value) == shortValue(game, h.Measure, h.NextValue)
}

// shortValue is an estimate said in few words, after Value has said
// what it measures: "a 30% chance", "about 9.9 points".
func shortValue(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		return lang.L("a {{.P}}% chance", map[string]any{"P": percent(v)})
	}
	if d, ok := app.LookupGame(game); ok && d.LowScoreWins {
		return lang.L("about {{.N}} points against you", map[string]any{"N": fmt.Sprintf("%.1f", -v)})
	}
	return lang.L("about {{.N}} points", map[string]any{"N": fmt.Sprintf("%.1f", v)})
}

// percent is a chance in whole percent.
func percent(p float64) int { return int(p*100 + 0.5) }
