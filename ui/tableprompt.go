package ui

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// The table's words on the felt: the status line, a flashed message, and
// the Gudetama lead prompt.

// flash shows a message on the felt for a few seconds.
func (f *feltArea) flash(msg string) {
	f.showMessage(msg, false)
}

// flashAboutMove shows a message about the player's move (why it was
// refused, the hint): it goes, besides after a few seconds, once it no
// longer applies (clearMoveMessage).
func (f *feltArea) flashAboutMove(msg string) {
	f.showMessage(msg, true)
}

func (f *feltArea) showMessage(msg string, aboutMove bool) { f.message.show(msg, aboutMove) }

// clearMoveMessage takes away a message about the player's move.
func (f *feltArea) clearMoveMessage() { f.message.clearAboutMove() }

// messageRoom is where the message goes now and at what scale; false
// before the felt is laid out.
func (f *feltArea) messageRoom() (rect, float32, bool) {
	size := f.Size()
	if size.Width <= 0 || size.Height <= 0 {
		return rect{}, 0, false
	}
	g := f.geometryFor(size)
	return f.messageRect(g, size), g.chrome, true
}

// messageRect is where the message goes: under the trick (and under its
// reasons while a finished trick is held) down to the status line, or,
// in the draft, under the stand.
func (f *feltArea) messageRect(g geometry, size fyne.Size) rect {
	if f.stand.active {
		return f.stand.messageRect(size)
	}
	top := g.message.pos.Y
	for _, l := range f.trick.lines {
		if l.Text != "" {
			top = max(top, l.Position().Y+l.Size().Height)
		}
	}
	return rectAt(g.message.pos.X, top, g.message.size.Width, max(g.message.size.Height, g.status.pos.Y-top))
}

func (f *feltArea) renderStatus() {
	v := f.model.View()
	var s, alt string
	switch v.Phase {
	case engine.PlayCard:
		s = lang.L("Your turn: drag a card onto the table")
		if by, ok := f.model.ChosenToLeadBy(); ok {
			// Said only in the log before: a stranger led not knowing why.
			alt = s
			s = lang.L("{{.W}} chose you to lead: drag a card onto the table", map[string]any{"W": f.seatName(by)})
		}
	case engine.ChooseLead:
		s = lang.L("You won with a 14: choose who leads next")
	case engine.Split:
		s = lang.L("Split your six cards into the two slots of your stand, three in each")
		alt = lang.L("Put three cards in each slot of your stand")
		if _, full := f.model.Sets(); full {
			// The instruction stood on after the last card was placed,
			// and a stranger waited for something to happen.
			s = lang.L("Both sets are ready: press Confirm split, or move a card to change them")
			alt = lang.L("Both sets are ready: press Confirm split")
		}
	case engine.Pick:
		s = lang.L("Pick one set from the stand passed to you")
	case engine.Finished:
		s = f.words().gameOver(v.Winners)
	default:
		var names []string
		for _, seat := range v.ToMove.Seats() {
			names = append(names, f.seatName(seat))
		}
		if len(names) > 0 {
			s = lang.L("Waiting for {{.Names}}", map[string]any{"Names": andList(names)})
		}
	}
	if f.model.Human() >= 0 && f.model.Human() < len(f.model.Seats()) && v.ToMove.Has(f.model.Human()) && s != "" {
		if left := secondsLeft(f.model.Seats()[f.model.Human()].TurnEnds, time.Now()); left >= 0 {
			clock := lang.L("{{.S}} s left", map[string]any{"S": left})
			s += " · " + clock
			// Where that does not fit (Japanese at 800x600 cut the
			// seconds off), the seconds stay.
			alt = lang.L("Your turn") + " · " + clock
		}
	}
	switch {
	case f.model.Holding() && len(f.model.Winners()) > 0:
		// Why each won is said under the trick (whyLines).
		s = lang.L("{{.N}} won the trick", map[string]any{"N": f.winnerNames(f.model.Winners())})
		next := ""
		if at, ok := f.director.GoesOnAt(); ok {
			next = lang.L("going on in {{.S}} s", map[string]any{"S": secondsLeft(at, time.Now())})
		} else if f.director.Waits() && f.coach != nil {
			// One way on in a guided game: the coach's Next (the felt
			// takes a click too, but two ways read as two different things).
			next = lang.L("press Next to go on")
		} else if f.director.Waits() && f.model.View().Over {
			// The game's last trick: what comes is the result.
			next = lang.L("click to see the results")
		} else if f.director.Waits() {
			next = lang.L("click to go on")
		}
		if next != "" {
			s += " · " + next
			// Where the names do not fit (four winners at 800x600), the
			// reasons under the trick name them.
			alt = next
		}
	case f.model.Holding(), f.panel.obj != nil:
		s = ""
	}
	if f.coach != nil {
		if f.coach.waitsForNext() && f.panel.obj == nil {
			// Nobody plays until the coach's note is read.
			s = lang.L("Read the coach's note, then press Next")
		}
		f.coach.syncButtons()
	}
	f.status.set(s, alt)
	// Why the greyed cards may not be played, on the felt above the
	// status (wrapped: it does not fit the status line at 800x600) for as
	// long as it applies.
	var standing []string
	if !f.model.Holding() && f.panel.obj == nil {
		if last := f.lastTrickWords(); last != "" {
			standing = append(standing, last)
		}
		if why := f.greyedWhy(); why != "" {
			standing = append(standing, lang.L("Greyed cards: {{.Why}}", map[string]any{"Why": why}))
		}
	}
	f.message.stand(strings.Join(standing, " "))
}

