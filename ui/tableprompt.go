package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/engine"
)

// The table's words on the felt: the status line, a flashed message, and
// the Gudetama lead prompt.

// flash shows a message for a few seconds.
func (t *TableScreen) flash(msg string) {
	t.msgGen++
	gen := t.msgGen
	t.message.Text = msg
	t.message.Refresh()
	go func() {
		time.Sleep(3500 * time.Millisecond)
		runOnUI(func() {
			if t.msgGen == gen {
				t.message.Text = ""
				t.message.Refresh()
			}
		})
	}()
}

func (t *TableScreen) renderStatus() {
	v := t.view
	var s, alt string
	switch v.Phase {
	case engine.PlayCard:
		s = lang.L("Your turn: drag a card onto the table")
	case engine.ChooseLead:
		s = lang.L("You won with a 14: choose who leads next")
	case engine.Split:
		s = lang.L("Split your six cards into the two slots of your stand")
	case engine.Pick:
		s = lang.L("Pick one set from the stand passed to you")
	case engine.Finished:
		s = lang.L("Game over")
	default:
		var names []string
		for _, seat := range v.ToMove.Seats() {
			names = append(names, t.seatName(seat))
		}
		if len(names) > 0 {
			s = lang.L("Waiting for {{.Names}}", map[string]any{"Names": listOf(names)})
		}
	}
	if t.human >= 0 && t.human < len(t.seats) && v.ToMove.Has(t.human) && s != "" {
		if left := secondsLeft(t.seats[t.human].TurnEnds, time.Now()); left >= 0 {
			s += " · " + lang.L("{{.S}} s left", map[string]any{"S": left})
		}
	}
	switch {
	case t.holding && len(t.winners) > 0:
		var names []string
		for _, w := range t.winners {
			names = append(names, t.seatName(w))
		}
		// Why each won is said under the trick (whyLines).
		s = lang.L("{{.N}} won the trick", map[string]any{"N": listOf(names)})
		next := ""
		if at, ok := t.goesOnAt(); ok {
			next = lang.L("going on in {{.S}} s", map[string]any{"S": secondsLeft(at, time.Now())})
		} else if t.waitsForPlayer() {
			next = lang.L("click to go on")
		}
		if next != "" {
			s += " · " + next
			// Where the names do not fit (four winners at 800x600), the
			// reasons under the trick name them.
			alt = next
		}
	case t.holding, t.panel != nil:
		s = ""
	}
	if t.coach != nil && t.coach.waitsForNext() && t.panel == nil {
		// Nobody plays until the coach's note is read.
		s = lang.L("Read the coach's note, then press Next")
	}
	t.statusFull, t.statusAlt = s, alt
	t.fitStatus()
	t.status.Refresh()
}

// fitStatus writes the status line in the room the layout gave it
// (statusBox): smaller where it is long, the shorter words (statusAlt)
// where it does not fit even so, cut with "…" as a last resort.
func (t *TableScreen) fitStatus() {
	t.status.Text = t.statusFull
	if t.statusBox.Width <= 0 {
		return
	}
	fitText(t.status, 16*t.statusChrome, t.statusBox.Width)
	if measure(t.status, t.status.Text) > t.statusBox.Width && t.statusAlt != "" {
		t.status.Text = t.statusAlt
		fitText(t.status, 16*t.statusChrome, t.statusBox.Width)
	}
	t.status.Text = ellipsize(t.status.Text, t.status, t.statusBox.Width)
}

// renderPrompt shows the Gudetama lead choice.
func (t *TableScreen) renderPrompt() {
	if t.view.Phase != engine.ChooseLead || t.busy || t.holding || t.panel != nil {
		t.prompt = nil
		return
	}
	if t.prompt != nil {
		return // the same choice is still open
	}
	title := widget.NewLabelWithStyle(lang.L("You won with a 14!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	ask := lang.L("Choose another player to lead the next trick.")
	if len(t.view.Hand) == 0 {
		// The round's final trick: the choice names the next round's leader,
		// and is the winner's even if the round's result put them out.
		ask = lang.L("Choose who leads the next round.")
	}
	sub := widget.NewLabelWithStyle(ask, fyne.TextAlignCenter, fyne.TextStyle{})
	box := container.NewVBox(title, sub)
	row := container.NewHBox(layout.NewSpacer())
	for i, ch := range t.view.LeadChoices {
		ch := ch
		b := newKeyButton(t.seatName(ch.Seat), func() { t.submit(ch.Action) })
		b.Importance = widget.HighImportance
		if t.hinted != engine.NoAction && ch.Action != t.hinted {
			// A guided game marks the choice to make.
			b.Importance = widget.MediumImportance
		}
		row.Add(b)
		if i == 0 {
			t.promptFocus = b // Tab goes on to the other choices
		}
	}
	row.Add(layout.NewSpacer())
	box.Add(row)
	bg := newOutlinedRect(theme.ColorNameOverlayBackground, 14, gold, 3)
	t.prompt = container.NewStack(bg, container.NewPadded(container.NewPadded(box)))
}

// focusPrompt gives a new prompt's first choice the keyboard focus, once
// the prompt is on the felt.
func (t *TableScreen) focusPrompt() {
	if b := t.promptFocus; b != nil && t.prompt != nil {
		t.promptFocus = nil
		if c := fyne.CurrentApp().Driver().CanvasForObject(t.area); c != nil {
			c.Focus(b)
		}
	}
}
