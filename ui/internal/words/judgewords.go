package words

import (
	"math"
	"strconv"

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
// expect, said "against you" as every hint says them.
func Value(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		// "of the game": a bare win chance reads as the trick's.
		return lang.L("chance to win the game about {{.P}}%", map[string]any{"P": int(v*100 + 0.5)})
	}
	if lowScoreWins(game) {
		return lang.L("about {{.N}} more points against you this round", map[string]any{"N": Estimate(-v)})
	}
	return lang.L("about {{.N}} more points expected this round", map[string]any{"N": Estimate(v)})
}

// Estimate is an expected number of points as a player reads one beside
// "about": whole from 10 up, else to a tenth, and never with a ".0" (an
// estimate that looks like an exact count is not one).
func Estimate(v float64) string {
	if math.Abs(v) >= 10 {
		v = math.Round(v)
	} else {
		v = math.Round(v*10) / 10
	}
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// lowScoreWins reports whether game's points count against the player.
func lowScoreWins(game string) bool {
	d, ok := app.LookupGame(game)
	return ok && d.LowScoreWins
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
	if len(h.Same) > 0 {
		return sameHint(game, h, does, describe)
	}
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

// sameHint is the hint for moves as good as each other (app.Hint.Same):
// it names them all, as the table marks them all, rather than one that
// would look picked at random. Face-down cards are said together ("any of
// your 3 face-down cards"): nobody knows them, so they are equal.
func sameHint(game string, h app.Hint, does string, describe func(engine.Move) string) string {
	args := map[string]any{"Value": hintValue(game, h.Measure, h.Value), "Does": does}
	if h.Next != nil {
		args["Next"], args["Other"] = describe(*h.Next), shortValue(game, h.Measure, h.NextValue)
	}
	if facedownOnly(game, append([]engine.Move{h.Move}, h.Same...)) {
		n := len(h.Same) + 1
		args["Count"] = n
		// No next best: the felt has four short lines at 800x600, and
		// the words already say which cards are the best.
		if does == "" {
			return lang.N("Hint: any of your {{.Count}} face-down cards, all equally good ({{.Value}}).", n, args)
		}
		return lang.N("Hint: any of your {{.Count}} face-down cards, all equally good: {{.Does}}; {{.Value}}.", n, args)
	}
	var others []string
	for _, m := range h.Same {
		others = append(others, describe(m))
	}
	// The move is said with what it does and the others after it: each
	// may do something else to the trick for the same value, and the
	// felt has four short lines at 800x600.
	args["Move"], args["Others"] = describe(h.Move), ListOf(others)
	if does == "" {
		return lang.L("Hint: {{.Move}} ({{.Value}}). As good: {{.Others}}.", args)
	}
	return lang.L("Hint: {{.Move}}: {{.Does}}; {{.Value}}. As good: {{.Others}}.", args)
}

// facedownOnly reports whether every move of ms plays a card of the
// face-down row (the game's decision of engine.ValueRow).
func facedownOnly(game string, ms []engine.Move) bool {
	for _, m := range ms {
		spec, ok := DecisionOf(game, m)
		if !ok || spec.Value != engine.ValueRow {
			return false
		}
	}
	return true
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
	if lowScoreWins(game) {
		return lang.L("about {{.N}} points against you to come this round", map[string]any{"N": Estimate(-v)})
	}
	return lang.L("about {{.N}} points to come this round", map[string]any{"N": Estimate(v)})
}

// likely is a chance said whole: what the sampled games showed more
// often than not.
const likely = 0.5

// Effect says what a move does in the trick its card goes into, by what
// the sampled games showed most often: it wins the trick (and the points
// winning it scored: one number where every sample scored the same, else
// the fewest to the most, since a promise of 3 that brings 2 is a broken
// one), it plays under a card already played so the trick goes to it, it
// leaves the trick to a card played after it, or it gives the trick up;
// "" when nothing was seen (the move plays no card). Points are said
// "against you" where the lowest score wins, as the rest of a hint says
// them.
func Effect(game string, e *bot.Effect, name func(int) string) string {
	if e == nil || e.Tricks == 0 {
		return ""
	}
	// sure picks the words for a chance the sampled games all but always
	// showed: "almost certain", not a flat 100% the player can see no
	// reason for.
	sure := func(p int, likelyKey, certainKey string) string {
		if p >= almostCertain {
			return certainKey
		}
		return likelyKey
	}
	if e.TrickWin >= likely {
		p := percent(e.TrickWin)
		lo, hi := e.WinPointsLow, e.WinPointsHigh
		args := map[string]any{"P": p, "Count": hi, "Lo": lo, "Hi": hi}
		against := lowScoreWins(game)
		switch {
		case lo == 0 && hi == 0:
			return lang.L(sure(p, "{{.P}}% likely to win this trick", "almost certain to win this trick"), args)
		case lo == hi && against:
			return lang.N(sure(p, "{{.P}}% likely to win this trick and {{.Count}} points against you",
				"almost certain to win this trick and {{.Count}} points against you"), hi, args)
		case lo == hi:
			return lang.N(sure(p, "{{.P}}% likely to win this trick and {{.Count}} points",
				"almost certain to win this trick and {{.Count}} points"), hi, args)
		case against:
			return lang.L(sure(p, "{{.P}}% likely to win this trick and {{.Lo}}–{{.Hi}} points against you",
				"almost certain to win this trick and {{.Lo}}–{{.Hi}} points against you"), args)
		}
		return lang.L(sure(p, "{{.P}}% likely to win this trick and {{.Lo}}–{{.Hi}} points",
			"almost certain to win this trick and {{.Lo}}–{{.Hi}} points"), args)
	}
	if b := e.Beaten; b != nil && b.Card != "" && e.BeatenShare >= likely {
		p := percent(e.BeatenShare)
		args := map[string]any{"W": name(b.Seat), "C": Card(game, b.Card), "P": p}
		if e.BeatenOnTable {
			return lang.L(sure(p, "{{.P}}% likely to play under {{.W}}'s {{.C}}, so you do not take the trick",
				"almost certain to play under {{.W}}'s {{.C}}, so you do not take the trick"), args)
		}
		// A card still to come is one the sampled games dealt, not one
		// the player can know: naming it ("Hana's 13") read as the hint
		// seeing another player's hand.
		return lang.L(sure(p, "{{.P}}% likely that a card played after yours takes the trick",
			"almost certain that a card played after yours takes the trick"), args)
	}
	p := percent(1 - e.TrickWin)
	return lang.L(sure(p, "{{.P}}% likely to give this trick up", "almost certain to give this trick up"), map[string]any{"P": p})
}

// almostCertain is the percentage from which a chance is said as "almost
// certain": the sampled games are a sample, so even what all of them
// showed is not sure.
const almostCertain = 99

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
// as good: moves the hint counts as good as its own (app.Hint.Same, which
// the next best then is not), less apart than a review notices, or the
// same in the words that say them.
func closeValues(game string, h app.Hint) bool {
	return len(h.Same) > 0 || h.Value-h.NextValue < review.Noticeable(h.Measure) ||
		shortValue(game, h.Measure, h.Value) == shortValue(game, h.Measure, h.NextValue)
}

// shortValue is an estimate said in few words, after Value has said
// what it measures: "a 30% chance to win the game", "about 9.9 points".
// The chance says of what: beside a trick's chance, "a 43% chance" read
// as the trick's.
func shortValue(game string, m bot.Measure, v float64) string {
	if m == bot.MeasureWin {
		return lang.L("a {{.P}}% chance to win the game", map[string]any{"P": percent(v)})
	}
	if lowScoreWins(game) {
		return lang.L("about {{.N}} points against you", map[string]any{"N": Estimate(-v)})
	}
	return lang.L("about {{.N}} points", map[string]any{"N": Estimate(v)})
}

// percent is a chance in whole percent.
func percent(p float64) int { return int(p*100 + 0.5) }
