package ui

import (
	"context"
	"time"

	"github.com/trickparty/trickparty/ui/internal/lang"
)

// turnTimer is one choice of the host's turn timer.
type turnTimer struct{ d time.Duration }

// turnTimers are the host's choices; defaultTurnTimer (60 s) is preselected.
var turnTimers = []turnTimer{{0}, {30 * time.Second}, {60 * time.Second}, {120 * time.Second}}

const defaultTurnTimer = 2

func (tt turnTimer) label() string {
	if tt.d == 0 {
		return lang.L("Off")
	}
	return lang.L("{{.S}} s per turn", map[string]any{"S": int(tt.d.Seconds())})
}

// secondsLeft is what a seat's countdown shows: whole seconds left, rounded
// up, or -1 when no timer runs for it.
func secondsLeft(ends, now time.Time) int {
	if ends.IsZero() {
		return -1
	}
	left := ends.Sub(now)
	if left <= 0 {
		return 0
	}
	return int((left + time.Second - 1) / time.Second)
}

// tickCountdowns refreshes the seats' countdowns once a second while the
// table is open; it touches the UI only through onUI and only when a
// timer runs, so an idle table without one costs nothing.
func (t *TableScreen) tickCountdowns(ctx context.Context) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		running := false
		for _, s := range t.sess.Seats() {
			running = running || !s.TurnEnds.IsZero()
		}
		if running {
			t.onUI(t.showCountdowns)
		}
	}
}

// showCountdowns redraws the seat panels (each shows its own countdown)
// and the status line on the player's own turn.
func (t *TableScreen) showCountdowns() {
	t.seats = t.sess.Seats()
	for _, b := range t.seatW {
		b.update()
	}
	t.renderStatus()
}

// tellTimedOut says the player's turn timer ran out (app.TurnTimedOut).
func (t *TableScreen) tellTimedOut() {
	msg := lang.L("Your time ran out: a bot played this turn for you.")
	t.side.addLog(msg)
	t.flash(msg)
}
