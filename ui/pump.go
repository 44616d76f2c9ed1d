package ui

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// pump is the animation queue: it takes the session's events one at a
// time, shows each (a bot's card flies in, a finished trick is held up and
// swept to its winners) and waits as long as the chosen speed says before
// the next. The table never waits for it; it only paces what is drawn.
func (t *TableScreen) pump(ctx context.Context, events <-chan app.Event) {
	defer close(t.done)
	for {
		select {
		case <-ctx.Done():
			// The screen is gone; what the session still sends is not.
			app.Drain(events)
			return
		case ev, ok := <-events:
			if !ok {
				return
			}
			if !t.handle(ctx, ev, true) {
				app.Drain(events)
				return
			}
		}
	}
}

// handle shows one event. async (the live app) runs UI changes through
// fyne.DoAndWait and waits between steps; otherwise (headless tests drive
// events themselves on the test goroutine) it runs them directly and
// never waits for a person. It returns false when ctx ended.
func (t *TableScreen) handle(ctx context.Context, ev app.Event, async bool) bool {
	do := func(f func()) {
		if async {
			fyne.DoAndWait(f)
		} else {
			f()
		}
	}
	sleep := func(d time.Duration) bool {
		if d <= 0 || !async {
			return ctx.Err() == nil
		}
		select {
		case <-ctx.Done():
			return false
		case <-time.After(d):
			return true
		}
	}
	speed := t.u.Settings.Speed
	switch ev.Kind {
	case app.ActionApplied:
		if ev.Seat != t.human && ev.Card != "" && speed.Flight() > 0 {
			do(func() { t.flyIn(ev.Seat, ev.Card, speed.Flight()) })
			if !sleep(speed.Flight()) {
				return false
			}
		}
		do(func() { t.applyAction(ev) })
	case app.TrickCompleted:
		do(func() { t.holdTrick(ev) })
		if !sleep(speed.Pause()) {
			return false
		}
		if speed.Flight() > 0 {
			do(func() { t.sweepTrick(ev, speed.Flight()) })
			if !sleep(speed.Flight()) {
				return false
			}
		}
		do(func() { t.releaseTrick(ev) })
	case app.RoundOver:
		if ev.Obs != nil && ev.Obs.ToMove().Empty() {
			// The game is over too: the game-over screen says it all.
			return true
		}
		gate := make(chan struct{})
		do(func() { t.showRoundSummary(ev, gate) })
		if !async {
			return true
		}
		select {
		case <-gate:
		case <-ctx.Done():
			return false
		}
	case app.GameOver:
		do(func() { t.showGameOver(ev) })
	case app.TurnTimedOut:
		do(t.tellTimedOut)
	case app.ActionRefused:
		do(func() { t.refused(ev.Err) })
	case app.BotFailed:
		do(func() { t.tellBotFailed(ev.Seat) })
	case app.SaveFailed:
		do(func() { t.u.tellSaveFailed(ev.Err) })
	case app.SeatsChanged:
		do(func() {
			t.seats = t.sess.Seats()
			for _, b := range t.seatW {
				b.update()
			}
			t.redraw()
		})
	}
	return true
}

