package table

import (
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
)

// cueTurn pings when the table has just come to ask the player for
// something (a card, a lead, a split or a pick); render calls it, so the
// sound comes as the player sees the request.
func (f *feltArea) cueTurn() {
	asked := f.asked()
	if asked && !f.wasAsked {
		f.shell.Play(sound.YourTurn)
	}
	f.wasAsked = asked
}

// asked reports whether the table shows that it waits for the player: a
// phase asking something, nothing sent yet, no finished trick or summary
// in the way.
func (f *feltArea) asked() bool { return f.model.Asked() && f.panel.obj == nil }

// turnSecondsLeft is what the countdown of a seat's turn shows: while
// every table holds the finished trick or round before the turn, the
// clock stands at the whole timer (rounded to the nearest second: the
// host's millisecond counts can make 60 s a hair more, and "61 s left" on
// a 60 s timer is what a player must never see); then the seconds left.
// -1 when no timer runs for the seat.
func turnSecondsLeft(info app.SeatInfo, now time.Time) int {
	if !info.TurnEnds.IsZero() && now.Before(info.TurnRuns) {
		return int((info.TurnEnds.Sub(info.TurnRuns) + time.Second/2) / time.Second)
	}
	return secondsLeft(info.TurnEnds, now)
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
