package table

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// tableInput is the player's input at the table: dragging,
// double-clicking and the keyboard play cards, a drop in the hand row
// reorders the hand, and a move made is sent through send. It holds the
// model it asks what the player may do and the felt its cards lie on.
type tableInput struct {
	shell Shell
	model *tablemodel.Model
	felt  *feltArea
	// send sends an action to the table and returns the table's
	// observation right after it.
	send func(engine.Action) (engine.Observation, error)
	// render draws the table again; menu opens the in-game menu.
	render, menu func()
	coach        *coach
	link         *LinkLayer

	selected int // keyboard selection in the hand, -1 for none
	dragging *cardWidget
	hinted   engine.Action
	// hintSame are the moves the hint says are as good as hinted
	// (app.Hint.SameActions): marked with it, so the words' "any of
	// these" points at every one.
	hintSame []engine.Action
	// hintMove is the asked hint's move while it is still to be made: in
	// the draft it marks the split's first set, or the set to pick.
	hintMove *engine.Move
	// forced is the play of a forced card waiting for its pause
	// (forced.go).
	forced forcedPlay
}

func newTableInput(shell Shell, model *tablemodel.Model, felt *feltArea, send func(engine.Action) (engine.Observation, error)) *tableInput {
	return &tableInput{shell: shell, model: model, felt: felt, send: send, selected: -1, hinted: engine.NoAction}
}

// allPlayable lists the face-down cards then the hand, the keyboard order.
func (in *tableInput) allPlayable() []*cardWidget {
	out := append([]*cardWidget(nil), in.felt.fdW...)
	return append(out, in.felt.handW...)
}

// actionOf is the action playing a hand or face-down card widget.
func (in *tableInput) actionOf(c *cardWidget) engine.Action {
	if !c.faceUp {
		var pos int
		if _, err := fmt.Sscanf(c.name, "#%d", &pos); err != nil {
			return engine.NoAction
		}
		return in.model.RowAction(pos)
	}
	if cv, ok := in.model.Card(c.name); ok {
		return cv.Action
	}
	return engine.NoAction
}

func (in *tableInput) wireHandCard(c *cardWidget) {
	c.onDrag = in.cardDragged
	c.onDragEnd = in.cardDropped
	c.onDouble = func(c *cardWidget) {
		// In the draft a double-click, like a click, moves the card
		// between the hand and the stand.
		if !in.arrange(c) {
			in.playCard(c)
		}
	}
	c.onTap = func(c *cardWidget) {
		in.arrange(c)
		if in.felt.myTurn() {
			if a := in.actionOf(c); a != engine.NoAction && in.model.MayPlay() && !slices.Contains(in.model.Allowed(), a) {
				// A greyed card: why it may not be played, at once,
				// not an invitation to try it.
				if why := in.felt.greyedWhy(); why != "" {
					in.felt.flashAboutMove(why)
					return
				}
			}
			// A newcomer clicks first.
			in.felt.flash(lang.L("Drag the card onto the table to play it (or double-click it)"))
		}
	}
}

// arrange moves c between the hand and the stand while the draft is
// being arranged, and says whether it did.
func (in *tableInput) arrange(c *cardWidget) bool {
	if in.model.View().Arranging() == nil {
		return false
	}
	in.felt.stand.toggle(c.name)
	return true
}

func (in *tableInput) cardDragged(c *cardWidget, ev *fyne.DragEvent) {
	if in.dragging == nil {
		in.dragging = c
		c.lifted = true
		// Raise the card above the others.
		objs := in.felt.objs
		for i, o := range objs {
			if o == c {
				copy(objs[i:], objs[i+1:])
				objs[len(objs)-1] = c
				break
			}
		}
		in.setDropHot(false, true)
	}
	c.Move(c.Position().Add(ev.Dragged))
	in.setDropHot(in.overDrop(c), true)
}

