package table

import (
	"context"
	"errors"
	"slices"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// Taking a move back, at a local game against bots only (never at a LAN
// table, never in a guided game): the session builds the game again
// without the player's last move and the bots' moves after it
// (app.Table.Undo), and the screen shows the game as it now stands as if
// just opened on it. What the pump still had to show of the line taken
// back is dropped: the show in progress is called off (its context) and
// every event up to the Undone one is passed over.

// UndoShortcut is the key that takes a move back: Ctrl+Z (Cmd+Z on a
// Mac), which Fyne's window reports as its Undo shortcut; the window
// routes it to the table shown (Undo).
var UndoShortcut fyne.Shortcut = &fyne.ShortcutUndo{}

// takeBack takes a move back at a screen s (Screen.Undo).
type takeBack struct{ s *Screen }

// showState is what the pump shows events under: the context of the
// show in progress, which an undo calls off, and the last event of a line
// taken back. The pump reads it, the UI goroutine changes it.
type showState struct {
	ctx    context.Context
	cancel context.CancelFunc
	// rewound is the Seq of the last Undone event this screen made: no
	// event up to it is shown.
	rewound int
}

// showing is the context to show ev under, and whether ev is of a line
// taken back (to pass over).
func (b takeBack) showing(ev app.Event) (context.Context, bool) {
	t := b.s
	t.run.showMu.Lock()
	defer t.run.showMu.Unlock()
	return t.run.show.ctx, ev.Seq != 0 && ev.Seq <= t.run.show.rewound
}

// table is the local table a move may be taken back at; nil for a LAN
// seat or a guided game.
func (b takeBack) table() *app.Table {
	t := b.s
	if t.coach != nil || t.lan != nil {
		return nil
	}
	tbl, _ := t.sess.(*app.Table)
	return tbl
}

// possible reports whether the player has a move to take back now.
func (b takeBack) possible() bool {
	tbl := b.table()
	return tbl != nil && tbl.CanUndo()
}

// undo takes back the player's last move and the bots' after it, and
// shows the table as it now stands (Screen.Undo).
func (b takeBack) undo() {
	t := b.s
	tbl := b.table()
	if tbl == nil || (t.run.ctx.Err() != nil) {
		return
	}
	ev, err := tbl.Undo()
	if err != nil {
		if errors.Is(err, app.ErrNothingToUndo) {
			t.felt.flash(lang.L("There is no move of yours to take back."))
		} else {
			t.felt.flash(err.Error())
		}
		return
	}
	t.run.showMu.Lock()
	stop := t.run.show.cancel
	t.run.show.ctx, t.run.show.cancel = context.WithCancel(t.run.ctx)
	t.run.show.rewound = max(t.run.show.rewound, ev.Seq)
	t.run.showMu.Unlock()
	stop()
	b.rewind(ev)
}

// rewind shows the game as an Undone event leaves it: the trick, the
// hand and the sheet of the new observation, no trick held, no summary up,
// and the log told again from the game's story, with a line saying the
// move was taken back.
func (b takeBack) rewind(ev app.Event) {
	t := b.s
	t.felt.flyer.Hide()
	t.felt.panel.round, t.felt.panel.obj, t.felt.panel.rebuild, t.felt.panel.primary = false, nil, nil, nil
	t.felt.trick.sweeping = false
	t.felt.trick.showTags(true)
	t.input.forgetHint()
	t.felt.clearMoveMessage()
	if err := t.model.Reset(ev.Obs); err != nil {
		t.felt.flash(err.Error())
	}
	hist, through := t.sess.History()
	t.record.Rewind(hist, through, ev.Round)
	t.restoreLog(hist, through)
	if v := t.model.View(); v.Round <= 1 && !slices.ContainsFunc(hist, func(ev app.Event) bool { return ev.Kind == app.TrickCompleted }) {
		// Back in the first trick, whose story (no trick finished yet)
		// does not say who leads first and why: the log says it first,
		// as the new game did.
		t.panel.side.setLog(append(t.startLines(v.Leader), t.panel.side.logLines...))
	}
	msg := lang.L("You took back your move")
	t.felt.announce(msg)
	t.panel.side.render()
	t.Render()
}
