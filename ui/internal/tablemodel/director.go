package tablemodel

import (
	"context"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// StepKind is what a step of the director shows.
type StepKind int

// The steps that show the session's events. The screen carries each out
// on its UI goroutine; the director waits between them.
const (
	// CloseSummary puts a round summary still up away and shows the deal
	// it held back (an action of the next round is coming).
	CloseSummary StepKind = iota
	// FlyIn flies another seat's card in from its seat, over For.
	FlyIn
	// Apply shows the event's action.
	Apply
	// Hold shows the finished trick, held with its winners named.
	Hold
	// Tick shows the held trick's wait again: its countdown, or that it
	// waits for the player.
	Tick
	// Sweep sends the trick's cards to their winners' piles, over For.
	Sweep
	// Release takes the trick in: the table plays on.
	Release
	// RoundSummary shows the round's summary; the screen closes Next when
	// the player asks for the next round.
	RoundSummary
	// GameOver shows the results.
	GameOver
	// Tell says any other event at once (a refusal, a timeout, the seats
	// changed).
	Tell
)

// Step is one thing the screen does to show an event.
type Step struct {
	Kind  StepKind
	Event app.Event
	// For is how long the step's animation runs (FlyIn, Sweep).
	For time.Duration
	// Next is closed by the screen when the player is done with the round
	// summary (RoundSummary only).
	Next chan struct{}
}

// Pace is the chosen pace, read from the settings for each event.
type Pace struct {
	// Flight is a card's flight (zero: cards jump).
	Flight time.Duration
	// Gap is the rest after another seat's card.
	Gap time.Duration
	// Pause is how long a finished trick stays by itself.
	Pause time.Duration
	// WaitsForClick: the player asked finished tricks to wait for them.
	WaitsForClick bool
	// TrickHold and RoundHold, when set, are the longest a finished
	// trick and a round's summary may hold the table (a LAN table with a
	// turn timer, whose host then runs the next turn's clock): a trick
	// then never waits for a click.
	TrickHold, RoundHold time.Duration
}

// Clock is the director's time: the real one in the app, a fake in tests.
type Clock interface {
	Now() time.Time
	// After sends the time once d has passed.
	After(d time.Duration) <-chan time.Time
}

// RealClock is the wall clock.
type RealClock struct{}

// Now implements Clock.
func (RealClock) Now() time.Time { return time.Now() }

// After implements Clock.
func (RealClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Director paces the table: it turns each of the session's events into
// the steps that show it, as at a real table (a bot's card flies in from
// its seat, a finished trick stays until taken in and then goes to its
// winners' piles, a round ends with its summary), and waits between them
// as long as the pace says. The table never waits for it; it only paces
// what is shown.
type Director struct {
	// Gate is the wait on a held trick, which the player's click ends.
	Gate
	// Human is the player's seat (-1: a spectator).
	Human int
	// Guided: a guided game, whose tricks always wait for the player (the
	// coach may have more to say).
	Guided bool
	// Live: the director waits between steps and animates (the app).
	// Otherwise (a test driving the events itself) it hands every step
	// over at once, without animations, and never waits for a person.
	Live bool
	// Clock is the director's time; nil is the wall clock.
	Clock Clock
}

func (d *Director) clock() Clock {
	if d.Clock == nil {
		return RealClock{}
	}
	return d.Clock
}

// Show hands the steps showing ev to do, one at a time, and waits as the
// pace says between them. It returns false when ctx ended meanwhile: the
// screen is gone.
func (d *Director) Show(ctx context.Context, ev app.Event, pace Pace, do func(Step)) bool {
	switch ev.Kind {
	case app.ActionApplied:
		do(Step{Kind: CloseSummary, Event: ev})
		if ev.Seat != d.Human && ev.Card != "" && pace.Flight > 0 && d.Live {
			do(Step{Kind: FlyIn, Event: ev, For: pace.Flight})
			if !d.sleep(ctx, pace.Flight) {
				return false
			}
		}
		do(Step{Kind: Apply, Event: ev})
		if ev.Seat != d.Human && !d.sleep(ctx, RestAfter(ev, pace)) {
			return false
		}
	case app.TrickCompleted:
		do(Step{Kind: Hold, Event: ev})
		// More winners, more to read: each adds half a pause.
		pause := pace.Pause
		if ev.Trick != nil {
			pause += pace.Pause / 2 * time.Duration(max(len(ev.Trick.Why)-1, 0))
		}
		click := WaitsForTrick(ev.Trick, d.Human, pace.WaitsForClick, d.Guided)
		if pace.TrickHold > 0 {
			click, pause = false, min(pause, pace.TrickHold)
		}
		if !d.await(ctx, pause, click, do) {
			return false
		}
		if pace.Flight > 0 && d.Live {
			do(Step{Kind: Sweep, Event: ev, For: pace.Flight})
			if !d.sleep(ctx, pace.Flight) {
				return false
			}
		}
		do(Step{Kind: Release, Event: ev})
	case app.RoundOver:
		if ev.Obs != nil && ev.Obs.ToMove().Empty() {
			// The game is over too: the game-over panel says it all.
			return true
		}
		next := make(chan struct{})
		do(Step{Kind: RoundSummary, Event: ev, Next: next})
		if !d.Live {
			return true
		}
		var limit <-chan time.Time
		if pace.RoundHold > 0 {
			limit = d.clock().After(pace.RoundHold)
		}
		select {
		case <-next:
		case <-limit:
			// The summary stays up; the next card closes it.
		case <-ctx.Done():
			return false
		}
	case app.GameOver:
		do(Step{Kind: GameOver, Event: ev})
	default:
		do(Step{Kind: Tell, Event: ev})
	}
	return true
}

// RestAfter is how long the table rests after another seat's action
// before the next: a card's gap, or a trick's pause after a choice said
// to everyone (a choice of leader), which the player reads on the felt
// before play goes on.
func RestAfter(ev app.Event, pace Pace) time.Duration {
	if SaidChoice(ev) {
		return pace.Pause
	}
	return pace.Gap
}

// SaidChoice reports whether ev is a choice every seat is told, that
// plays no card (a choice of leader): a private one (a split) names only
// its seat, and a card played from a row is a card played.
func SaidChoice(ev app.Event) bool {
	k := ev.Move.Kind()
	if ev.Card != "" || k == "" || k == engine.MovePlay {
		return false
	}
	if ev.Obs == nil {
		return true // no game to ask: a public choice that named no card
	}
	d, ok := app.LookupGame(ev.Obs.GameName())
	return ok && d.Makes(k) && !d.PlaysACard(k)
}

// WaitsForTrick says whether a finished trick waits for the player's
// click: in a guided game always, otherwise if the player asked for it and
// played in it. A trick of a round the player sits out (out of a Gudetama
// game) holds only for the pause: the player would otherwise click after
// every bot trick of a round they take no part in.
func WaitsForTrick(trick *engine.TrickRecord, human int, waitsForClick, guided bool) bool {
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

// sleep waits dur; false when ctx ended meanwhile.
func (d *Director) sleep(ctx context.Context, dur time.Duration) bool {
	if dur <= 0 || !d.Live {
		return ctx.Err() == nil
	}
	select {
	case <-ctx.Done():
		return false
	case <-d.clock().After(dur):
		return true
	}
}

// await holds the trick until the player goes on (Gate.GoOn), or, unless
// click is set, until limit passes; every second of a countdown it shows
// the wait again (Tick). One timer at a time wakes it: the next second or
// the end, whichever comes first.
func (d *Director) await(ctx context.Context, limit time.Duration, click bool, do func(Step)) bool {
	if !d.Live || (limit <= 0 && !click) {
		return ctx.Err() == nil
	}
	c := d.clock()
	var until, tick time.Time
	var wake <-chan time.Time
	arm := func() <-chan time.Time {
		at := tick
		if until.Before(at) {
			at = until
		}
		return c.After(at.Sub(c.Now()))
	}
	if !click {
		now := c.Now()
		until, tick = now.Add(limit), now.Add(time.Second)
		wake = arm()
	}
	proceed := d.Open(until)
	defer d.Shut()
	do(Step{Kind: Tick})
	for {
		select {
		case <-proceed:
			return true
		case <-wake:
			now := c.Now()
			if !now.Before(until) {
				return true
			}
			for !tick.After(now) {
				tick = tick.Add(time.Second)
			}
			wake = arm()
			do(Step{Kind: Tick})
		case <-ctx.Done():
			return false
		}
	}
}
