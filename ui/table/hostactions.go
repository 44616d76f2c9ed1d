package table

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// hostActions are what the player who hosts a LAN table does to it from
// the table: let the game go on without the players it waits for, remove
// a guest. Each asks the host's loop off the UI goroutine and says the
// outcome in the log and on the felt.
type hostActions struct {
	lan  *app.LANTable
	onUI func(func())
	// felt says the outcome; its sidebar holds the wait note's button.
	felt *feltArea
}

// startWithout lets the game go on without the players at seats (names,
// as said), bots playing for them until they come back.
func (h *hostActions) startWithout(seats []int, names string) {
	seats = append([]int(nil), seats...)
	// One request at a time: a second press before the seats change would
	// only say the same thing twice.
	if b := h.felt.side.wait.start; b != nil {
		b.Disable()
	}
	go func() {
		err := h.lan.StartWithout(seats...)
		h.onUI(func() {
			if b := h.felt.side.wait.start; b != nil {
				b.Enable()
			}
			h.tell(err, lang.L("Bots play for {{.Names}} until they come back.", map[string]any{"Names": names}))
		})
	}()
}

// removeGuest has a bot take g's seat for the rest of the game.
func (h *hostActions) removeGuest(g app.RoomSeat) {
	go func() {
		err := h.lan.Remove(g.Seat)
		h.onUI(func() {
			h.tell(err, lang.L("{{.Name}} was removed; a bot plays their seat.", map[string]any{"Name": g.Name}))
		})
	}()
}

// tell says err on the felt, or done in the log and on the felt.
func (h *hostActions) tell(err error, done string) {
	if err != nil {
		h.felt.flash(err.Error())
		return
	}
	h.felt.announce(done)
}
