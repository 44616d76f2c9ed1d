package table

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// summaries makes the round's and the game's summary panels from what
// they tell, not from the screen: the game, who plays each seat, the
// game's record, the table as shown and the felt's scale.
type summaries struct {
	game string
	// seats is how many seats the game has; name and role say who plays
	// one.
	seats      int
	name, role func(seat int) string
	record     *tablemodel.Record
	// view is the table as shown: the score line, every round's points.
	view engine.View
	// words say why each trick was won.
	words words.Trick
	// scale is the felt's: the summaries' cards grow with it.
	scale float32
}

// summaryPanel is a summary to put in the middle of the felt, and the
// room it asks for at chrome 1.
type summaryPanel struct {
	obj fyne.CanvasObject
	box fyne.Size
	// goOn is the round summary's "Next round", nil in another panel.
	goOn *widgets.KeyButton
}

// gameOverWays are the game-over panel's ways on; review is nil for a
// game that cannot be reviewed, again and home for a guided game (its
// coach offers them).
type gameOverWays struct {
	again, home, history, review func()
	// sameDeal plays the same deal again (a local game only; nil
	// otherwise).
	sameDeal func()
	// hostDeals: the player is a LAN guest, whose next game is the one
	// the host deals; the panel says so in place of Play again.
	hostDeals bool
}

// summaryWidth is the panels' width at chrome 1.
const summaryWidth = 560

// newSummaryPanel is a summary panel: title on top, buttons at the
// bottom, and the body between them scrolling what does not fit.
func newSummaryPanel(title, body, buttons fyne.CanvasObject) summaryPanel {
	bg := widgets.NewOutlinedRect(theme.ColorNameOverlayBackground, 16, gold, 3)
	scroll := container.NewVScroll(body)
	inner := container.NewBorder(title, buttons, nil, nil, scroll)
	h := title.MinSize().Height + body.MinSize().Height + buttons.MinSize().Height + 6*8
	return summaryPanel{obj: container.NewStack(bg, container.NewPadded(container.NewPadded(inner))), box: fyne.NewSize(summaryWidth, h)}
}

// roundPanel is the summary of ev's round; next deals the next round.
func (sm summaries) roundPanel(ev app.Event, next func()) summaryPanel {
	title := widgets.Heading(lang.L("{{.Round}} is over", map[string]any{"Round": words.RoundName(ev.Round, sm.view.Rounds)}))
	body := container.NewVBox()
	for s := range sm.seats {
		body.Add(sm.seatSummary(s, ev.Round, ev.RoundScores, ev.Scores))
	}
	if tricks := sm.roundTricks(ev.Round); tricks != nil {
		body.Add(widget.NewSeparator())
		body.Add(tricks)
	}
	b := widgets.NewKeyButton(lang.L("Next round"), next)
	b.Importance = widget.HighImportance
	p := newSummaryPanel(title, body, container.NewHBox(layout.NewSpacer(), b, layout.NewSpacer()))
	p.goOn = b
	return p
}

// gained is what seat s's total grew by in round: the round's points
// where totals add them up, and in Trick of Trip, whose total scores every
// card won so far together, what its cards added to it (the points of the
// round's cards alone did not add up to the total: "13 this round" took
// 47 to 63). False when the total before the round is not known.
func (sm summaries) gained(s, round int, totals []int) (int, bool) {
	if s >= len(totals) {
		return 0, false
	}
	if round <= 1 {
		return totals[s], true
	}
	before, ok := sm.record.Totals(round - 1)
	if !ok || s >= len(before) {
		return 0, false
	}
	return totals[s] - before[s], true
}

