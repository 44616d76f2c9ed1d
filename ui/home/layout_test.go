package home

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestTheHeadingMakesWayForThePanel: a window too short for the whole
// heading over the panel loses the logo, then the subtitle, then the
// title, and the panel stays inside it while it fits alone; a tall one
// shows all of it.
func TestTheHeadingMakesWayForThePanel(t *testing.T) {
	test.NewTempApp(t)
	box := func(h float32) *canvas.Rectangle {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(fyne.NewSize(100, h))
		return r
	}
	h := &Layout{Logo: box(96), Title: box(60), Subtitle: box(20), Panel: box(500), Width: 580}
	pad := theme.Padding()
	for _, c := range []struct {
		height              float32
		logo, title, subtle bool
	}{
		{800, true, true, true},
		{500 + 60 + 20 + 2*pad, false, true, true},
		{500 + 60 + pad, false, true, false},
		{500 + 20, false, false, false},
	} {
		h.Layout(nil, fyne.NewSize(800, c.height))
		if h.Logo.Visible() != c.logo || h.Title.Visible() != c.title || h.Subtitle.Visible() != c.subtle {
			t.Errorf("%v high: logo %v title %v subtitle %v, want %v %v %v", c.height, h.Logo.Visible(), h.Title.Visible(), h.Subtitle.Visible(), c.logo, c.title, c.subtle)
		}
		if p := h.Panel.Position(); p.Y < 0 || p.Y+h.Panel.Size().Height > c.height {
			t.Errorf("%v high: the panel at %v, %v high, leaves the window", c.height, p, h.Panel.Size().Height)
		}
	}
	if got := h.MinSize(nil).Height; got != 500 {
		t.Errorf("the home screen asks %v high, more than its panel's 500", got)
	}
}
