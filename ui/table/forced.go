package table

import (
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// A forced card played for the player (Settings.ForcedPlay): when the
// table shows the player's turn with a single card they may play, it says
// so and, after the settings' pause, plays that card through the input as
// a drop on the table would. The pause runs on a timer, never on the UI
// goroutine; whatever changed meanwhile (a held trick, an undo, the
// setting turned off, a card played by hand) calls the play off.

// forcedPlay is the play of a forced card waiting for its pause.
type forcedPlay struct {
	// armed: a play waits; action is the card's action, obs the
	// observation of the turn it was armed on.
	armed  bool
	action engine.Action
	obs    engine.Observation
	// turn counts the plays armed, so a timer of one called off plays
	// nothing.
	turn  int
	timer *time.Timer
	// shown: the screen has been put in the window (a screen being built,
	// as Continue opens it, is not seen yet: its pause would pass unseen).
	shown bool
}

// forcedAction is the one card the player may play now, when the table
// is to play it for them; false otherwise (the setting off, a guided
// game, no turn, a choice of more than one, a card being dragged).
func (in *tableInput) forcedAction() (engine.Action, bool) {
	if !in.shell.Settings().ForcedPlay || in.coach != nil || in.dragging != nil || !in.model.MayPlay() || in.model.Busy() {
		return engine.NoAction, false
	}
	allowed := in.model.Allowed()
	if len(allowed) != 1 {
		return engine.NoAction, false
	}
	return allowed[0], true
}

// armForced arms, keeps or calls off the play of a forced card for the
// table as shown now (after each render).
func (in *tableInput) armForced() {
	if !in.forced.shown {
		return
	}
	a, ok := in.forcedAction()
	if !ok {
		in.disarmForced()
		return
	}
	f := &in.forced
	if f.armed && f.action == a && f.obs == in.model.Observation() {
		return
	}
	in.disarmForced()
	f.turn++
	turn := f.turn
	f.armed, f.action, f.obs = true, a, in.model.Observation()
	in.felt.flashAboutMove(lang.L("Only one card can be played: it is played for you."))
	f.timer = time.AfterFunc(in.shell.Settings().ForcedPause(), func() {
		in.felt.onUI(func() { in.playForced(turn) })
	})
}

// disarmForced calls off a forced play waiting.
func (in *tableInput) disarmForced() {
	f := &in.forced
	if f.timer != nil {
		f.timer.Stop()
	}
	f.armed, f.timer, f.obs = false, nil, nil
}

// playForced plays the forced card armed as turn, if the table still
// shows that turn with that one card.
func (in *tableInput) playForced(turn int) {
	f := &in.forced
	if !f.armed || f.turn != turn {
		return
	}
	a, ok := in.forcedAction()
	if !ok || a != f.action || f.obs != in.model.Observation() {
		in.disarmForced()
		return
	}
	f.armed, f.timer = false, nil
	for _, c := range in.allPlayable() {
		if in.actionOf(c) == a {
			in.playCard(c)
			return
		}
	}
	in.submit(a)
}
