package ui

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// The player's input at the table: dragging, double-clicking and the
// keyboard play cards; a drop in the hand row reorders the hand.

// allPlayable lists the face-down cards then the hand, the keyboard order.
func (t *TableScreen) allPlayable() []*cardWidget {
	out := append([]*cardWidget(nil), t.fdW...)
	return append(out, t.handW...)
}

// actionOf is the action playing a hand or face-down card widget.
func (t *TableScreen) actionOf(c *cardWidget) engine.Action {
	if !c.faceUp {
		var pos int
		if _, err := fmt.Sscanf(c.name, "#%d", &pos); err != nil {
			return engine.NoAction
		}
		return t.model.FacedownAction(pos)
	}
	if cv, ok := t.model.Card(c.name); ok {
		return cv.Action
	}
	return engine.NoAction
}

func (t *TableScreen) wireHandCard(c *cardWidget) {
	c.onDrag = t.cardDragged
	c.onDragEnd = t.cardDropped
	c.onDouble = func(c *cardWidget) { t.playCard(c) }
	c.onTap = func(c *cardWidget) {
		if t.model.View().Phase == engine.Split {
			t.stand.toggle(c.name)
		}
		if t.myTurn() {
			// A newcomer clicks first.
			t.flash(lang.L("Drag the card onto the table to play it (or double-click it)"))
		}
	}
}

func (t *TableScreen) cardDragged(c *cardWidget, ev *fyne.DragEvent) {
	if t.dragging == nil {
		t.dragging = c
		c.lifted = true
		// Raise the card above the others.
		objs := t.area.objects
		for i, o := range objs {
			if o == c {
				copy(objs[i:], objs[i+1:])
				objs[len(objs)-1] = c
				break
			}
		}
		t.setDropHot(false, true)
	}
	c.Move(c.Position().Add(ev.Dragged))
	t.setDropHot(t.overDrop(c), true)
}

func (t *TableScreen) overDrop(c *cardWidget) bool {
	dp, ds := t.dropRect(t.area.Size())
	mid := c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	return mid.X >= dp.X && mid.X <= dp.X+ds.Width && mid.Y >= dp.Y && mid.Y <= dp.Y+ds.Height
}

// setDropHot lights the drop zone while a card is dragged (brighter when
// the card is over it).
func (t *TableScreen) setDropHot(hot, dragging bool) {
	switch {
	case dragging && t.model.View().Phase == engine.PlayCard && hot:
		t.drop.FillColor = dropHotFill
		t.drop.StrokeColor = gold
		t.drop.StrokeWidth = 3
		t.dropText.Text = lang.L("Release to play")
	case dragging && t.model.View().Phase == engine.PlayCard:
		t.drop.FillColor = dropDragFill
		t.drop.StrokeColor = dropDrag
		t.drop.StrokeWidth = 2
		t.dropText.Text = lang.L("Drop here to play")
	default:
		t.drop.FillColor = color.Transparent
		t.drop.StrokeColor = dropIdle
		t.drop.StrokeWidth = 2
		t.dropText.Text = ""
	}
	t.drop.Refresh()
	t.dropText.Refresh()
}

func (t *TableScreen) cardDropped(c *cardWidget) {
	if t.dragging != c {
		return
	}
	t.dragging = nil
	// Drawn back in line now: a later show with the same state would not
	// redraw it, and the pointer that hovered it is where the card was
	// let go, not over its home (a refused card stayed raised).
	c.lifted, c.hovered = false, false
	c.Refresh()
	over := t.overDrop(c)
	t.setDropHot(false, false)
	switch {
	case t.model.View().Phase == engine.Split && c.faceUp:
		if slot, ok := t.stand.slotAt(c); ok {
			t.stand.put(c.name, slot)
			return
		}
		t.stand.remove(c.name)
		t.reorder(c)
	case over:
		t.playCard(c)
	case c.faceUp && t.inHandRow(c):
		t.reorder(c)
	default:
		t.springBack(c)
	}
}

func (t *TableScreen) inHandRow(c *cardWidget) bool {
	_, _, y := t.handRow(t.area.Size())
	return c.Position().Y+c.Size().Height/2 > y-t.cardSize().Height*0.4
}

// reorder moves a dropped hand card to where it was let go.
func (t *TableScreen) reorder(c *cardWidget) {
	x0, step, _ := t.handRow(t.area.Size())
	idx := 0
	if step > 0 {
		idx = int(math.Round(float64((c.Position().X - x0) / step)))
	}
	if !t.model.Move(c.name, idx) {
		t.springBack(c)
		return
	}
	t.render()
}

