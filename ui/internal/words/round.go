package words

import "github.com/trickparty/trickparty/ui/internal/lang"

// RoundName is a round as every screen names it - the sidebar, the log,
// the round summary, History and the review - so a player reads one
// name for it everywhere: "Round 2 of 3" (第2ラウンド／全3ラウンド), or
// "Round 2" in a game that does not count its rounds (of <= 0: Gudetama
// plays on to its end score) and "Round 1" in a game of one round.
func RoundName(r, of int) string {
	if of > 1 {
		return lang.L("Round {{.R}} of {{.N}}", map[string]any{"R": r, "N": of})
	}
	return lang.L("Round {{.R}}", map[string]any{"R": r})
}

// TrickName is a trick of a round as the sidebar counts them: "Trick 3 of
// 12" (第3トリック／全12トリック).
func TrickName(k, of int) string {
	return lang.L("Trick {{.K}} of {{.N}}", map[string]any{"K": k, "N": of})
}
