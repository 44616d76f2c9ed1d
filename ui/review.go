package ui

import (
	"context"
	"fmt"
	"image/color"
	"reflect"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"
)

// reviewScreen steps through a finished game trick by trick with every
// hand shown, beside the Hard bot's judgement of the player's decisions,
// which it computes in the background.
type reviewScreen struct {
	u     *UI
	f     app.FinishedGame
	game  string
	steps []review.Step
	at    int
	// result is nil until the judgements are done; costly maps a
	// decision's record index to its rank among the costliest (1..3).
	result *review.Review
	costly map[int]int
	cancel context.CancelFunc
	// under is the table screen the review was opened over (nil from
	// home): the window goes back to it.
	under *table.Screen

	where    *widget.Label
	progress *widgets.Meter
	status   *widget.Label
	hands    *fyne.Container
	// mine, and the lines of why, are wrapped by the Japanese rules in
	// Japanese: Fyne's wrapping started lines with "）。".
	mine  *widgets.JapaneseText
	worst *fyne.Container
	prev  *widgets.KeyButton
	next  *widgets.KeyButton
}

// ShowReview opens the review of a finished game; back is where leaving
// goes. The judgements stop when the player leaves.
func (u *UI) ShowReview(f app.FinishedGame, back func()) {
	steps, err := review.Steps(f.Record())
	if err != nil {
		u.showError(err)
		return
	}
	rs := &reviewScreen{u: u, f: f, game: f.Save.Config.Game, steps: steps, under: u.tableScreen()}
	ctx, cancel := context.WithCancel(context.Background())
	rs.cancel = cancel
	before := u.Win.Canvas().OnTypedKey()
	leave := func() {
		cancel()
		if u.on == shownGame(rs) {
			u.on = rs.under
		}
		u.Win.Canvas().SetOnTypedKey(before)
		back()
	}
	// The same deal again, from its first card: a new game takes the
	// saved one's place only if the player agrees.
	again := func() {
		u.unlessSaved(u.savedGame(), func() {
			cancel()
			if u.on == shownGame(rs) {
				u.on = rs.under
			}
			u.Win.Canvas().SetOnTypedKey(before)
			if err := u.StartGame(f.Save.Config, f.Save.Seats); err != nil {
				u.showError(err)
			}
		})
	}
	u.on = rs
	rs.build(leave, again)
	u.Win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyLeft, fyne.KeyUp:
			rs.show(rs.at - 1)
		case fyne.KeyRight, fyne.KeyDown:
			rs.show(rs.at + 1)
		case fyne.KeyEscape:
			leave()
		}
	})
	rs.show(0)
	go rs.judge(ctx)
}

func (rs *reviewScreen) build(leave, again func()) {
	u := rs.u
	d, _ := app.LookupGame(rs.game)
	title := widgets.Heading(lang.L("Review: {{.Game}}, {{.N}} players", map[string]any{"Game": words.GameTitle(d.Title), "N": rs.f.Save.Config.Players}))
	rs.where = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	// The status says how far it got.
	var bar fyne.CanvasObject
	rs.progress, bar = widgets.NewBar()
	rs.status = widget.NewLabel(lang.L("Judging your decisions…"))
	rs.hands = container.NewVBox()
	rs.mine = widgets.NewJapaneseText(widgets.Wrapped(widget.NewLabel("")))
	rs.worst = container.NewVBox()
	rs.prev = widgets.NewKeyButton(lang.L("Previous"), func() { rs.show(rs.at - 1) })
	rs.next = widgets.NewKeyButton(lang.L("Next"), func() { rs.show(rs.at + 1) })
	backBtn := widgets.NewKeyButton(lang.L("Back"), leave)

	side := container.NewVBox(
		widget.NewLabelWithStyle(lang.L("Your decisions here"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		rs.mine.Box,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(lang.L("Costliest decisions"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		rs.status, bar, rs.worst,
	)
	// Room on the right for the scroll bar: the Show buttons lay under it.
	sideScroll := widgets.WithMin(360, 0, container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, 3*theme.Padding()), side)))
	top := container.NewVBox(title, rs.where)
	againBtn := widgets.NewKeyButton(lang.L("Same deal again"), again)
	bottom := container.NewHBox(backBtn, layout.NewSpacer(), rs.prev, rs.next, layout.NewSpacer(), againBtn)
	// Its own margin: the window has none (the felt screens fill it).
	u.setContent(container.NewPadded(container.NewBorder(top, bottom, nil, sideScroll, container.NewVScroll(rs.hands))))
}

// judge runs the review off the UI goroutine and hands each step of
// progress, and the result, to the UI goroutine.
func (rs *reviewScreen) judge(ctx context.Context) {
	opts := review.Options{
		Budget: rs.u.reviewBudget, Seed: rs.f.Save.Config.Seed,
		// One core stays free for the window on a small machine.
		Workers: max(1, runtime.NumCPU()-1),
		Progress: func(done, total int) {
			runOnUI(func() {
				rs.progress.Max = float64(total)
				rs.progress.SetValue(float64(done))
				rs.status.SetText(lang.L("Judging your decisions: {{.Done}} of {{.Total}}", map[string]any{"Done": done, "Total": total}))
			})
		},
	}
	r, err := review.Run(ctx, rs.f.Record(), rs.f.Human, opts)
	if ctx.Err() != nil {
		return // the player left
	}
	runOnUI(func() {
		if err != nil {
			rs.status.SetText(err.Error())
			return
		}
		rs.done(r)
	})
}

// done shows the judgements.
func (rs *reviewScreen) done(r *review.Review) {
	rs.result = r
	rs.costly = map[int]int{}
	rs.progress.Hide()
	rs.worst.Objects = nil
	worst := r.Costliest(3)
	if len(worst) == 0 {
		rs.status.SetText(lang.L("As far as the bots can see, none of your decisions cost you anything."))
	} else {
		rs.status.SetText(lang.L("Your decisions that cost the most, costliest first:"))
	}
	for rank, k := range worst {
		d := r.Decisions[k]
		rs.costly[d.Index] = rank + 1
		step := rs.stepOf(d.Index)
		where := rs.whereText(rs.steps[step])
		why := widgets.NewJapaneseText(widgets.Wrapped(widget.NewLabel("")))
		why.SetText(rs.decisionWords(d, r.Measure))
		rs.worst.Add(container.NewBorder(nil, nil, nil,
			widgets.NewKeyButton(lang.L("Show"), func() { rs.show(step) }),
			widget.NewLabelWithStyle(fmt.Sprintf("%d. %s", rank+1, where), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})))
		rs.worst.Add(why.Box)
	}
	rs.worst.Refresh()
	rs.show(rs.at)
}