// seatSummary is one player's part of a summary: name, the round's points
// and total, and the lines that explain them.
func (sm summaries) seatSummary(s, round int, roundScores, totals []int) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(sm.name(s), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	role := widget.NewLabel(sm.role(s))
	role.Importance = widget.LowImportance
	if words.RoleRepeatsName(sm.name(s), sm.role(s)) {
		role.Hide()
	}
	pts := ""
	if gain, ok := sm.gained(s, round, totals); ok {
		// "+29 this round" beside "total 33": what the round added (in
		// Trick of Trip a total is worked out again over every card won,
		// and "29 this round" read as the round's own score).
		pts = lang.L("+{{.P}} this round", map[string]any{"P": gain})
	} else if s < len(roundScores) {
		pts = lang.L("+{{.P}} this round", map[string]any{"P": roundScores[s]})
	}
	tot := ""
	if s < len(totals) {
		tot = lang.L("total {{.T}}", map[string]any{"T": totals[s]})
	}
	head := container.NewHBox(name, role, layout.NewSpacer(), widget.NewLabel(pts),
		widget.NewLabelWithStyle(tot, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	box := container.NewVBox(head)
	b, ok := sm.breakdown(round, roundScores, totals)
	if !ok || s >= len(b.Seats) {
		return box
	}
	for _, line := range sm.seatWords(b, s, round, totals) {
		box.Add(indent(line))
	}
	return container.NewVBox(box, widget.NewSeparator())
}

// seatWords says in words why seat s got its points in round: a sentence
// per rule its points come from, each with the cards it counts, then the
// sum, and what the round did to the seat's place in the game (reached the
// line, out).
func (sm summaries) seatWords(b engine.ScoreBreakdown, s, round int, totals []int) []fyne.CanvasObject {
	sw := words.Score{Game: sm.game}
	var out []fyne.CanvasObject
	lines := b.Seats[s]
	st := sm.record.Status(round, s, totals, sm.view.Goal)
	if len(lines) == 0 && !st.Sitting {
		none := sw.None(b)
		if none == "" {
			none = lang.L("No points")
		}
		out = append(out, widgets.SentenceLabel(none))
	}
	groups := groupLines(lines)
	for _, g := range groups {
		out = append(out, sm.lineGroup(sw, g))
	}
	var closing []string
	switch total := engine.Total(lines); {
	case b.WholeGame && len(lines) > 0:
		closing = append(closing, wholeGameWords(total))
	case len(groups) > 1:
		closing = append(closing, lang.L("{{.P}} in all", map[string]any{"P": total}))
	}
	lowWins := false
	if d, ok := app.LookupGame(sm.game); ok {
		lowWins = d.LowScoreWins
	}
	if w := words.Status(st, lowWins); w != "" {
		closing = append(closing, w)
	}
	if len(closing) > 0 {
		out = append(out, summaryText(strings.Join(closing, lang.L("; ")), fyne.TextStyle{Bold: true}))
	}
	return out
}

// wholeGameWords close a seat's lines where the score is the whole
// game's (engine.ScoreBreakdown.WholeGame: Trick of Trip): what the
// lines count (the cards won in every round so far, not this round's
// alone) and why (won cards stay), then the total.
func wholeGameWords(total int) string {
	return lang.N("Cards won stay from round to round, so this counts every card won this game: {{.Count}} points in all", total, map[string]any{"Count": total})
}

// breakdown is the game's explanation of round from the tricks seen; false
// when those do not add up to the scores (a guest who joined mid-round saw
// only part of the round), so nothing wrong is shown.
func (sm summaries) breakdown(round int, roundScores, totals []int) (engine.ScoreBreakdown, bool) {
	d, ok := app.LookupGame(sm.game)
	if !ok {
		return engine.ScoreBreakdown{}, false
	}
	b := d.Breakdown(sm.record.Tricks(), sm.seats, round)
	want := roundScores
	if b.WholeGame {
		want = totals
	}
	for s, lines := range b.Seats {
		sum := 0
		for _, l := range lines {
			sum += l.Points
		}
		if s >= len(want) || sum != want[s] {
			return b, false
		}
	}
	return b, len(b.Seats) == sm.seats
}

// groupLines gathers neighbouring lines of the same rule (Gummi's
// face-up cards, one line each) so they read as one sentence and one row
// of cards.
func groupLines(lines []engine.ScoreLine) [][]engine.ScoreLine {
	var out [][]engine.ScoreLine
	for _, l := range lines {
		n := len(out)
		if n > 0 && len(l.Factors) == 0 && out[n-1][0].ID == l.ID && out[n-1][0].Reason == l.Reason && len(out[n-1][0].Factors) == 0 {
			out[n-1] = append(out[n-1], l)
			continue
		}
		out = append(out, []engine.ScoreLine{l})
	}
	return out
}

// lineGroup draws lines of one rule: why they score, in a sentence, then
// the cards, each with its points under it when it scores on its own.
func (sm summaries) lineGroup(sw words.Score, g []engine.ScoreLine) fyne.CanvasObject {
	k := sm.scale
	cell := fyne.NewSize(40*k, 76*k)
	cards := container.NewGridWrap(cell)
	for _, l := range g {
		for _, name := range l.Cards {
			caption := ""
			if len(l.Factors) == 0 {
				caption = fmt.Sprintf("%+d", l.Points)
			}
			cards.Add(art.CardChip(sm.game, name, caption, k))
		}
	}
	return container.NewVBox(widgets.SentenceLabel(sw.Group(g)), cards)
}

// roundTricks tells the round's tricks again, each with why it went as it
// did (nil when none is known).
func (sm summaries) roundTricks(round int) fyne.CanvasObject {
	var lines []string
	for i, tr := range sm.record.RoundTricks(round) {
		lines = append(lines, lang.L("Trick {{.K}}: {{.Why}}", map[string]any{"K": i + 1, "Why": strings.Join(sm.words.Lines(&tr), lang.L("; "))}))
	}
	if len(lines) == 0 {
		return nil
	}
	return container.NewVBox(widget.NewLabelWithStyle(lang.L("How the tricks went"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), widgets.SentenceLabel(strings.Join(lines, "\n")))
}

// summaryText is widgets.SentenceLabel in a style.
func summaryText(s string, style fyne.TextStyle) fyne.CanvasObject {
	return widgets.Ruled(widget.NewLabelWithStyle("", fyne.TextAlignLeading, style), s)
}

// indent sets o in from the left, under the player's name.
func indent(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, layout.NewSpacer(), nil, o)
}

// gameOverPanel is the game's results.
func (sm summaries) gameOverPanel(ev app.Event, won bool, ways gameOverWays) summaryPanel {
	var title string
	switch {
	case won && len(ev.Winners) > 1:
		title = lang.L("You share the win!")
	case won:
		title = lang.L("You win!")
	default:
		var names []string
		for _, w := range ev.Winners {
			names = append(names, sm.name(w))
		}
		title = lang.L("{{.N}} wins", map[string]any{"N": names[0]})
		if len(names) > 1 {
			title = lang.L("{{.N}} share the win", map[string]any{"N": words.AndList(names)})
		}
	}
	body := container.NewVBox(sm.standings(ev))
	body.Add(widgets.SentenceLabel(tieBreakText(sm.game, ev.Scores, ev.Winners)))
	// Every round, the last one open.
	rounds := widget.NewAccordion()
	v := sm.view
	for r := 1; r <= ev.Round; r++ {
		var points []int
		if r <= len(v.RoundScores) {
			points = v.RoundScores[r-1]
		}
		totals, ok := sm.record.Totals(r)
		if !ok && r <= len(v.RoundScores) {
			totals = totalsAfter(v.RoundScores, r)
		}
		box := container.NewVBox()
		for s := range sm.seats {
			box.Add(sm.seatSummary(s, r, points, totals))
		}
		rounds.Append(widget.NewAccordionItem(words.RoundName(r, v.Rounds), box))
	}
	if n := len(rounds.Items); n > 0 {
		rounds.Open(n - 1)
		body.Add(rounds)
	}
	if ways.hostDeals {
		body.Add(widgets.SentenceLabel(lang.L("Another game? The host deals it, and it opens here by itself.")))
	}
	buttons := container.NewHBox(layout.NewSpacer(), widgets.NewKeyButton(lang.L("History"), ways.history))
	if ways.review != nil {
		buttons.Add(widgets.NewKeyButton(lang.L("Review game"), ways.review))
	}
	if ways.home != nil {
		buttons.Add(widgets.NewKeyButton(lang.L("Home"), ways.home))
	}
	if ways.sameDeal != nil {
		buttons.Add(widgets.NewKeyButton(lang.L("Same deal again"), ways.sameDeal))
	}
	if ways.again != nil {
		again := widgets.NewKeyButton(lang.L("Play again"), ways.again)
		again.Importance = widget.HighImportance
		buttons.Add(again)
	}
	buttons.Add(layout.NewSpacer())
	p := newSummaryPanel(widgets.Heading(title), body, buttons)
	p.box.Height = max(p.box.Height, 520)
	return p
}

// standings lists the players best first, winners starred.
func (sm summaries) standings(ev app.Event) fyne.CanvasObject {
	order := make([]int, sm.seats)
	for i := range order {
		order[i] = i
	}
	lowWins := false
	if d, ok := app.LookupGame(sm.game); ok {
		lowWins = d.LowScoreWins
	}
	score := func(s int) int {
		if s < len(ev.Scores) {
			return ev.Scores[s]
		}
		return 0
	}
	sort.SliceStable(order, func(a, b int) bool {
		if lowWins {
			return score(order[a]) < score(order[b])
		}
		return score(order[a]) > score(order[b])
	})
	grid := container.NewGridWithColumns(2)
	for _, s := range order {
		name := sm.name(s)
		for _, w := range ev.Winners {
			if w == s {
				name = "★ " + name
			}
		}
		if role := sm.role(s); !words.RoleRepeatsName(name, role) {
			name += " · " + role
		}
		grid.Add(widget.NewLabel(name))
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(score(s)), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	return grid
}

// totalsAfter are the running totals after round r (1-based).
func totalsAfter(roundScores [][]int, r int) []int {
	var out []int
	for _, rs := range roundScores[:r] {
		for s, p := range rs {
			if s == len(out) {
				out = append(out, 0)
			}
			out[s] += p
		}
	}
	return out
}

// tieBreakText explains how the winner was found.
func tieBreakText(game string, scores, winners []int) string {
	if len(winners) == 0 || len(scores) == 0 {
		return ""
	}
	best := scores[winners[0]]
	tied := 0
	for _, s := range scores {
		if s == best {
			tied++
		}
	}
	d, _ := app.LookupGame(game)
	switch {
	case len(winners) > 1:
		return lang.L("Tied on every tie-break, so the win is shared.")
	case tied > 1 && d != nil && d.TieBreak != "":
		return lang.L(d.TieBreak)
	case tied > 1:
		return lang.L("Tied on points: the most cards won decided it.")
	case d != nil && d.EndRule != "":
		return lang.L(d.EndRule)
	}
	return lang.L("Highest score wins.")
}
