package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// VisibleTrack puts s in a theme whose slider track shows on a dialog:
// Fyne draws the track beyond the knob in the input background colour,
// which on a dialog's overlay background is all but the same, so the
// player could not see how far the slider goes. The track takes the
// theme's disabled colour, a grey that stands out 3:1 from the overlay
// in either variant and still differs from the filled part (foreground).
func VisibleTrack(s *widget.Slider) fyne.CanvasObject {
	return container.NewThemeOverride(s, trackTheme{})
}

// trackTheme is the app's theme with the input background drawn as a
// visible track.
type trackTheme struct{}

func (trackTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

// Color implements fyne.Theme.
func (t trackTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameInputBackground {
		return t.base().Color(theme.ColorNameDisabled, v)
	}
	return t.base().Color(n, v)
}

// Font implements fyne.Theme.
func (t trackTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base().Font(s) }

// Icon implements fyne.Theme.
func (t trackTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base().Icon(n) }

// Size implements fyne.Theme.
func (t trackTheme) Size(n fyne.ThemeSizeName) float32 { return t.base().Size(n) }
