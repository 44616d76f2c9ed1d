package table

import (
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// A resumed LAN table waits for the players who are not back yet
// (app.SeatInfo.Awaited): nobody plays their seats and the game stops at
// their turn. The sidebar says whom it waits for, under the score sheet,
// to the host and the guests alike; the host also gets the button that
// goes on without them, as a guest left waiting at a still table has no
// other way of knowing why nothing moves.

// waitNote is the sidebar's part that tells of the wait.
type waitNote struct {
	text *widgets.JapaneseText
	// start goes on without the players waited for (the host's only).
	start *widgets.KeyButton
	// seats and names are the players waited for, as last shown.
	seats []int
	names string
	// rejoinAt tells the host the code and address to give them, as the
	// waiting room showed them before the table was resumed.
	rejoinAt func() string
}

// newWaitNote makes the note, hidden; startWithout (nil for a guest) is
// what the host's button does with the seats and names shown.
func newWaitNote(startWithout func(seats []int, names string), rejoinAt func() string) *waitNote {
	w := &waitNote{text: widgets.NewJapaneseText(widget.NewLabel("")), rejoinAt: rejoinAt}
	w.start = widgets.NewKeyButtonWithIcon("", theme.MediaPlayIcon(), func() {
		if startWithout != nil && len(w.seats) > 0 {
			startWithout(w.seats, w.names)
		}
	})
	w.start.Importance = widget.HighImportance
	w.text.Hide()
	w.start.Hide()
	if startWithout == nil {
		w.start = nil
	}
	return w
}

// render shows whom the table waits for among seats, or nothing.
func (sb *sidebar) renderWait() {
	w := sb.wait
	w.seats = w.seats[:0]
	var names []string
	for _, s := range sb.seats() {
		if s.Awaited {
			w.seats = append(w.seats, s.Seat)
			names = append(names, s.Name)
		}
	}
	if len(names) == 0 {
		w.names = ""
		w.text.Hide()
		if w.start != nil {
			w.start.Hide()
		}
		return
	}
	w.names = words.AndList(names)
	text := lang.L("The table waits for {{.Names}} to come back.", map[string]any{"Names": w.names})
	if w.start == nil {
		text += " " + lang.L("The host may go on without them.")
	} else {
		if w.rejoinAt != nil {
			text += " " + w.rejoinAt()
		}
		label := lang.L("Start without {{.Names}}", map[string]any{"Names": w.names})
		if w.start.Text != label {
			w.start.SetText(label)
		}
		w.start.Show()
	}
	w.text.Set(text)
	w.text.Show()
}