// stepOf is the step holding the record's action i.
func (rs *reviewScreen) stepOf(i int) int {
	for k, s := range rs.steps {
		if s.Holds(i) {
			return k
		}
	}
	return 0
}

func (rs *reviewScreen) whereText(s review.Step) string {
	if s.Trick == 0 {
		// What comes before a round's first trick, in the game's words
		// where it has them (a round's bidding); else the draft.
		if key := "beforetricks " + rs.game; lang.Has(key) {
			return lang.L(key, map[string]any{"R": s.Round})
		}
		return lang.L("{{.Round}}, the draft", map[string]any{"Round": words.RoundName(s.Round, 0)})
	}
	return lang.L("{{.Round}}, trick {{.T}}", map[string]any{"Round": words.RoundName(s.Round, 0), "T": s.Trick})
}

// decisionWords says what the player did and what the search thought of
// it, in the review's measure.
func (rs *reviewScreen) decisionWords(d review.Decision, m bot.Measure) string {
	chosen := rs.moveWords(rs.steps[rs.stepOf(d.Index)], d.Chosen)
	if reflect.DeepEqual(d.Chosen, d.Best) {
		return lang.L("Your move: {{.Move}} ({{.Value}}), the best one.", map[string]any{"Move": chosen, "Value": words.Value(rs.game, m, d.ChosenValue)})
	}
	return lang.L("Your move: {{.Move}} ({{.Value}}). The best: {{.Best}} ({{.BestValue}}).", map[string]any{
		"Move": chosen, "Value": words.Value(rs.game, m, d.ChosenValue),
		"Best": words.Move(rs.game, d.Best, rs.name, rowOf(rs.steps[rs.stepOf(d.Index)], d.Best.Seat)), "BestValue": words.Value(rs.game, m, d.BestValue)})
}

// moveWords is a move of step s in words; a face-down card played names
// the card it turned up (a face-down card not played, such as a better
// move not made, stays unknown, as it was to everyone).
//
// A face-down card is named by where it lay in the row as the step began
// ("your left face-down card"), as the hint names it: "face-down card 2"
// does not say what the number counts.
func (rs *reviewScreen) moveWords(s review.Step, m engine.Move) string {
	// Another's choice of the player to lead reads "let you lead" ("let
	// You lead" stood mid-line).
	name := func(seat int) string {
		if seat == rs.f.Human {
			return lang.L("you")
		}
		return rs.name(seat)
	}
	move := words.Move(rs.game, m, name, rowOf(s, m.Seat))
	spec, decided := words.DecisionOf(rs.game, m)
	fromRow := decided && spec.PlaysACard && spec.Value == engine.ValueRow
	if fromRow && m.Seat != rs.f.Human && spec.Other != "" {
		// Another's card from their row: "play your face-down card" read
		// as the player's own.
		move = lang.L(spec.Other)
	}
	if fromRow && s.Done != nil {
		for _, p := range s.Done.Plays {
			if p.Seat == m.Seat && p.Facedown {
				return lang.L("{{.Move}}, which turned up {{.C}}", map[string]any{"Move": move, "C": words.Card(rs.game, p.Card)})
			}
		}
	}
	return move
}

// playedOf says which cards of hand were played, one for each play: a
// Gudetama hand can hold two 2s, and both were marked when one was played.
func playedOf(hand, plays []string) []bool {
	left := map[string]int{}
	for _, c := range plays {
		left[c]++
	}
	out := make([]bool, len(hand))
	for i, c := range hand {
		if left[c] > 0 {
			left[c]--
			out[i] = true
		}
	}
	return out
}

