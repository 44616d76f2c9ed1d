package ui

import (
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
