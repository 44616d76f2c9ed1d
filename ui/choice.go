package ui

import (
	"fyne.io/fyne/v2/widget"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// newValueSelect is a drop-down of setting values (speeds, themes, bot
// levels...) shown in the player's words: the options are the values'
// translations and are read back by position (valueOf), so a translation
// never reaches the settings.
func newValueSelect(values []string, selected string) *widget.Select {
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

// valueOf is the value chosen in a select made by newValueSelect, or
// fallback when nothing is chosen.
func valueOf(s *widget.Select, values []string, fallback string) string {
	if i := s.SelectedIndex(); i >= 0 && i < len(values) {
		return values[i]
	}
	return fallback
}

// selectValue chooses value in a select made by newValueSelect.
func selectValue(s *widget.Select, values []string, value string) {
	for i, v := range values {
		if v == value {
			s.SetSelectedIndex(i)
		}
	}
}

// gameTitle is a game's name in the player's language.
func gameTitle(title string) string { return lang.L(title) }