// flyIn animates a bot's card from its seat to its trick slot.
func (t *TableScreen) flyIn(seat int, card string, d time.Duration) {
	size := t.area.Size()
	c := newCard(t.game, card, true)
	c.Resize(t.trickCardSize())
	from := t.seatPos(seat, size)
	from = from.Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	to := t.trickSlot(seat, size)
	c.Move(from)
	t.extra = append(t.extra, c)
	t.area.Objects = append(t.area.Objects, c)
	t.redraw()
	a := canvas.NewPositionAnimation(from, to, d, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

func (t *TableScreen) clearExtra() {
	t.extra = nil
}

// applyAction redraws after an action: the trick so far (or, when this card
// finished the trick, the trick as it stands until TrickCompleted) and
// everything else from the observation.
func (t *TableScreen) applyAction(ev app.Event) {
	t.clearExtra()
	t.setObservation(ev.Obs)
	if ev.Seat == t.human {
		t.busy = false
		t.pendingCard = nil
	}
	if len(t.view.Trick) > 0 || ev.Card == "" {
		t.syncTrick()
	} else {
		t.shown = append(t.shown, engine.PlayRecord{Seat: ev.Seat, Card: ev.Card, Facedown: ev.Move.Facedown != nil})
		t.holding = true
	}
	t.addLog(t.describeEvent(ev))
	t.render()
}

func (t *TableScreen) describeEvent(ev app.Event) string {
	who := t.seatName(ev.Seat)
	m := ev.Move
	switch {
	case m.Facedown != nil && ev.Card != "":
		return lang.L("{{.W}} played face-down {{.C}}", map[string]any{"W": who, "C": ev.Card})
	case ev.Card != "":
		return lang.L("{{.W}} played {{.C}}", map[string]any{"W": who, "C": ev.Card})
	case m.Lead != nil:
		return lang.L("{{.W}} chose {{.L}} to lead", map[string]any{"W": who, "L": t.seatName(*m.Lead)})
	case ev.Verb == "split":
		return lang.L("{{.W}} filled their stand", map[string]any{"W": who})
	case ev.Verb == "pick":
		return lang.L("{{.W}} took a set", map[string]any{"W": who})
	}
	return lang.L("{{.W}} acted", map[string]any{"W": who})
}

// holdTrick shows the completed trick with its winners highlighted.
func (t *TableScreen) holdTrick(ev app.Event) {
	t.clearExtra()
	t.shown = append(t.shown[:0], ev.Trick.Plays...)
	t.winners = ev.Trick.Winners
	t.holding = true
	var names []string
	for _, w := range ev.Trick.Winners {
		names = append(names, t.seatName(w))
	}
	t.addLog(lang.L("Trick won by {{.N}}", map[string]any{"N": strings.Join(names, ", ")}))
	t.render()
}

// sweepTrick flies the trick's cards to the winner's seat (Gummi: each
// colour to its winner; approximated by the first winner for cards of a
// colour nobody else won).
func (t *TableScreen) sweepTrick(ev app.Event, d time.Duration) {
	size := t.area.Size()
	if len(ev.Trick.Winners) == 0 {
		return
	}
	to := t.seatPos(ev.Trick.Winners[len(ev.Trick.Winners)-1], size)
	for _, c := range t.trickW {
		dest := to.Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
		a := canvas.NewPositionAnimation(c.Position(), dest, d, c.Move)
		a.Curve = fyne.AnimationEaseIn
		a.Start()
	}
}

func (t *TableScreen) releaseTrick(ev app.Event) {
	t.holding = false
	t.syncTrick()
	t.render()
}

// showRoundSummary shows the round's points; the pump waits for it.
func (t *TableScreen) showRoundSummary(ev app.Event, gate chan struct{}) {
	grid := container.NewGridWithColumns(3,
		widget.NewLabelWithStyle(lang.L("Player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("This round"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Total"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	for s := range t.seats {
		rs := ""
		if s < len(ev.RoundScores) {
			rs = fmt.Sprint(ev.RoundScores[s])
		}
		tot := ""
		if s < len(ev.Scores) {
			tot = fmt.Sprint(ev.Scores[s])
		}
		grid.Add(widget.NewLabel(t.seatName(s)))
		grid.Add(widget.NewLabelWithStyle(rs, fyne.TextAlignTrailing, fyne.TextStyle{}))
		grid.Add(widget.NewLabelWithStyle(tot, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	d := dialog.NewCustom(lang.L("End of round {{.R}}", map[string]any{"R": ev.Round}), lang.L("Next round"), grid, t.u.Win)
	d.SetOnClosed(func() { close(gate) })
	d.Show()
}

// showGameOver replaces the table's centre with the results.
func (t *TableScreen) showGameOver(ev app.Event) {
	t.clearExtra()
	t.setObservation(ev.Obs)
	t.syncTrick()
	t.busy = false
	won := false
	for _, w := range ev.Winners {
		if w == t.human {
			won = true
		}
	}
	t.u.recordResult(t.game, len(t.seats), won)

	order := make([]int, len(t.seats))
	for i := range order {
		order[i] = i
	}
	lowWins := false
	if d, ok := app.LookupGame(t.game); ok {
		lowWins = d.LowScoreWins
	}
	sort.SliceStable(order, func(a, b int) bool {
		sa, sb := ev.Scores[order[a]], ev.Scores[order[b]]
		if lowWins {
			return sa < sb
		}
		return sa > sb
	})
	var title string
	switch {
	case won && len(ev.Winners) > 1:
		title = lang.L("You share the win!")
	case won:
		title = lang.L("You win!")
	default:
		var names []string
		for _, w := range ev.Winners {
			names = append(names, t.seatName(w))
		}
		title = lang.L("{{.N}} wins", map[string]any{"N": strings.Join(names, " & ")})
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = "headingText"
	grid := container.NewGridWithColumns(2)
	for _, s := range order {
		name := t.seatName(s)
		for _, w := range ev.Winners {
			if w == s {
				name = "★ " + name
			}
		}
		grid.Add(widget.NewLabel(name))
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(ev.Scores[s]), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	why := widget.NewLabel(tieBreakText(t.game, ev.Scores, ev.Winners))
	why.Wrapping = fyne.TextWrapWord
	again := widget.NewButton(lang.L("Play again"), func() { t.u.playAgain() })
	again.Importance = widget.HighImportance
	home := widget.NewButton(lang.L("Home"), func() { t.u.leaveTable() })
	box := container.NewVBox(head, grid, why, container.NewHBox(layout.NewSpacer(), home, again, layout.NewSpacer()))
	bg := canvas.NewRectangle(theme_overlay())
	bg.CornerRadius = 16
	bg.StrokeColor = gold
	bg.StrokeWidth = 3
	panel := container.NewStack(bg, container.NewPadded(container.NewPadded(box)))
	t.final = container.NewGridWrap(fyne.NewSize(400, panel.MinSize().Height), panel)
	t.render()
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
