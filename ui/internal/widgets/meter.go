package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Meter is a thin bar that fills with Value out of Max over a neutral
// track. Fyne's ProgressBar draws its track in its own colour at half
// strength, which on the dark sidebar reads as a full bar at 0: the end
// score's bar must look empty when it is.
type Meter struct {
	widget.BaseWidget
	Max, Value float64
}

func newMeter() *Meter {
	m := &Meter{Max: 1}
	m.ExtendBaseWidget(m)
	return m
}

// SetValue fills the bar to v (of Max) and draws it again.
func (m *Meter) SetValue(v float64) {
	m.Value = v
	m.Refresh()
}

// filled is how much of the bar is filled, 0 to 1.
func (m *Meter) filled() float32 {
	if m.Max <= 0 {
		return 0
	}
	return float32(min(max(m.Value/m.Max, 0), 1))
}

// CreateRenderer implements fyne.Widget.
func (m *Meter) CreateRenderer() fyne.WidgetRenderer {
	r := &meterRenderer{m: m, track: canvas.NewRectangle(color.Transparent), fill: canvas.NewRectangle(color.Transparent)}
	r.Refresh()
	return r
}

type meterRenderer struct {
	m           *Meter
	track, fill *canvas.Rectangle
}

// meterTrack is the track's colour: the theme's text colour, faint, so it
// is grey on either theme and never the fill's hue.
func meterTrack(fg color.Color) color.Color {
	r, g, b, _ := fg.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x30}
}

func (r *meterRenderer) Layout(size fyne.Size) {
	r.track.Resize(size)
	r.fill.Resize(fyne.NewSize(size.Width*r.m.filled(), size.Height))
	r.fill.Hidden = r.m.filled() == 0
}

func (r *meterRenderer) MinSize() fyne.Size { return fyne.NewSize(0, 4) }

func (r *meterRenderer) Refresh() {
	th := r.m.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.track.FillColor = meterTrack(th.Color(theme.ColorNameForeground, v))
	r.fill.FillColor = th.Color(theme.ColorNamePrimary, v)
	radius := th.Size(theme.SizeNameInputRadius)
	r.track.CornerRadius, r.fill.CornerRadius = radius, radius
	r.Layout(r.m.Size())
	r.track.Refresh()
	r.fill.Refresh()
}

func (r *meterRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.track, r.fill}
}

func (r *meterRenderer) Destroy() {}