// rowOf is seat's row to play from (the face-down row) as step s began
// (nil for none).
func rowOf(s review.Step, seat int) []engine.RowCard {
	if seat < 0 || seat >= len(s.Rows) || len(s.Rows[seat]) == 0 {
		return nil
	}
	return s.Rows[seat][0].Cards
}

// name is a seat's name in the kept game.
func (rs *reviewScreen) name(s int) string {
	if s == rs.f.Human {
		return words.NameInLanguage(rs.f.Save.Seats[s].Name)
	}
	if s >= 0 && s < len(rs.f.Save.Seats) {
		return rs.f.Save.Seats[s].Name
	}
	return fmt.Sprintf("%d", s+1)
}

// show draws step k: every hand as it was, what each seat did, and the
// player's decisions in it.
func (rs *reviewScreen) show(k int) {
	if k < 0 || k >= len(rs.steps) {
		return
	}
	rs.at = k
	s := rs.steps[k]
	rs.where.SetText(rs.whereText(s) + "  ·  " + lang.L("step {{.K}} of {{.N}}", map[string]any{"K": k + 1, "N": len(rs.steps)}))
	setEnabled(rs.prev, k > 0)
	setEnabled(rs.next, k < len(rs.steps)-1)

	rs.hands.Objects = nil
	// The cards and the names' column at the window's scale, as the text.
	scale := rs.u.scale
	for seat, hand := range s.Hands {
		var did, plays []string
		for _, m := range s.Moves {
			if m.Seat != seat {
				continue
			}
			if m.Play != "" {
				plays = append(plays, m.Play)
			}
			did = append(did, rs.moveWords(s, m))
		}
		var cards []fyne.CanvasObject
		for i, was := range playedOf(hand, plays) {
			caption := ""
			if was {
				// A word, not a mark: "▲" meant the end score on the
				// score sheet.
				caption = lang.L("played")
			}
			cards = append(cards, art.CardChip(rs.game, hand[i], caption, scale))
		}
		// The hand wraps onto a second row in a narrow window rather than
		// running off its edge.
		chips := container.NewHBox()
		if len(cards) > 0 {
			chips = container.NewGridWrap(cards[0].MinSize(), cards...)
		}
		name := rs.name(seat)
		// Who won the trick is said under the name: a "★" beside it
		// meant the trick here and the game on the score sheet.
		won := ""
		if s.Done != nil && slices.Contains(s.Done.Winners, seat) {
			won = lang.L("won the trick")
		}
		line := widgets.Ruled(widget.NewLabel(""), words.ListOf(did))
		score := ""
		if seat < len(s.Scores) {
			score = lang.N("{{.Count}} points", s.Scores[seat], map[string]any{"Count": s.Scores[seat]})
		}
		// A strut gives every name column one width, so the hands line up.
		strut := canvas.NewRectangle(color.Transparent)
		strut.SetMinSize(fyne.NewSize(110*scale, 0))
		who := container.NewVBox(strut, widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		if won != "" {
			mark := widget.NewLabel(won)
			mark.Importance = widget.WarningImportance
			who.Add(mark)
		}
		who.Add(widget.NewLabel(score))
		rs.hands.Add(container.NewBorder(nil, nil, who, nil, container.NewVBox(chips, line)))
		rs.hands.Add(widget.NewSeparator())
	}
	if s.Done != nil {
		// Why the trick went as it did, as the table said it, above the
		// hands: under them it lay below the window's bottom at 800x600
		// until scrolled to, and it is what the step is about.
		tw := words.Trick{Game: rs.game, Name: rs.name, Human: rs.f.Human}
		why := widgets.NewJapaneseText(widgets.Wrapped(widget.NewLabel("")))
		why.Label.Importance = widget.WarningImportance
		why.WrapAll = true // no last line of a lone word
		why.SetText(strings.Join(tw.Lines(s.Done), "\n"))
		rs.hands.Objects = append([]fyne.CanvasObject{why.Box, widget.NewSeparator()}, rs.hands.Objects...)
	}
	rs.hands.Refresh()
	rs.showMine(s)
}

// showMine lists the player's decisions in step s with their judgements.
func (rs *reviewScreen) showMine(s review.Step) {
	if rs.result == nil {
		rs.mine.SetText(lang.L("The judgements appear once the bots have looked at every decision."))
		return
	}
	var lines []string
	for _, d := range rs.result.Decisions {
		if !s.Holds(d.Index) {
			continue
		}
		line := rs.decisionWords(d, rs.result.Measure)
		if rank, ok := rs.costly[d.Index]; ok {
			line = lang.L("Costliest decision {{.N}}:", map[string]any{"N": rank}) + " " + line
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 {
		rs.mine.SetText(lang.L("You did not decide anything here."))
		return
	}
	rs.mine.SetText(strings.Join(lines, "\n"))
}

func setEnabled(b *widgets.KeyButton, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
