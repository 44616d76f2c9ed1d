package widgets

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// lum is WCAG's relative luminance of c over an opaque base.
func lum(c, base color.Color) float64 {
	t := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(base).(color.NRGBA)
	a := float64(t.A) / 255
	ch := func(f, g uint8) float64 {
		s := (float64(f)*a + float64(g)*(1-a)) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(t.R, b.R) + 0.7152*ch(t.G, b.G) + 0.0722*ch(t.B, b.B)
}

func ratio(a, b float64) float64 { return (max(a, b) + 0.05) / (min(a, b) + 0.05) }

// TestSliderTrackShowsOnADialog: the volume slider's track beyond the knob
// stands out 3:1 (WCAG's non-text contrast) from a dialog's background in
// both themes, and from the filled part of the track.
func TestSliderTrackShowsOnADialog(t *testing.T) {
	a := test.NewTempApp(t)
	for _, variant := range []string{"light", "dark"} {
		a.Settings().SetTheme(&Theme{Variant: variant})
		s := widget.NewSlider(0, 100)
		s.SetValue(50)
		w := test.NewTempWindow(t, VisibleTrack(s))
		w.Resize(fyne.NewSize(300, 60))
		objs := test.WidgetRenderer(s).Objects()
		track, active := objs[0].(*canvas.Rectangle), objs[1].(*canvas.Rectangle)
		v := a.Settings().ThemeVariant()
		dialog := a.Settings().Theme().Color(theme.ColorNameOverlayBackground, v)
		bg := lum(dialog, color.Black)
		if r := ratio(lum(track.FillColor, dialog), bg); r < 3 {
			t.Errorf("%s: the slider's track is %.2f:1 on the dialog, want 3:1", variant, r)
		}
		if r := ratio(lum(track.FillColor, dialog), lum(active.FillColor, dialog)); r < 1.5 {
			t.Errorf("%s: the track beyond the knob is %.2f:1 from its filled part: the knob's place does not show", variant, r)
		}
	}
}