// springBack returns a card to its place with a short animation.
func (t *TableScreen) springBack(c *cardWidget) {
	from := c.Position()
	to := c.home
	if t.u.Settings.Speed == app.Instant {
		c.Move(to)
		return
	}
	a := canvas.NewPositionAnimation(from, to, 220*time.Millisecond, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// playCard submits the action of a hand or face-down card; a refusal
// springs the card back with the rule's message.
func (t *TableScreen) playCard(c *cardWidget) {
	if !t.myTurn() {
		t.springBack(c)
		switch {
		case t.director.Waits():
			// A card played on a finished trick takes the trick in: the
			// player wants to go on.
			t.feltTapped()
		case t.model.View().Phase == engine.Waiting || t.model.Holding():
			t.flashAboutMove(lang.L("Wait for your turn"))
		}
		c.lifted = false
		c.Refresh()
		return
	}
	a := t.actionOf(c)
	if a == engine.NoAction {
		t.springBack(c)
		return
	}
	// Send never waits on the network: a LAN host's refusal comes back as
	// an ActionRefused event (refused springs the card back then).
	if err := t.sess.Send(a); err != nil {
		t.springBack(c)
		t.tellRefusal(err)
		// It no longer stands raised as it did while dragged.
		t.render()
		return
	}
	t.model.Sent(t.sess.Observation())
	t.forgetHint()
	t.selected = -1
	// The card lands in its trick slot at once, dimmed until the table
	// takes it; the event redraws the rest.
	t.pendingCard = c
	target := t.trickSlot(t.human, t.area.Size())
	c.Resize(t.trickCardSize())
	if c.faceUp {
		c.Move(target)
	}
	if !t.answered() {
		c.dim = true
		c.Refresh()
	}
}

// answered reports whether the last action sent has its answer already (a
// local table answers at once; a LAN host later).
func (t *TableScreen) answered() bool { return t.model.Answered() }

// refused undoes an action the table refused after it was sent: the card
// springs back to the hand and the reason is shown.
func (t *TableScreen) refused(err error) {
	t.model.Refused()
	if c := t.pendingCard; c != nil {
		t.pendingCard = nil
		c.dim = false
		c.Resize(t.cardSize())
		c.Refresh()
		t.springBack(c)
	}
	t.tellRefusal(err)
	t.render()
}

// tellRefusal says why a move was refused: on the table, and in a guided
// game also in the coach's panel, which has room for the whole reason.
func (t *TableScreen) tellRefusal(err error) {
	if t.coach != nil && t.coach.refused(err) {
		// The coach's panel says why; the felt stays clear (a flash lay
		// over the draft's buttons).
		return
	}
	t.flashAboutMove(upperFirst(refusalText(t.game, err)))
}

// submit sends a non-card action (a lead choice, a split, a pick).
func (t *TableScreen) submit(a engine.Action) {
	if t.model.Busy() {
		return
	}
	if err := t.sess.Send(a); err != nil {
		t.tellRefusal(err)
		return
	}
	t.model.Sent(t.sess.Observation())
	t.forgetHint()
	t.pendingCard = nil
	t.prompt = nil
	t.render()
}

// handFocused picks out the first card as the hand gets the focus.
func (t *TableScreen) handFocused() {
	if t.selected < 0 && len(t.allPlayable()) > 0 {
		t.selected = 0
		t.render()
	}
}

// keyboard: arrows move the selection, Enter plays it (during the Trick of
// Trip split, Enter or Space puts it in the stand or takes it out); while
// a finished trick waits, Enter or Space takes it in; on a round summary
// or game over, Enter is its main button; Escape opens the menu.
func (t *TableScreen) typedKey(ev *fyne.KeyEvent) {
	if t.link.visible() {
		// Nothing can be played while the host cannot be reached.
		return
	}
	if t.coach != nil && t.panel == nil && t.coach.typedKey(ev) {
		return
	}
	enter := ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter
	if t.director.Waits() && (enter || ev.Name == fyne.KeySpace) {
		t.feltTapped()
		return
	}
	if t.panel != nil {
		if enter && t.panelPrimary != nil {
			t.panelPrimary()
		}
		return
	}
	if ev.Name == fyne.KeyEscape {
		t.showMenu()
		return
	}
	cards := t.allPlayable()
	if len(cards) == 0 {
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		if t.selected <= 0 {
			t.selected = len(cards) - 1
		} else {
			t.selected--
		}
		t.render()
	case fyne.KeyRight:
		t.selected = (t.selected + 1) % len(cards)
		t.render()
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if t.selected < 0 || t.selected >= len(cards) {
			return
		}
		switch {
		case t.model.View().Phase == engine.Split && cards[t.selected].faceUp:
			t.stand.toggle(cards[t.selected].name)
		case ev.Name != fyne.KeySpace:
			t.playCard(cards[t.selected])
		}
	}
}
