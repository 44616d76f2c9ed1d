package words

import (
	"strings"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// Why a trick was won, in the player's words: each game's package says
// which rule made each winner's card win (engine.TrickWhy: a rule id and
// the card); the interface puts it into words by the id - a sentence for
// the log, History and the status line ("why <id>"), a few words for the
// tag under the winning card ("whyshort <id>") - with the card, its suit
// and its number in the player's language.

// Trick puts a game's trick reasons into a player's words: at the
// table, in History and in the game review.
type Trick struct {
	// Game is the game's id.
	Game string
	// Name is a seat's name; Human the player's own seat (-1: none).
	Name  func(seat int) string
	Human int
}

// params are a reason's words: the winner's name, the card, its suit and
// its number.
func (tw Trick) params(w engine.TrickWhy) map[string]any {
	p := map[string]any{"N": tw.Name(w.Seat), "C": Card(tw.Game, w.Card), "S": "", "R": ""}
	if info, ok := app.LookupGame(tw.Game); ok {
		if face, ok := info.Card(w.Card); ok {
			p["R"] = face.Rank
			if face.SuitName != "" {
				p["S"] = lang.L(face.SuitName)
			}
		}
	}
	return p
}

// Sentence is why w's seat won, in a sentence ("Chloé wins red with the
// 8, the highest red"; the player's own: "You win…"), and what it took
// and what that was worth when the game says so (take); the game's own
// English sentence stands in for an id this version cannot translate.
func (tw Trick) Sentence(w engine.TrickWhy) string { return tw.withTake(w, tw.Take(w)) }

// Brief is Sentence for a narrow place (the held trick's reasons in two
// columns): why w's seat won and, in a few words, what that was worth
// ("…, the highest red; 2 points + 1 face-down: 1 point"), so a reason
// keeps its points wherever it is shown. A game without brief words for
// its take says the points alone.
func (tw Trick) Brief(w engine.TrickWhy) string {
	take := tw.takeWords(w, "takebrief")
	if take == "" && w.Points != 0 && tw.Take(w) != "" {
		take = pointWords(w.Points)
	}
	return tw.withTake(w, take)
}

// withTake is w's reason with take after it, if any.
func (tw Trick) withTake(w engine.TrickWhy, take string) string {
	why := tw.Reason(w)
	if take != "" {
		return lang.L("{{.Why}}; {{.Take}}", map[string]any{"Why": why, "Take": take})
	}
	return why
}

// Take is what w's seat took from the trick and what that was worth, in
// the game's words by the id ("takes it face-up (2 points) and 1 more
// face-down (1 point)"); empty when the game says nothing or this version
// cannot say it.
func (tw Trick) Take(w engine.TrickWhy) string { return tw.takeWords(w, "take") }

// takeWords is what w's seat took in the game's words under kind ("take",
// or "takebrief" for a few words), the player's own ("takeyou …") where
// the game has them ("takeyou", "takebriefyou"); empty when it has none.
func (tw Trick) takeWords(w engine.TrickWhy, kind string) string {
	if w.Take == "" {
		return ""
	}
	p := tw.params(w)
	p["P"], p["Count"] = w.Points, w.Others
	p["PW"] = pointWords(w.Points)
	keys := []string{kind + " " + w.Take}
	if w.Seat == tw.Human {
		keys = append([]string{kind + "you " + w.Take}, keys...)
	}
	for _, key := range keys {
		if lang.Has(key) {
			return lang.N(key, w.Others, p)
		}
	}
	return ""
}

// pointWords is a number of points in words ("2 points").
func pointWords(n int) string {
	return lang.N("{{.Count}} points", n, map[string]any{"Count": n})
}

// Reason is why w's seat won, without what it took.
func (tw Trick) Reason(w engine.TrickWhy) string {
	if w.Seat == tw.Human {
		if s, ok := tw.text("whyyou "+w.ID, w); ok {
			return s
		}
	}
	if s, ok := tw.text("why "+w.ID, w); ok {
		return s
	}
	if info, ok := app.LookupGame(tw.Game); ok {
		if r, ok := info.TrickReason(w.ID); ok {
			return tw.Name(w.Seat) + ": " + r.Say(Card(tw.Game, w.Card))
		}
	}
	return lang.L("Trick won by {{.N}}", map[string]any{"N": tw.Name(w.Seat)})
}

// Short is the few words under a winning card ("highest": the card shows
// its colour, and the line under the trick names it); empty for
// an id this version cannot translate.
func (tw Trick) Short(w engine.TrickWhy) string {
	s, _ := tw.text("whyshort "+w.ID, w)
	return s
}

func (tw Trick) text(key string, w engine.TrickWhy) (string, bool) {
	if !lang.Has(key) {
		return "", false
	}
	return lang.L(key, tw.params(w)), true
}

// GameOver says who won the game: under the trick that ended it and in
// the status once it is over.
func (tw Trick) GameOver(winners []int) string {
	if len(winners) == 0 {
		return lang.L("Game over")
	}
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = tw.Name(w)
		if w == tw.Human {
			names[i] = lang.L("you")
		}
	}
	return lang.L("Game over: {{.N}} won", map[string]any{"N": AndList(names)})
}

