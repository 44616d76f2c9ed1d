package table

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// The table's words on the felt: the status line, a flashed message, and
// the panel of a prompt's choices (who leads next).

// flash shows a message on the felt for a few seconds.
func (f *feltArea) flash(msg string) {
	f.showMessage(msg, false)
}

// announce says msg in the log and, for a while, on the felt: what
// happened to the game that no move shows (a bot playing for someone, a
// move taken back, a host's decision).
func (f *feltArea) announce(msg string) {
	f.side.addLog(msg)
	f.flash(msg)
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
			// Said here, not only in the log, so the player knows why they
			// lead; in the game's words for the choice that named them.
			if done := f.chosenWords(by); done != "" {
				// Where both do not fit, the choice is what the player
				// does not know yet.
				alt = done
				s = lang.L("{{.Done}}: drag a card onto the table", map[string]any{"Done": done})
			}
		}
	case engine.Decide:
		if p := v.Prompt; p != nil {
			s = promptWords(p.Say, p.Seat, f.seatName)
		}
		if a := v.Arranging(); a != nil {
			alt = lang.L(a.Incomplete)
			if _, full := f.model.Sets(); full {
				// Once the last card is placed, an instruction to place cards
				// would leave the player waiting for something to happen.
				s = lang.L(a.Ready)
				alt = lang.L(a.ReadyShort)
			}
		}
	case engine.Finished:
		s = f.words().GameOver(v.Winners)
	default:
		var names []string
		for _, seat := range v.ToMove.Seats() {
			names = append(names, f.seatName(seat))
		}
		if len(names) > 0 {
			s = lang.L("Waiting for {{.Names}}", map[string]any{"Names": words.AndList(names)})
		}
	}
	if f.model.Human() >= 0 && f.model.Human() < len(f.model.Seats()) && v.ToMove.Has(f.model.Human()) && s != "" {
		if left := turnSecondsLeft(f.model.Seats()[f.model.Human()], time.Now()); left >= 0 {
			clock := lang.L("{{.S}} s left", map[string]any{"S": left})
			s += " · " + clock
			// Where that does not fit (Japanese at 800x600 cut the
			// seconds off), the seconds stay, after the shorter words of
			// what to do where there are some (the draft's instruction
			// gave way to "Your turn").
			short := alt
			if short == "" {
				short = lang.L("Your turn")
			}
			alt = short + " · " + clock
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
		if b := f.panel.goOn; b != nil && f.panel.obj != nil && b.Hidden != f.coach.waitsForNext() {
			// One way on: while the coach's note waits for its Next
			// (which deals the next round when it is read), the
			// summary's "Next round" would be a second button saying
			// the same.
			b.Hidden = f.coach.waitsForNext()
			b.Refresh()
		}
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

// renderPrompt shows the panel of a prompt's choices. A prompt about
// cards (an arrangement, choices that picture cards) is the stand's
// (standPanel); any other is this panel: its title and question, what the
// choice means for the player, and a button a choice.
func (f *feltArea) renderPrompt() {
	v := f.model.View()
	p := v.Choosing()
	if !f.model.MayChoose() || p == nil || cardPrompt(p) || f.panel.obj != nil {
		f.prompt = nil
		return
	}
	if f.prompt != nil && f.promptMarked == f.in.hinted {
		return // the same choice is still open, marked as it was
	}
	// A hint (or the coach) marks a choice: the panel is drawn again
	// with it.
	f.promptMarked = f.in.hinted
	box := container.NewVBox()
	if p.Title != "" {
		box.Add(widget.NewLabelWithStyle(promptWords(p.Title, p.Seat, f.seatName), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	if p.Ask != "" {
		box.Add(widget.NewLabelWithStyle(f.askLines(promptWords(p.Ask, p.Seat, f.seatName)), fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	roundEnds := len(v.Hand) == 0
	if lt := v.LastTrick; p.Leader && roundEnds && lt != nil && len(lt.Why) == 1 && lt.Why[0].Take != "" {
		// What the round's last trick scored, before the round's summary
		// comes, so the next leader is chosen knowing it.
		box.Add(widgets.Ruled(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Italic: true}), f.words().Take(lt.Why[0])))
	}
	if last, ok := f.leaderForLastPlace(); ok && p.Leader && !roundEnds {
		// What the choice changes, for a player who has not thought of
		// it: the tutorial's advice, named for this table.
		box.Add(widgets.Ruled(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Italic: true}),
			lang.L("Choose {{.N}} and you play last, seeing every other card first.", map[string]any{"N": f.seatName(last)})))
	}
	row := container.NewHBox(layout.NewSpacer())
	f.promptFocus = nil
	for _, ch := range p.Choices {
		ch := ch
		label := lang.L(ch.Label)
		if ch.Seat >= 0 {
			label = f.seatName(ch.Seat)
		}
		b := widgets.NewKeyButton(label, func() { f.in.submit(ch.Action) })
		// The choices look alike - the first, which has the keyboard's
		// focus, would look chosen if all were filled - but for the one
		// a hint or the guided game marks.
		marked := f.in.hintMarks(ch.Action)
		b.Importance = widget.MediumImportance
		if marked {
			b.Importance = widget.HighImportance
		}
		if !ch.Legal {
			// Shown but not allowed (a bid the rules forbid the dealer):
			// greyed, as a card that may not be played is; the question
			// says why.
			b.Disable()
		}
		row.Add(b)
		if ch.Legal && (f.promptFocus == nil || marked) {
			f.promptFocus = b // Tab goes on to the other choices
		}
	}
	row.Add(layout.NewSpacer())
	box.Add(row)
	bg := widgets.NewOutlinedRect(theme.ColorNameOverlayBackground, 14, gold, 3)
	// In the felt's theme: the prompt joins the felt after the theme was
	// last applied to what it held.
	f.prompt = container.NewThemeOverride(container.NewStack(bg, container.NewPadded(container.NewPadded(box))), f.theme)
}

// askWidth is the widest a prompt's question runs, at the felt's scale 1,
// before it goes on to another line, so a long question (a dealer told
// which bid is forbidden) stays on the felt at 800x600; the shipped games'
// questions, the longest 448 in Japanese, fit on one line.
const askWidth = 480

// askLines is text broken into lines no wider than askWidth at the felt's
// scale (by the rules of Japanese where it is Japanese); a question that
// fits stays on one line.
func (f *feltArea) askLines(text string) string {
	size, scale := theme.TextSize(), float32(1)
	if f.theme != nil {
		size, scale = f.theme.Size(theme.SizeNameText), f.theme.Scale
	}
	measure := func(s string) float32 { return fyne.MeasureText(s, size, fyne.TextStyle{}).Width }
	return strings.Join(linebreak.WrapInside(text, askWidth*scale, measure), "\n")
}

// leaderForLastPlace is the choice of leader after which the player plays
// last in the trick (the first seat still in after the player's, as play
// goes round); false when there is nothing to choose between. It is not
// said for the next round's leader: the round's score may have put the
// player out.
func (f *feltArea) leaderForLastPlace() (int, bool) {
	p := f.model.View().Choosing()
	if p == nil || len(p.Choices) < 2 {
		return 0, false
	}
	n := len(f.model.View().Seats)
	for d := 1; d < n; d++ {
		seat := (f.model.Human() + d) % n
		for _, ch := range p.Choices {
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
	return words.AndList(names)
}

// chosenWords is what the game says to a player another seat named in a
// decision (DecisionSpec.DoneYou: Gudetama's "Aiko chose you to lead"),
// with by the seat that chose; "" for a game that says nothing of it.
func (f *feltArea) chosenWords(by int) string {
	d, ok := app.LookupGame(f.game)
	if !ok {
		return ""
	}
	for _, s := range d.Decisions {
		if s.Value == engine.ValueSeat && s.DoneYou != "" {
			return lang.L(s.DoneYou, map[string]any{"W": f.seatName(by)})
		}
	}
	return ""
}
