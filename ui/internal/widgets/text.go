package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Heading is a bold, centred heading in the theme's heading size.
func Heading(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameHeadingText
	return Ruled(l, s)
}

// SmallText is a label of less importance (a note under a choice).
func SmallText(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Importance = widget.LowImportance
	return l
}

// SentenceLabel is a sentence or more, wrapped to its box's width,
// Japanese by its own rules (Fyne had left "= 19点" alone on a line).
func SentenceLabel(s string) fyne.CanvasObject {
	return Ruled(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{}), s)
}

// Measure is the width of s in t's size and style.
func Measure(t *canvas.Text, s string) float32 {
	return fyne.MeasureText(s, t.TextSize, t.TextStyle).Width
}
