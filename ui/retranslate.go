package ui

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// A language chosen in the table's Settings applies to the table at once.
// What render says is in it from the next render; the words made once with
// the screen (the game's title, the sidebar's headings and buttons, the
// coach's, the stand's buttons, the name over the face-down row) are set
// again here, and the log is told again from the session's story. Before,
// those stayed in the old language until the player left the table.

// retranslate puts the whole screen in the current language.
func (t *TableScreen) retranslate() {
	if info, ok := app.LookupGame(t.game); ok {
		t.title = words.GameTitle(info.Title)
	}
	t.side.retranslate(t.title)
	t.fdLabel.Text = lang.L("Your face-down row")
	if t.stand != nil {
		t.stand.retranslate()
	}
	if t.coach != nil {
		t.coach.retranslate()
	}
	hist, through := t.sess.History()
	t.restoreLog(hist, through)
	t.render()
	t.area.Refresh() // the fixed words are fitted to their room again
}
