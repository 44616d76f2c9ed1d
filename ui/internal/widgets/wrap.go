package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// WrapText breaks text into lines no wider than width at size and style
// (linebreak.Wrap: at spaces, between Japanese phrases, never putting a
// closing mark such as 、。） at a line's start, which may hang past width
// instead). Its spaces and line breaks flow together: it is one message.
func WrapText(text string, size float32, style fyne.TextStyle, width float32) []string {
	if text == "" {
		return nil
	}
	measure := func(s string) float32 { return fyne.MeasureText(s, size, style).Width }
	if measure(text) <= width {
		return []string{text}
	}
	return linebreak.Wrap(strings.Join(strings.Fields(text), " "), width, measure)
}

// Wrapped is label, wrapping at spaces: every label whose text is a
// sentence or more.
func Wrapped(label *widget.Label) *widget.Label {
	label.Wrapping = fyne.TextWrapWord
	return label
}