// lastTrickWords is what the game says of the trick in play: its note
// (engine.View.Note), or of a round's last trick ("lasttrick <id>":
// Gudetama's is the only trick that scores, and only its guided game said
// so); empty in any other trick.
func (f *feltArea) lastTrickWords() string {
	// A rule the game says applies to this trick comes first (a 1 in
	// Gudetama's last trick: every card played in it scores).
	if note := "note " + f.model.View().Note; note != "note " && lang.Has(note) {
		return lang.L(note)
	}
	key := "lasttrick " + f.game
	if !lang.Has(key) {
		return ""
	}
	// The last trick: nobody still in holds more than the card they play
	// in it, and somebody has yet to play.
	due := false
	for _, s := range f.model.View().Seats {
		switch {
		case s.Eliminated:
		case s.HandCount > 1 || s.FacedownLeft > 0:
			return ""
		case s.HandCount == 1:
			due = true
		}
	}
	if !due {
		return ""
	}
	return lang.L(key)
}

// renderPrompt shows the Gudetama lead choice.
func (f *feltArea) renderPrompt() {
	if !f.model.MayChooseLead() || f.panel.obj != nil {
		f.prompt = nil
		return
	}
	if f.prompt != nil {
		return // the same choice is still open
	}
	title := widget.NewLabelWithStyle(lang.L("You won with a 14!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v := f.model.View()
	roundEnds := len(v.Hand) == 0
	ask := lang.L("Choose another player to lead the next trick.")
	if roundEnds {
		// The round's final trick: the choice names the next round's leader,
		// and is the winner's even if the round's result put them out.
		ask = lang.L("Choose who leads the next round.")
	}
	sub := widget.NewLabelWithStyle(ask, fyne.TextAlignCenter, fyne.TextStyle{})
	box := container.NewVBox(title, sub)
	if lt := v.LastTrick; roundEnds && lt != nil && len(lt.Why) == 1 && lt.Why[0].Take != "" {
		// What the round's last trick scored, before the round's summary
		// comes: a stranger chose the next leader not knowing it.
		box.Add(ruledText(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Italic: true}), f.words().take(lt.Why[0])))
	}
	if last, ok := f.leaderForLastPlace(); ok && !roundEnds {
		// What the choice changes, for a player who has not thought of
		// it: the tutorial's advice, named for this table.
		box.Add(ruledText(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Italic: true}),
			lang.L("Choose {{.N}} and you play last, seeing every other card first.", map[string]any{"N": f.seatName(last)})))
	}
	row := container.NewHBox(layout.NewSpacer())
	for i, ch := range v.LeadChoices {
		ch := ch
		b := newKeyButton(f.seatName(ch.Seat), func() { f.in.submit(ch.Action) })
		b.Importance = widget.HighImportance
		if f.in.hinted != engine.NoAction && ch.Action != f.in.hinted {
			// A guided game marks the choice to make.
			b.Importance = widget.MediumImportance
		}
		row.Add(b)
		if i == 0 {
			f.promptFocus = b // Tab goes on to the other choices
		}
	}
	row.Add(layout.NewSpacer())
	box.Add(row)
	bg := newOutlinedRect(theme.ColorNameOverlayBackground, 14, gold, 3)
	// In the felt's theme: the prompt joins the felt after the theme was
	// last applied to what it held.
	f.prompt = container.NewThemeOverride(container.NewStack(bg, container.NewPadded(container.NewPadded(box))), f.theme)
}

// leaderForLastPlace is the choice of leader after which the player plays
// last in the trick (the first seat still in after the player's, as play
// goes round); false when there is nothing to choose between. It is not
// said for the next round's leader: the round's score may have put the
// player out.
func (f *feltArea) leaderForLastPlace() (int, bool) {
	v := f.model.View()
	if len(v.LeadChoices) < 2 {
		return 0, false
	}
	n := len(v.Seats)
	for d := 1; d < n; d++ {
		seat := (f.model.Human() + d) % n
		for _, ch := range v.LeadChoices {
			if ch.Seat == seat {
				return seat, true
			}
		}
	}
	return 0, false
}

// focusPrompt gives a new prompt's first choice the keyboard focus, once
// the prompt is on the felt.
func (f *feltArea) focusPrompt() {
	if b := f.promptFocus; b != nil && f.prompt != nil {
		f.promptFocus = nil
		if c := fyne.CurrentApp().Driver().CanvasForObject(f); c != nil {
			c.Focus(b)
		}
	}
}

// winnerNames lists a trick's winners for the status line. The player is
// "you" on the table, as in the reasons: "You" only to start the sentence
// ("Bruno, Chloé and you won the trick").
func (f *feltArea) winnerNames(winners []int) string {
	var names []string
	for _, w := range winners {
		switch {
		case w != f.model.Human():
			names = append(names, f.seatName(w))
		case len(names) == 0:
			names = append(names, lang.L("You"))
		default:
			names = append(names, lang.L("you"))
		}
	}
	return andList(names)
}
