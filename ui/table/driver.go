package table

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// Driver drives a table screen from outside its package, as a player
// would and one event at a time: a screen started Manual leaves its
// session's events to its caller, who steps them (Events, Show), reads
// what a player would see (Shown) and acts (Play, Submit, GoOn...). ui's
// tests play whole games through the window this way, without reaching
// into the table.
type Driver struct{ t *Screen }

// Drive is the driver of screen t.
func Drive(t *Screen) Driver { return Driver{t} }

// Events are the session's events a Manual screen leaves for its caller
// (nil when the screen runs its own pump).
func (d Driver) Events() <-chan app.Event {
	return d.t.run.events
}

// Show shows ev at once, as the pump would show it.
func (d Driver) Show(ev app.Event) {
	d.t.handle(context.Background(), ev, false)
}

// Shown is what the table shows the player at a moment.
type Shown struct {
	// View is the game as the table shows it (a finished trick still on
	// the felt while it is held).
	View engine.View
	// Seats are the seats as the table knows them; Names their names as
	// the felt writes them.
	Seats []app.SeatInfo
	Names []string
	// Plates are the second lines of the seats' plates: level or role,
	// cards in hand, a turn's countdown.
	Plates []string
	// Hand are the player's cards in the order shown, and Legal those of
	// them that may be played now.
	Hand, Legal []string
	// Status is the status line; Message the felt's message ("" when
	// none); Log the game log's lines.
	Status, Message string
	Log             []string
	// Busy: a move of the player's is on its way. Holding: a finished
	// trick is held on the felt. DealHeld: the next deal waits under the
	// round summary. Asked: the table waits for the player.
	Busy, Holding, DealHeld, Asked bool
	// Panel is the round summary or the game's results over the felt,
	// nil when neither is up; Round says it is a round summary.
	Panel fyne.CanvasObject
	Round bool
	// Waiting is the sidebar's note of the players the table waits for,
	// "" when it waits for nobody.
	Waiting string
	// Tricks are the tricks so far, as History and the round's
	// breakdown tell them.
	Tricks []engine.TrickRecord
	// CoachDue: a guided game's coach shows its step; CoachMove: the
	// step asks for a move; CoachNext: its Next button is up.
	CoachDue, CoachMove, CoachNext bool
}

// Shown is what the table shows now.
func (d Driver) Shown() Shown {
	t := d.t
	f := t.felt
	s := Shown{
		View:     t.model.View(),
		Status:   f.status.text.Text,
		Message:  f.message.said,
		Log:      append([]string(nil), t.panel.side.logLines...),
		Busy:     t.model.Busy(),
		Holding:  t.model.Holding(),
		DealHeld: t.model.DealHeld(),
		Tricks:   t.record.Tricks(),
		Seats:    append([]app.SeatInfo(nil), t.model.Seats()...),
		Asked:    f.asked(),
		Panel:    f.panel.obj,
		Round:    f.panel.round,
	}
	if w := t.panel.side.wait.text; w.Visible() {
		s.Waiting = w.Text()
	}
	if c := t.coach; c != nil {
		s.CoachDue, s.CoachMove, s.CoachNext = c.due, c.cur.Move, !c.next.Hidden
	}
	for i := range t.model.Seats() {
		s.Names = append(s.Names, f.seatName(i))
	}
	for _, w := range f.seatW {
		s.Plates = append(s.Plates, w.info.Text)
	}
	for _, w := range f.handW {
		s.Hand = append(s.Hand, w.name)
		if c, ok := t.model.Card(w.name); ok && c.Legal {
			s.Legal = append(s.Legal, w.name)
		}
	}
	return s
}

// Play plays card from the hand as dropping it on the table does; false
// when the hand shows no such card.
func (d Driver) Play(card string) bool {
	t := d.t
	for _, w := range t.felt.handW {
		if w.name == card {
			t.input.playCard(w)
			return true
		}
	}
	return false
}

// Submit sends a as the player's move, as the table's own input does.
func (d Driver) Submit(a engine.Action) {
	d.t.input.submit(a)
}

// CanUndo reports whether the player has a move to take back now.
func (d Driver) CanUndo() bool { return takeBack{d.t}.possible() }

// OpenMenu opens the table's menu, as its button does.
func (d Driver) OpenMenu() {
	d.t.showMenu()
}

// GoOn does what the player does to go on: takes a held trick in, or
// closes the round summary over the next deal.
func (d Driver) GoOn() {
	t := d.t
	switch {
	case t.model.Holding():
		t.releaseTrick()
	case t.model.DealHeld():
		t.closeSummary()
	}
}

// OpenHistory opens the tricks so far, as the sidebar's button does.
func (d Driver) OpenHistory() {
	d.t.showHistory()
}

// CoachNext presses a guided game's Next; false when it is not up.
func (d Driver) CoachNext() bool {
	t := d.t
	if t.coach == nil || t.coach.next.Hidden {
		return false
	}
	t.coach.goOn()
	return true
}

// AskLeave asks the player whether to leave, as the menu's Leave does.
func (d Driver) AskLeave() {
	d.t.shell.AskLeave(d.t.coach != nil)
}
