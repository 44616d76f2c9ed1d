package ui

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// pump is the animation queue: it takes the session's events one at a
// time and shows each as at a real table (a bot's card flies in from its
// seat, a finished trick stays until taken in and then goes to its
// winners' piles, a round ends with its summary), waiting as long as the
// chosen speed says before the next. The table never waits for it; it
// only paces what is drawn.
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
	p := pacer{ctx: ctx, async: async}
	// The settings are the UI goroutine's: the Settings dialog may replace
	// them while the pump waits.
	var speed app.Speed
	var waitsForClick bool
	p.do(func() { speed, waitsForClick = t.u.Settings.Speed, t.u.Settings.WaitsForClick() })
	switch ev.Kind {
	case app.ActionApplied:
		p.do(t.closeSummary)
		if ev.Seat != t.human && ev.Card != "" && speed.Flight() > 0 && async {
			p.do(func() { t.flyIn(ev.Seat, ev.Card, speed.Flight()) })
			if !p.sleep(speed.Flight()) {
				return false
			}
		}
		p.do(func() { t.applyAction(ev) })
		if ev.Seat != t.human && !p.sleep(restAfter(ev, speed)) {
			return false
		}
	case app.TrickCompleted:
		p.do(func() { t.holdTrick(ev) })
		// More winners, more to read: each adds half a pause.
		pause := speed.Pause() + speed.Pause()/2*time.Duration(max(len(ev.Trick.Why)-1, 0))
		// A guided game always waits: the coach may have more to say.
		if !p.await(t, pause, waitsForTrick(ev.Trick, t.human, waitsForClick, t.coach != nil)) {
			return false
		}
		if speed.Flight() > 0 && async {
			p.do(func() { t.sweepTrick(ev, speed.Flight()) })
			if !p.sleep(speed.Flight()) {
				return false
			}
		}
		p.do(t.releaseTrick)
	case app.RoundOver:
		if ev.Obs != nil && ev.Obs.ToMove().Empty() {
			// The game is over too: the game-over panel says it all.
			return true
		}
		gate := make(chan struct{})
		p.do(func() { t.showRoundSummary(ev, gate) })
		if !async {
			return true
		}
		select {
		case <-gate:
		case <-ctx.Done():
			return false
		}
	case app.GameOver:
		p.do(func() { t.showGameOver(ev) })
	case app.TurnTimedOut:
		p.do(t.tellTimedOut)
	case app.ActionRefused:
		p.do(func() { t.refused(ev.Err) })
	case app.BotFailed:
		p.do(func() { t.tellBotFailed(ev.Seat) })
	case app.SaveFailed:
		p.do(func() { t.u.tellSaveFailed(ev.Err) })
	case app.SeatsChanged:
		p.do(func() {
			t.seats = t.sess.Seats()
			for _, b := range t.seatW {
				b.update()
			}
			// Who plays each seat changes with the seats, not with a
			// move (a player back, a bot standing in, the host going on):
			// the sheet's "bot for now" and the wait note follow them.
			t.side.render()
			t.redraw()
		})
	}
	return true
}

// restAfter is how long the table rests after another seat's action
// before the next: a card's gap, or a trick's pause after a choice said
// to everyone (a choice of leader), which the player reads on the felt
// before play goes on.
func restAfter(ev app.Event, speed app.Speed) time.Duration {
	if saidChoice(ev) {
		return speed.Pause()
	}
	return speed.Gap()
}

// saidChoice reports whether ev is a choice every seat is told, that
// plays no card (a choice of leader): a private one (a split) names only
// its seat.
func saidChoice(ev app.Event) bool {
	k := ev.Move.Kind()
	return ev.Card == "" && k != "" && k != engine.MovePlay
}

// pacer runs the pump's steps: on the UI goroutine and with waits in the
// live app, directly and without waits when a test drives the events.
type pacer struct {
	ctx   context.Context
	async bool
}

