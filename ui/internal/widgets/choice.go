package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/lang"
)

// NewValueSelect is a drop-down of setting values (speeds, themes, bot
// levels...) shown in the player's words: the options are the values'
// translations and are read back by position (ValueOf), so a translation
// never reaches the settings.
func NewValueSelect(values []string, selected string) *widget.Select {
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = lang.L(v)
	}
	s := widget.NewSelect(labels, nil)
	for i, v := range values {
		if v == selected {
			s.SetSelectedIndex(i)
		}
	}
	return s
}

// WideSelect is s asking for the width of its longest choice: Fyne's
// Select measures only its placeholder and cuts a longer choice with "…"
// (a Japanese theme name was "システムに…").
func WideSelect(s *widget.Select) fyne.CanvasObject {
	return container.New(selectWidth{s}, s)
}

// selectWidth lays out one Select at the width of its longest choice.
type selectWidth struct{ s *widget.Select }

func (l selectWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l selectWidth) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.s.MinSize()
	size := l.s.Theme().Size(theme.SizeNameText)
	// Fyne's minimum is its placeholder's width plus the arrow and the
	// padding: the same with the longest choice in its place.
	ph := fyne.MeasureText(l.s.PlaceHolder, size, fyne.TextStyle{}).Width
	widest := ph
	for _, o := range l.s.Options {
		widest = max(widest, fyne.MeasureText(o, size, fyne.TextStyle{}).Width)
	}
	m.Width += widest - ph
	return m
}

// ValueOf is the value chosen in a select made by NewValueSelect, or
// fallback when nothing is chosen.
func ValueOf(s *widget.Select, values []string, fallback string) string {
	if i := s.SelectedIndex(); i >= 0 && i < len(values) {
		return values[i]
	}
	return fallback
}

// SelectValue chooses value in a select made by NewValueSelect.
func SelectValue(s *widget.Select, values []string, value string) {
	for i, v := range values {
		if v == value {
			s.SetSelectedIndex(i)
		}
	}
}
