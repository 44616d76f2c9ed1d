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

// Hint is a hint and, in the same line, why it is the best move: how
// the next best compares. describe says a move in words as the screen
// showing the hint sees it (the table names a face-down card by its place
// in the row shown).
func Hint(game string, h app.Hint, describe func(engine.Move) string) string {
	move := describe(h.Move)
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