// runOnUIAndWait runs f on the UI goroutine and returns once it has run,
// or, in tests, once ctx ended (their UI goroutine may have stopped
// draining).
var runOnUIAndWait = func(_ context.Context, f func()) { fyne.DoAndWait(f) }

// do runs a step of the pump. A step that reaches the UI goroutine after
// the screen closed does nothing: the screen is gone.
func (p pacer) do(f func()) {
	if !p.async {
		f()
		return
	}
	runOnUIAndWait(p.ctx, func() {
		if p.ctx.Err() == nil {
			f()
		}
	})
}

// sleep waits d; false when the screen closed meanwhile.
func (p pacer) sleep(d time.Duration) bool {
	if d <= 0 || !p.async {
		return p.ctx.Err() == nil
	}
	select {
	case <-p.ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}

// await holds the table until the player clicks it or presses Enter, or,
// unless click is set, until limit passes.
func (p pacer) await(t *TableScreen, limit time.Duration, click bool) bool {
	if !p.async || (limit <= 0 && !click) {
		return p.ctx.Err() == nil
	}
	var until time.Time
	if !click {
		until = time.Now().Add(limit)
	}
	proceed := t.gate.open(until)
	p.do(t.renderStatus)
	var timeout, second <-chan time.Time
	if !click {
		timer := time.NewTimer(limit)
		defer timer.Stop()
		timeout = timer.C
		// The status counts the seconds down.
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		second = tick.C
	}
	ok := true
wait:
	for {
		select {
		case <-proceed:
			break wait
		case <-timeout:
			break wait
		case <-second:
			p.do(t.renderStatus)
		case <-p.ctx.Done():
			ok = false
			break wait
		}
	}
	t.gate.shut()
	return ok
}

// feltTapped takes in the trick the table holds.
func (t *TableScreen) feltTapped() { t.gate.goOn() }

// flyIn animates a bot's card from its seat to its trick slot.
func (t *TableScreen) flyIn(seat int, card string, d time.Duration) {
	size := t.area.Size()
	c := t.flyer
	if rasterLater(cardFace(t.game, card), cardPxW, cardPxH, func() {}) == nil {
		// Its picture is still being drawn: a blank card would fly (a
		// player saw a white card over a seat). It lands drawn instead.
		return
	}
	c.show(card, true, false, nil, false)
	c.Resize(t.trickCardSize())
	from := t.seatPos(seat, size).Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	c.Move(from)
	c.Show()
	a := canvas.NewPositionAnimation(from, t.trickSlot(seat, size), d, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// applyAction redraws after an action: the trick so far (or, when this card
// finished the trick, the trick as it stands until TrickCompleted) and
// everything else from the observation. When the action ended the round,
// the next round's deal waits until the round summary is closed.
func (t *TableScreen) applyAction(ev app.Event) {
	t.flyer.Hide()
	if ev.Seat == t.human {
		t.pendingCard = nil
		// A refusal or a hint said before this move no longer applies.
		t.clearMoveMessage()
	}
	if err := t.model.Applied(ev); err != nil {
		t.flash(err.Error())
	}
	t.logLive(ev)
	if ev.Card != "" {
		t.u.play(sound.CardPlayed)
	}
	if saidChoice(ev) && ev.Seat != t.human {
		// Another's choice of leader is said on the felt: only the log
		// said it, and the table looked as if nothing had happened. It
		// stays until the leader's card has landed: flashed between bots'
		// cards, a stranger missed who had chosen whom.
		speed := t.u.Settings.Speed
		t.message.showFor(t.describeEvent(ev), false, max(messageShown, restAfter(ev, speed)+speed.Flight()+speed.Gap()))
	}
	if t.coach != nil {
		t.coach.moveShown() // renders the table too
		return
	}
	t.render()
}

func (t *TableScreen) describeEvent(ev app.Event) string {
	who := t.seatName(ev.Seat)
	// The decision made, in the game's words: the verb tells it even of
	// a private choice, whose move names only its seat.
	var spec engine.DecisionSpec
	decided := false
	if d, ok := app.LookupGame(t.game); ok && ev.Verb != engine.MovePlay {
		spec, decided = d.Decision(ev.Verb)
	}
	switch {
	case decided && ev.Card != "" && spec.Done != "":
		return lang.L(spec.Done, map[string]any{"W": who, "C": cardWords(t.game, ev.Card)})
	case ev.Card != "":
		return lang.L("{{.W}} played {{.C}}", map[string]any{"W": who, "C": cardWords(t.game, ev.Card)})
	case decided && spec.Value == engine.ValueSeat && ev.Move.Kind() == ev.Verb:
		named, err := ev.Move.Int()
		switch {
		case err != nil:
		case named == t.human && spec.DoneYou != "":
			return lang.L(spec.DoneYou, map[string]any{"W": who})
		default:
			return lang.L(spec.Done, map[string]any{"W": who, "L": t.seatName(named)})
		}
	case decided && spec.Done != "":
		return lang.L(spec.Done, map[string]any{"W": who})
	}
	return lang.L("{{.W}} acted", map[string]any{"W": who})
}

// holdTrick shows the completed trick with its winners highlighted and
// named, and keeps it for the history and the round summary.
func (t *TableScreen) holdTrick(ev app.Event) {
	t.flyer.Hide()
	t.record.Trick(ev)
	t.model.TrickDone(*ev.Trick)
	// The trick is over: what was said about a move in it no longer
	// applies.
	t.clearMoveMessage()
	t.u.play(sound.TrickWon)
	t.logLive(ev)
	t.render()
}

// sweepTrick sends each of the trick's cards to the pile of the winner
// who took it.
func (t *TableScreen) sweepTrick(ev app.Event, d time.Duration) {
	size := t.area.Size()
	if len(ev.Trick.Winners) == 0 {
		return
	}
	t.trick.sweeping = true
	for i, c := range t.trick.cards {
		to := t.seatPos(t.takerOf(*ev.Trick, t.trick.plays[i], ev.Obs), size)
		dest := to.Subtract(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
		a := canvas.NewPositionAnimation(c.Position(), dest, d, c.Move)
		a.Curve = fyne.AnimationEaseIn
		a.Start()
	}
	t.trick.showTags(false)
}

// takerOf is the seat whose pile a card of the trick goes to: its only
// winner; else the winner whose pile now shows it; else the winner who
// played the same suit (Gummi splits a trick by colour); else the last.
func (t *TableScreen) takerOf(tr engine.TrickRecord, p engine.PlayRecord, after engine.Observation) int {
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
	suit, _, _ := cardKey(t.game, p.Card)
	for _, w := range tr.Winners {
		for _, q := range tr.Plays {
			if s, _, _ := cardKey(t.game, q.Card); q.Seat == w && s == suit {
				return w
			}
		}
	}
	return tr.Winners[len(tr.Winners)-1]
}

func (t *TableScreen) releaseTrick() {
	t.model.Release()
	t.clearMoveMessage()
	t.trick.sweeping = false
	t.trick.showTags(true)
	if t.coach != nil {
		t.coach.render() // a move the coach asks for is due now
		return
	}
	t.render()
}

// waitsForTrick says whether a finished trick waits for the player's
// click: in a guided game always, otherwise if the player asked for it and
// played in it. A trick of a round the player sits out (out of a Gudetama
// game) holds only for the pause: a stranger had to click after every bot
// trick of a round they were no longer in.
func waitsForTrick(trick *engine.TrickRecord, human int, waitsForClick, guided bool) bool {
	if guided {
		return true
	}
	if !waitsForClick || trick == nil {
		return waitsForClick
	}
	for _, p := range trick.Plays {
		if p.Seat == human {
			return true
		}
	}
	return false
}