// overDrop says a dragged card covers the drop zone enough to be played
// there: a quarter of it over the zone. Its middle had to be inside, and a
// card hanging over the zone's foot (the status line's band under the
// trick) neither lit the zone nor played, though it looked dropped on it.
// The zone lights by the same test that plays the card.
func (in *tableInput) overDrop(c *cardWidget) bool {
	dp, ds := in.felt.dropRect(in.felt.Size())
	cp, cs := c.Position(), c.Size()
	w := min(cp.X+cs.Width, dp.X+ds.Width) - max(cp.X, dp.X)
	h := min(cp.Y+cs.Height, dp.Y+ds.Height) - max(cp.Y, dp.Y)
	return w > 0 && h > 0 && w*h >= cs.Width*cs.Height/4
}

// setDropHot lights the drop zone while a card is dragged (brighter when
// the card is over it).
func (in *tableInput) setDropHot(hot, dragging bool) {
	switch {
	case dragging && in.model.View().Phase == engine.PlayCard && hot:
		in.felt.drop.FillColor = dropHotFill
		in.felt.drop.StrokeColor = gold
		in.felt.drop.StrokeWidth = 3
		in.felt.dropText.Text = lang.L("Release to play")
	case dragging && in.model.View().Phase == engine.PlayCard:
		in.felt.drop.FillColor = dropDragFill
		in.felt.drop.StrokeColor = dropDrag
		in.felt.drop.StrokeWidth = 2
		in.felt.dropText.Text = lang.L("Drop here to play")
	default:
		in.felt.drop.FillColor = color.Transparent
		in.felt.drop.StrokeColor = dropIdle
		in.felt.drop.StrokeWidth = 2
		in.felt.dropText.Text = ""
	}
	in.felt.drop.Refresh()
	in.felt.dropText.Refresh()
}

func (in *tableInput) cardDropped(c *cardWidget) {
	if in.dragging != c {
		return
	}
	in.dragging = nil
	// Drawn back in line now: a later show with the same state would not
	// redraw it, and the pointer that hovered it is where the card was
	// let go, not over its home (a refused card stayed raised).
	c.lifted, c.hovered = false, false
	c.Refresh()
	over := in.overDrop(c)
	in.setDropHot(false, false)
	switch {
	case in.model.View().Arranging() != nil && c.faceUp:
		if slot, ok := in.felt.stand.slotAt(c); ok {
			in.felt.stand.put(c.name, slot)
			return
		}
		in.felt.stand.remove(c.name)
		in.reorder(c)
	case over:
		in.playCard(c)
	case c.faceUp && in.inHandRow(c):
		in.reorder(c)
	default:
		in.springBack(c)
	}
}

func (in *tableInput) inHandRow(c *cardWidget) bool {
	_, _, y := in.felt.handRow(in.felt.Size())
	return c.Position().Y+c.Size().Height/2 > y-in.felt.cardSize().Height*0.4
}

// reorder moves a dropped hand card to where it was let go.
func (in *tableInput) reorder(c *cardWidget) {
	x0, step, _ := in.felt.handRow(in.felt.Size())
	idx := 0
	if step > 0 {
		idx = int(math.Round(float64((c.Position().X - x0) / step)))
	}
	if !in.model.Move(c.name, idx) {
		in.springBack(c)
		return
	}
	in.render()
}

