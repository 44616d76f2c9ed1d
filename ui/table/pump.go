package table

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// pump feeds the session's events, one at a time, to the director
// (tablemodel.Director), which turns each into the steps that show it and
// waits between them at the chosen pace; the pump only carries the steps
// out on the UI goroutine (carry).
func (t *Screen) pump(ctx context.Context, events <-chan app.Event) {
	defer close(t.run.done)
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
// the Shell's Do, waiting for each, and the director waits between steps; otherwise (headless
// tests drive events themselves on the test goroutine) it runs them
// directly and never waits for a person. It returns false when ctx ended.
func (t *Screen) handle(ctx context.Context, ev app.Event, async bool) bool {
	show, over := takeBack{t}.showing(ev)
	if over {
		// Of a line of play the player took back (undo.go).
		return ctx.Err() == nil
	}
	p := pacer{ctx: show, async: async, ui: t.shell.Do}
	if ev.Kind == app.Undone {
		p.do(func() { takeBack{t}.rewind(ev) })
		return ctx.Err() == nil
	}
	// The settings are the UI goroutine's: the Settings dialog may replace
	// them while the pump waits.
	var pace tablemodel.Pace
	p.do(func() { pace = paceOf(t.shell.Settings(), t.sess) })
	// A show called off by an undo is not the screen's end.
	return t.director.Show(show, ev, pace, func(s tablemodel.Step) { p.do(func() { t.carry(s) }) }) || ctx.Err() == nil
}

// paceOf is the director's pace from the player's settings and, at a
// table with a turn timer, its host's holds.
func paceOf(s app.Settings, sess app.Session) tablemodel.Pace {
	pace := tablemodel.Pace{Flight: s.Speed.Flight(), Gap: s.Speed.Gap(), Pause: s.Speed.Pause(), WaitsForClick: s.WaitsForClick()}
	if c, ok := sess.(app.Clocked); ok {
		pace.TrickHold, pace.RoundHold = c.ReadingHolds()
	}
	return pace
}

// carry carries out one of the director's steps.
func (t *Screen) carry(s tablemodel.Step) {
	ev := s.Event
	switch s.Kind {
	case tablemodel.CloseSummary:
		t.closeSummary()
	case tablemodel.FlyIn:
		t.felt.flyIn(ev.Seat, ev.Card, s.For)
	case tablemodel.Apply:
		t.applyAction(ev)
	case tablemodel.Hold:
		t.holdTrick(ev)
	case tablemodel.Tick:
		t.felt.renderStatus()
	case tablemodel.Sweep:
		t.felt.sweepTrick(ev, s.For)
	case tablemodel.Release:
		t.releaseTrick()
	case tablemodel.RoundSummary:
		t.showRoundSummary(ev, s.Next)
	case tablemodel.GameOver:
		t.showGameOver(ev)
	case tablemodel.Tell:
		t.tell(ev)
	}
}

// tell says an event that only needs saying.
func (t *Screen) tell(ev app.Event) {
	// said goes in the log and on the table: the player's turn timer ran
	// out, or a bot could not decide and its first legal move was played.
	var said string
	switch ev.Kind {
	case app.TurnTimedOut:
		said = lang.L("Your time ran out: a bot played this turn for you.")
	case app.ActionRefused:
		t.input.refused(ev.Err)
	case app.BotFailed:
		said = lang.L("{{.Name}} could not decide, so its first legal move was played; the game goes on.",
			map[string]any{"Name": t.felt.seatName(ev.Seat)})
	case app.SaveFailed:
		t.shell.SaveFailed(ev.Err)
	case app.SeatsChanged:
		t.model.SetSeats(t.sess.Seats())
		for _, b := range t.felt.seatW {
			b.update()
		}
		// Who plays each seat changes with the seats, not with a
		// move (a player back, a bot standing in, the host going on):
		// the sheet's "bot for now" and the wait note follow them.
		t.panel.side.render()
		t.felt.redraw()
	}
	if said != "" {
		t.felt.announce(said)
	}
}

// pacer runs the director's steps: on the UI goroutine in the live app,
// directly when a test drives the events.
type pacer struct {
	ctx   context.Context
	async bool
	// ui hands a function to the UI goroutine: the Shell's Do, the one
	// way there, which the window keeps from running anything once its
	// loop is gone (Fyne then runs what it is handed on the caller's
	// goroutine: the seats' plates were redrawn off the UI goroutine).
	ui func(func())
}

// do runs a step of the pump and returns once it has run, or once the
// screen closed (the UI goroutine may no longer take anything). A step
// that reaches the UI goroutine after the screen closed does nothing: the
// screen is gone.
func (p pacer) do(f func()) {
	if !p.async {
		f()
		return
	}
	done := make(chan struct{})
	p.ui(func() {
		defer close(done)
		if p.ctx.Err() == nil {
			f()
		}
	})
	select {
	case <-done:
	case <-p.ctx.Done():
	}
}

// feltTapped takes in the trick the table holds.
func (f *feltArea) feltTapped() { f.director.GoOn() }

// flyIn animates a bot's card from its seat to its trick slot.
func (f *feltArea) flyIn(seat int, card string, d time.Duration) {
	size := f.Size()
	c := f.flyer
	if art.RasterLater(art.CardFace(f.game, card), art.CardPxW, art.CardPxH, func() {}) == nil {
		// Its picture is still being drawn: a blank card would fly (a
		// player saw a white card over a seat). It lands drawn instead.
		return
	}
	c.show(card, true, false, nil, false)
	c.Resize(f.trickCardSize())
	from := f.seatPos(seat, size).Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	c.Move(from)
	c.Show()
	a := canvas.NewPositionAnimation(from, f.trickSlot(seat, size), d, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// applyAction redraws after an action: the trick so far (or, when this card
// finished the trick, the trick as it stands until TrickCompleted) and
// everything else from the observation. When the action ended the round,
// the next round's deal waits until the round summary is closed.
func (t *Screen) applyAction(ev app.Event) {
	t.felt.flyer.Hide()
	if ev.Seat == t.model.Human() {
		// A refusal or a hint said before this move no longer applies.
		t.felt.clearMoveMessage()
	}
	if t.opening != "" {
		// Who leads first is said by the first card down; the felt's
		// word for it would now hide why the player's cards are greyed.
		t.felt.message.clearIf(t.opening)
		t.opening = ""
	}
	waited := !t.felt.myTurn()
	if err := t.model.Applied(ev); err != nil {
		t.felt.flash(err.Error())
	}
	if waited && t.felt.myTurn() {
		// A card tried while the others played was told to wait; the
		// wait is over, and the words would now contradict "Your turn".
		t.felt.clearMoveMessage()
	}
	t.logLive(ev)
	if ev.Card != "" {
		t.shell.Play(sound.CardPlayed)
	}
	if tablemodel.SaidChoice(ev) && ev.Seat != t.model.Human() {
		// Another's choice of leader is said on the felt, not only in the
		// log, or the table looks as if nothing happened. It stays until
		// the leader's card has landed: flashed between bots' cards, it
		// is easily missed, and with it who chose whom.
		speed := t.shell.Settings().Speed
		t.felt.message.showFor(eventWords(t.felt.words(), ev), false, max(messageShown, tablemodel.RestAfter(ev, paceOf(t.shell.Settings(), t.sess))+speed.Flight()+speed.Gap()))
	}
	if t.coach != nil {
		t.coach.moveShown() // renders the table too
		return
	}
	t.Render()
}

// eventWords says another seat's action (or the player's) in the log's
// and the felt's words.
func eventWords(tw words.Trick, ev app.Event) string {
	// The decision made, in the game's words: the verb tells it even of
	// a private choice, whose move names only its seat.
	var spec engine.DecisionSpec
	decided := false
	if d, ok := app.LookupGame(tw.Game); ok && ev.Verb != engine.MovePlay {
		spec, decided = d.Decision(ev.Verb)
	}
	said := decidedWords(tw, ev, spec, decided)
	who := tw.Name(ev.Seat)
	if ev.StoodIn {
		// The player is away: the log must not say they chose it.
		if ev.Card != "" {
			return lang.L("A bot played {{.C}} for {{.W}}, who is away", map[string]any{"W": who, "C": words.Card(tw.Game, ev.Card)})
		}
		return lang.L("{{.Said}}: a bot's choice for {{.W}}, who is away", map[string]any{"Said": said, "W": who})
	}
	if !ev.TimedOut {
		return said
	}
	// The player did not play it: their time ran out and a bot did.
	if ev.Card != "" {
		return lang.L("A bot played {{.C}} for {{.W}}: time ran out", map[string]any{"W": who, "C": words.Card(tw.Game, ev.Card)})
	}
	return lang.L("{{.Said}}: a bot's choice for {{.W}}, whose time ran out", map[string]any{"Said": said, "W": who})
}

// decidedWords says ev in the words of spec, the game's declaration of
// the decision ev made (decided false: a card played, or a decision the
// game does not declare).
func decidedWords(tw words.Trick, ev app.Event, spec engine.DecisionSpec, decided bool) string {
	who := tw.Name(ev.Seat)
	switch {
	case decided && ev.Card != "" && spec.Done != "":
		return lang.L(spec.Done, map[string]any{"W": who, "C": words.Card(tw.Game, ev.Card)})
	case ev.Card != "":
		return lang.L("{{.W}} played {{.C}}", map[string]any{"W": who, "C": words.Card(tw.Game, ev.Card)})
	case decided && spec.Value == engine.ValueSeat && ev.Move.Kind() == ev.Verb:
		named, err := ev.Move.Int()
		switch {
		case err != nil:
		case named == tw.Human && spec.DoneYou != "":
			return lang.L(spec.DoneYou, map[string]any{"W": who})
		default:
			return lang.L(spec.Done, map[string]any{"W": who, "L": tw.Name(named)})
		}
	case decided && spec.Value == engine.ValueNumber && ev.Move.Kind() == ev.Verb && spec.Done != "":
		// A public number (a bid) is said with the decision, so the log
		// tells every bid, not only the plates' tags of this round.
		if n, err := ev.Move.Int(); err == nil {
			return lang.L(spec.Done, map[string]any{"W": who, "N": n})
		}
	case decided && spec.Done != "":
		return lang.L(spec.Done, map[string]any{"W": who})
	}
	return lang.L("{{.W}} acted", map[string]any{"W": who})
}

// holdTrick shows the completed trick with its winners highlighted and
// named, and keeps it for the history and the round summary.
func (t *Screen) holdTrick(ev app.Event) {
	t.felt.flyer.Hide()
	t.record.Trick(ev)
	t.model.TrickDone(*ev.Trick)
	// The trick is over: what was said about a move in it no longer
	// applies.
	t.felt.clearMoveMessage()
	t.shell.Play(sound.TrickWon)
	t.logLive(ev)
	t.Render()
}

// sweepTrick sends each of the trick's cards to the pile of the winner
// who took it.
func (f *feltArea) sweepTrick(ev app.Event, d time.Duration) {
	size := f.Size()
	if len(ev.Trick.Winners) == 0 {
		return
	}
	f.trick.sweeping = true
	for i, c := range f.trick.cards {
		to := f.seatPos(f.takerOf(*ev.Trick, f.trick.plays[i], ev.Obs), size)
		dest := to.Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
		a := canvas.NewPositionAnimation(c.Position(), dest, d, c.Move)
		a.Curve = fyne.AnimationEaseIn
		a.Start()
	}
	f.trick.showTags(false)
}

// takerOf is the seat whose pile a card of the trick goes to: its only
// winner; else the winner whose pile now shows it; else the winner who
// played the same suit (Gummi splits a trick by colour); else the last.
func (f *feltArea) takerOf(tr engine.TrickRecord, p engine.PlayRecord, after engine.Observation) int {
	if len(tr.Winners) == 1 {
		return tr.Winners[0]
	}
	if v, err := app.ViewOf(after); err == nil && v.Round == tr.Round {
		for _, w := range tr.Winners {
			if w < len(v.Seats) {
				for _, name := range v.Seats[w].Won {
					if name == p.Card {
						return w
					}
				}
			}
		}
	}
	suit, _, _ := art.CardKey(f.game, p.Card)
	for _, w := range tr.Winners {
		for _, q := range tr.Plays {
			if s, _, _ := art.CardKey(f.game, q.Card); q.Seat == w && s == suit {
				return w
			}
		}
	}
	return tr.Winners[len(tr.Winners)-1]
}

func (t *Screen) releaseTrick() {
	t.model.Release()
	t.felt.clearMoveMessage()
	t.felt.trick.sweeping = false
	t.felt.trick.showTags(true)
	if t.coach != nil {
		t.coach.render() // a move the coach asks for is due now
		return
	}
	t.Render()
}