// FirstLeader says who leads a game's first trick and why, in a game
// whose words say why ("firstleader <game>": chosen at random); "" in
// another.
func (tw Trick) FirstLeader(seat int) string {
	why := "firstleader " + tw.Game
	if !lang.Has(why) || seat < 0 {
		return ""
	}
	p := map[string]any{"N": tw.Name(seat), "Why": lang.L(why)}
	if seat == tw.Human {
		return lang.L("You lead the first trick: {{.Why}}.", p)
	}
	return lang.L("{{.N}} leads the first trick: {{.Why}}.", p)
}

// LeadsNext says who leads after the held trick: in the round it names
// when the trick ended its round (so the next round's leader is not read
// as the last trick's winner), and why another leads when its winner went
// out of the game.
func (tw Trick) LeadsNext(held tablemodel.Held) string {
	seat, round := *held.Leader, held.NextRound
	if round > 0 && held.WinnerOut && len(held.Winners) == 1 {
		p := map[string]any{"N": tw.Name(seat), "R": round, "W": tw.Name(held.Winners[0])}
		if seat == tw.Human {
			return lang.L("You lead round {{.R}}: {{.W}}, who won this trick, is out of the game, so the lead passes to the next player.", p)
		}
		return lang.L("{{.N}} leads round {{.R}}: {{.W}}, who won this trick, is out of the game, so the lead passes to the next player.", p)
	}
	// A game whose next round's leader is not the last trick's winner
	// says who leads a round ("nextleader <game>": the lowest total), or
	// the player leads round 2 without knowing why.
	if why := "nextleader " + tw.Game; round > 0 {
		if lang.Has(why) {
			p := map[string]any{"N": tw.Name(seat), "R": round, "Why": lang.L(why)}
			if seat == tw.Human {
				return lang.L("You lead round {{.R}}: {{.Why}}.", p)
			}
			return lang.L("{{.N}} leads round {{.R}}: {{.Why}}.", p)
		}
	}
	switch {
	case round > 0 && seat == tw.Human:
		return lang.L("You lead round {{.R}}.", map[string]any{"R": round})
	case round > 0:
		return lang.L("{{.N}} leads round {{.R}}.", map[string]any{"N": tw.Name(seat), "R": round})
	case seat == tw.Human:
		return lang.L("You lead next.")
	}
	return lang.L("{{.N}} leads next.", map[string]any{"N": tw.Name(seat)})
}

// Lines is a finished trick's reasons, one sentence per winner; a trick
// without reasons (from an older host) names its winners.
func (tw Trick) Lines(tr *engine.TrickRecord) []string {
	if len(tr.Why) == 0 {
		names := make([]string, 0, len(tr.Winners))
		for _, w := range tr.Winners {
			names = append(names, tw.Name(w))
		}
		return []string{lang.L("Trick won by {{.N}}", map[string]any{"N": AndList(names)})}
	}
	out := make([]string, 0, len(tr.Why))
	for _, w := range tr.Why {
		out = append(out, tw.Sentence(w))
	}
	return out
}

// SplitSentence breaks a sentence in two where a reader would pause - at
// the punctuation nearest its middle (a colon, a comma, a bracket; English
// or Japanese), else at the space nearest it - keeping the mark on the
// first line (an opening bracket on the second).
func SplitSentence(s string) (string, string) {
	r := []rune(s)
	mid := len(r) / 2
	best, bestDist := -1, len(r)
	for i, c := range r {
		cut := -1
		switch c {
		case ':', ',', ';', '：', '、', '。', '）':
			cut = i + 1
		case '（', '(':
			cut = i
		}
		if cut > 0 && cut < len(r) && !strings.ContainsRune("。、）)", r[cut]) {
			// Never before a closing mark: "）。" stays together.
			if d := abs(cut - mid); d < bestDist {
				best, bestDist = cut, d
			}
		}
	}
	if best < 0 {
		for i, c := range r {
			if c == ' ' {
				if d := abs(i - mid); d < bestDist {
					best, bestDist = i, d
				}
			}
		}
	}
	if best <= 0 {
		best = mid
	}
	return strings.TrimSpace(string(r[:best])), strings.TrimSpace(string(r[best:]))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// WhyOf is seat's reason in why, if it has one.
func WhyOf(why []engine.TrickWhy, seat int) (engine.TrickWhy, bool) {
	for _, w := range why {
		if w.Seat == seat {
			return w, true
		}
	}
	return engine.TrickWhy{}, false
}
