package ui

import (
	"github.com/trickparty/trickparty/app"
)

// A table screen opened mid-game (Continue, Resume, Rejoin) tells the game
// so far in its log, in the words the live game used, without animating
// any of it; the live events the story already told add no second line.

// restoreLog fills the log from the session's history; through is the
// Seq of the last event the history covers.
func (t *TableScreen) restoreLog(hist []app.Event, through int) {
	t.loggedThrough = through
	var lines []string
	for _, ev := range hist {
		lines = append(lines, t.logLines(ev)...)
	}
	if n := len(lines) - maxLogLines; n > 0 {
		lines = lines[n:]
	}
	t.side.setLog(lines)
}

// logLines are an event's lines in the log: an action's, or why each
// winner of a finished trick won.
func (t *TableScreen) logLines(ev app.Event) []string {
	switch {
	case ev.Kind == app.ActionApplied:
		return []string{t.describeEvent(ev)}
	case ev.Kind == app.TrickCompleted && ev.Trick != nil:
		return t.trickWhy(ev.Trick)
	}
	return nil
}

// logLive adds a live event's line unless the restored story told it.
func (t *TableScreen) logLive(ev app.Event) {
	if ev.Seq != 0 && ev.Seq <= t.loggedThrough {
		return
	}
	for _, line := range t.logLines(ev) {
		t.side.addLog(line)
	}
}
