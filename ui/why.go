package ui

import (
	"strings"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// Why a trick was won, in the player's words: each game's package says
// which rule made each winner's card win (engine.TrickWhy: a rule id and
// the card); the interface puts it into words by the id - a sentence for
// the log, History and the status line ("why <id>"), a few words for the
// tag under the winning card ("whyshort <id>") - with the card, its suit
// and its number in the player's language.

// whyParams are a reason's words: the winner's name, the card, its suit
// and its number.
func (t *TableScreen) whyParams(w engine.TrickWhy) map[string]any {
	p := map[string]any{"N": t.seatName(w.Seat), "C": cardWords(t.game, w.Card), "S": "", "R": ""}
	if info, ok := app.LookupGame(t.game); ok {
		if face, ok := info.Card(w.Card); ok {
			p["R"] = face.Rank
			if face.SuitName != "" {
				p["S"] = lang.L(face.SuitName)
			}
		}
	}
	return p
}

// whySentence is why w's seat won, in a sentence ("Chloé wins red with the
// 8, the highest red"); the game's own English sentence stands in for an
// id this version cannot translate.
func (t *TableScreen) whySentence(w engine.TrickWhy) string {
	if w.Seat == t.human {
		// The player's own win, in the second person ("You win red...").
		if s, ok := t.whyText("whyyou "+w.ID, w); ok {
			return s
		}
	}
	if s, ok := t.whyText("why "+w.ID, w); ok {
		return s
	}
	if info, ok := app.LookupGame(t.game); ok {
		if r, ok := info.TrickReason(w.ID); ok {
			return t.seatName(w.Seat) + ": " + r.Say(cardWords(t.game, w.Card))
		}
	}
	return lang.L("Trick won by {{.N}}", map[string]any{"N": t.seatName(w.Seat)})
}

// leadsNext says who leads after the held trick.
func (t *TableScreen) leadsNext(seat int) string {
	if seat == t.human {
		return lang.L("You lead next.")
	}
	return lang.L("{{.N}} leads next.", map[string]any{"N": t.seatName(seat)})
}

// whyShort is the few words under a winning card ("highest red"); empty
// for an id this version cannot translate.
func (t *TableScreen) whyShort(w engine.TrickWhy) string {
	s, _ := t.whyText("whyshort "+w.ID, w)
	return s
}

func (t *TableScreen) whyText(key string, w engine.TrickWhy) (string, bool) {
	if _, ok := lang.Message(lang.Current(), key); !ok {
		return "", false
	}
	return lang.L(key, t.whyParams(w)), true
}

// trickWhy is a finished trick's reasons, one sentence per winner; a
// trick without reasons (from an older host) names its winners.
func (t *TableScreen) trickWhy(tr *engine.TrickRecord) []string {
	if len(tr.Why) == 0 {
		return []string{t.trickWonLine(tr.Winners)}
	}
	out := make([]string, 0, len(tr.Why))
	for _, w := range tr.Why {
		out = append(out, t.whySentence(w))
	}
	return out
}

// splitSentence breaks a sentence in two where a reader would pause - at
// the punctuation nearest its middle (a colon, a comma, a bracket; English
// or Japanese), else at the space nearest it - keeping the mark on the
// first line (an opening bracket on the second).
func splitSentence(s string) (string, string) {
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
		if cut > 0 && cut < len(r) {
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

// whyOf is seat's reason in why, if it has one.
func whyOf(why []engine.TrickWhy, seat int) (engine.TrickWhy, bool) {
	for _, w := range why {
		if w.Seat == seat {
			return w, true
		}
	}
	return engine.TrickWhy{}, false
}
