package ui

import (
	"fmt"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// valueWords says one of the Hard bot's estimates in a player's words:
// the chance to win the game, or the points still to come this round
// ("more": a stranger with 16 points read "about 14.5 points this round"
// as the round's total). The estimate is signed so that more is better;
// where the lowest score wins it is turned back into the points the
// player can expect ("points against you" puzzled a stranger).
func valueWords(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		// "of the game": a stranger read a win chance as the trick's.
		return lang.L("chance to win the game about {{.P}}%", map[string]any{"P": int(v*100 + 0.5)})
	}
	if d, ok := app.LookupGame(game); ok && d.LowScoreWins {
		return lang.L("about {{.N}} more points expected for you this round", map[string]any{"N": fmt.Sprintf("%.1f", -v)})
	}
	return lang.L("about {{.N}} more points expected this round", map[string]any{"N": fmt.Sprintf("%.1f", v)})
}

// hintWords is a hint and, in the same line, why it is the best move: how
// the next best compares.
func hintWords(game string, h app.Hint, name func(int) string, row []engine.RowCard) string {
	move := describeMove(game, h.Move, name, row)
	value := valueWords(game, h.Measure, h.Value)
	if h.Next == nil {
		return lang.L("Hint: {{.Move}} ({{.Value}}). It is your only move.", map[string]any{"Move": move, "Value": value})
	}
	if h.Value-h.NextValue < review.Noticeable(h.Measure) {
		// Naming a runner-up with the same number would explain nothing,
		// and one move "recommended" among equals puzzled a stranger.
		return lang.L("Hint: your moves are about as good as each other; for example {{.Move}} ({{.Value}}).", map[string]any{"Move": move, "Value": value})
	}
	return lang.L("Hint: {{.Move}} ({{.Value}}). Next best: {{.Next}} ({{.NextValue}}).", map[string]any{
		"Move": move, "Value": value, "Next": describeMove(game, *h.Next, name, row), "NextValue": valueWords(game, h.Measure, h.NextValue)})
}
