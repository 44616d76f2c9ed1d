package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The game log's lines wrap instead of ending in "…": a trick's reason
// or a Japanese line is often wider than the sidebar. Each row is as tall
// as its line needs at the log's width, measured with the sidebar's own
// (scaled) text size; the heights are worked out again when that width
// changes.

// logRowHeight is the height of a log row showing line at width.
func (sb *sidebar) logRowHeight(line string, width float32) float32 {
	th := sb.theme
	size := th.Size(theme.SizeNameText)
	inner := th.Size(theme.SizeNameInnerPadding)
	lineH := fyne.MeasureText("Ag", size, fyne.TextStyle{}).Height
	// Less the scroll bar, and a little: a row a line too tall is better
	// than a line cut off.
	n := wrappedLines(line, size, width-2*inner-th.Size(theme.SizeNameScrollBar)-4)
	return float32(n)*lineH + 2*inner
}

// wrappedLines counts the lines text takes at width, wrapping at spaces
// and, in a word too long for a line (or text without spaces, such as
// Japanese), between characters.
func wrappedLines(text string, size, width float32) int {
	if width <= 0 {
		return 1
	}
	fits := func(s string) bool { return fyne.MeasureText(s, size, fyne.TextStyle{}).Width <= width }
	lines, cur := 1, ""
	for _, word := range strings.Fields(text) {
		next := word
		if cur != "" {
			next = cur + " " + word
		}
		if fits(next) {
			cur = next
			continue
		}
		if cur != "" {
			lines++
		}
		cur = ""
		for _, r := range word {
			if fits(cur + string(r)) {
				cur += string(r)
				continue
			}
			if cur != "" {
				lines++
			}
			cur = string(r)
		}
	}
	return lines
}

// sizeLogRows sets every row's height for the log's width, when it
// changed since the last time.
func (sb *sidebar) sizeLogRows(width float32) {
	if width <= 0 || width == sb.logWidth {
		return
	}
	sb.logWidth = width
	for i, line := range sb.logLines {
		sb.logList.SetItemHeight(widget.ListItemID(i), sb.logRowHeight(line, width))
	}
}

// sizeLogRowsFrom sets the heights of the rows from first on, at the
// width the log has now.
func (sb *sidebar) sizeLogRowsFrom(first int) {
	if sb.logWidth <= 0 {
		return
	}
	for i := first; i < len(sb.logLines); i++ {
		sb.logList.SetItemHeight(widget.ListItemID(i), sb.logRowHeight(sb.logLines[i], sb.logWidth))
	}
}
