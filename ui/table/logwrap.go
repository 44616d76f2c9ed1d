package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// The game log's lines wrap instead of ending in "…": a trick's reason
// or a Japanese line is often wider than the sidebar. Each row shows its
// line already broken by wrapText, the wrapping the felt's messages use
// (so a Japanese line never starts with a closing mark), and is exactly
// as tall as those lines, measured with the sidebar's own (scaled) text
// size; rows are broken again when the log's width changes.

// logRow is a log row: its line as shown, broken into lines at the log's
// width, and its height.
type logRow struct {
	text   string
	height float32
}

// wrapLogLine breaks line for a row of the log at width (one line while
// the width is not known yet).
func wrapLogLine(line string, width float32) logRow {
	th := fyne.CurrentApp().Settings().Theme()
	size := th.Size(theme.SizeNameText)
	inner := th.Size(theme.SizeNameInnerPadding)
	lineH := fyne.MeasureText("Ag", size, fyne.TextStyle{}).Height
	if width <= 0 {
		return logRow{text: line, height: lineH + 2*inner}
	}
	// The label draws inside its padding (a pixel less, for rounding; the
	// list's scroll bar floats over rows).
	lines := widgets.WrapText(line, size, fyne.TextStyle{}, width-2*inner-1)
	return logRow{text: strings.Join(lines, "\n"), height: float32(max(len(lines), 1))*lineH + 2*inner}
}

// sizeLogRows works out every row's height again when the log's width
// changed since the last time, and says whether it did.
func (sb *sidebar) sizeLogRows(width float32) bool {
	if width <= 0 || width == sb.logWidth {
		return false
	}
	sb.logWidth = width
	sb.measureLogRows()
	return true
}

// measureLogRows breaks every line again at the log's width.
func (sb *sidebar) measureLogRows() {
	sb.logRows = sb.logRows[:0]
	for _, line := range sb.logLines {
		sb.logRows = append(sb.logRows, wrapLogLine(line, sb.logWidth))
	}
	sb.applyLogHeights(0)
}

// applyLogHeights gives the list the heights of the rows from first on.
func (sb *sidebar) applyLogHeights(first int) {
	for i := first; i < len(sb.logRows); i++ {
		sb.logList.SetItemHeight(widget.ListItemID(i), sb.logRows[i].height)
	}
}