// springBack returns a card to its place with a short animation.
func (in *tableInput) springBack(c *cardWidget) {
	from := c.Position()
	to := c.home
	if in.shell.Settings().Speed == app.Instant {
		c.Move(to)
		return
	}
	a := canvas.NewPositionAnimation(from, to, 220*time.Millisecond, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// playCard submits the action of a hand or face-down card; a refusal
// springs the card back with the rule's message.
func (in *tableInput) playCard(c *cardWidget) {
	if !in.felt.myTurn() {
		in.springBack(c)
		switch {
		case in.felt.director.Waits():
			// A card played on a finished trick takes the trick in: the
			// player wants to go on.
			in.felt.feltTapped()
		case in.model.View().Phase == engine.Waiting || in.model.Holding():
			in.felt.flashAboutMove(lang.L("Wait for your turn"))
		}
		c.lifted = false
		c.Refresh()
		return
	}
	a := in.actionOf(c)
	if a == engine.NoAction {
		in.springBack(c)
		return
	}
	// Send never waits on the network: a LAN host's refusal comes back as
	// an ActionRefused event (refused springs the card back then).
	live, err := in.send(a)
	if err != nil {
		in.springBack(c)
		in.tellRefusal(err)
		// It no longer stands raised as it did while dragged.
		in.render()
		return
	}
	// The card lands in its trick slot at once, dimmed until the table
	// takes it; the event redraws the rest.
	in.model.SentCard(live, c.name)
	in.forgetHint()
	in.selected = -1
	target := in.felt.trickSlot(in.model.Human(), in.felt.Size())
	c.Resize(in.felt.trickCardSize())
	if c.faceUp {
		c.Move(target)
	}
	if !in.answered() {
		c.dim = true
		c.Refresh()
	}
}

// answered reports whether the last action sent has its answer already (a
// local table answers at once; a LAN host later).
func (in *tableInput) answered() bool { return in.model.Answered() }

// refused undoes an action the table refused after it was sent: the card
// springs back to the hand and the reason is shown.
func (in *tableInput) refused(err error) {
	c := in.felt.pendingCard()
	in.model.Refused()
	if c != nil {
		c.dim = false
		c.Resize(in.felt.cardSize())
		c.Refresh()
		in.springBack(c)
	}
	in.tellRefusal(err)
	in.render()
}

// tellRefusal says why a move was refused: on the table, and in a guided
// game also in the coach's panel, which has room for the whole reason.
func (in *tableInput) tellRefusal(err error) {
	if in.coach != nil && in.coach.refused(err) {
		// The coach's panel says why; the felt stays clear (a flash lay
		// over the draft's buttons).
		return
	}
	in.felt.flashAboutMove(words.UpperFirst(words.Refusal(in.felt.game, err)))
}

// submit sends a non-card action (a lead choice, a split, a pick).
func (in *tableInput) submit(a engine.Action) {
	if in.model.Busy() {
		return
	}
	live, err := in.send(a)
	if err != nil {
		in.tellRefusal(err)
		return
	}
	in.model.Sent(live)
	in.forgetHint()
	in.felt.prompt = nil
	in.render()
}

// handFocused picks out the first card as the hand gets the focus.
func (in *tableInput) handFocused() {
	if in.selected < 0 && len(in.allPlayable()) > 0 {
		in.selected = 0
		in.render()
	}
}

// keyboard: arrows move the selection, Enter plays it (during the Trick of
// Trip split, Enter or Space puts it in the stand or takes it out); while
// a finished trick waits, Enter or Space takes it in; on a round summary
// or game over, Enter is its main button; Escape opens the menu.
func (in *tableInput) typedKey(ev *fyne.KeyEvent) {
	if in.link.Visible() {
		// Nothing can be played while the host cannot be reached.
		return
	}
	if in.coach != nil && in.felt.panel.obj == nil && in.coach.typedKey(ev) {
		return
	}
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	if in.felt.director.Waits() && (enter || ev.Name == fyne.KeySpace) {
		in.felt.feltTapped()
		return
	}
	if in.felt.panel.obj != nil {
		if enter && in.felt.panel.primary != nil {
			in.felt.panel.primary()
		}
		return
	}
	if ev.Name == fyne.KeyEscape {
		in.menu()
		return
	}
	cards := in.allPlayable()
	if len(cards) == 0 {
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		if in.selected <= 0 {
			in.selected = len(cards) - 1
		} else {
			in.selected--
		}
		in.render()
	case fyne.KeyRight:
		in.selected = (in.selected + 1) % len(cards)
		in.render()
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if in.selected < 0 || in.selected >= len(cards) {
			return
		}
		switch {
		case in.model.View().Arranging() != nil && cards[in.selected].faceUp:
			in.felt.stand.toggle(cards[in.selected].name)
		case ev.Name != fyne.KeySpace:
			in.playCard(cards[in.selected])
		}
	}
}
