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

// logRowHeight is the height of a log row showing line at width (one
// line's while the width is not known yet).
func (sb *sidebar) logRowHeight(line string, width float32) float32 {
	th := fyne.CurrentApp().Settings().Theme()
	size := th.Size(theme.SizeNameText)
	inner := th.Size(theme.SizeNameInnerPadding)
	lineH := fyne.MeasureText("Ag", size, fyne.TextStyle{}).Height
	// The label wraps at its width less its padding, as measured here (a
	// pixel less, for rounding; the list's scroll bar floats over rows).
	n := wrappedLines(line, size, width-2*inner-1)
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
	if fits(text) {
		return 1 // most lines: one measure
	}
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

// sizeLogRows works out every row's height again when the log's width
// changed since the last time.
func (sb *sidebar) sizeLogRows(width float32) {
	if width <= 0 || width == sb.logWidth {
		return
	}
	sb.logWidth = width
	sb.measureLogRows()
}

// measureLogRows works out every row's height at the log's width.
func (sb *sidebar) measureLogRows() {
	sb.logHeights = sb.logHeights[:0]
	for _, line := range sb.logLines {
		sb.logHeights = append(sb.logHeights, sb.logRowHeight(line, sb.logWidth))
	}
	sb.applyLogHeights(0)
}

// applyLogHeights gives the list the heights of the rows from first on.
func (sb *sidebar) applyLogHeights(first int) {
	for i := first; i < len(sb.logHeights); i++ {
		sb.logList.SetItemHeight(widget.ListItemID(i), sb.logHeights[i])
	}
}
