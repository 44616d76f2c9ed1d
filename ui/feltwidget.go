package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// feltArea is the felt as a widget: the objects render put on it, kept
// from one render to the next, placed by the table's geometry. Its
// renderer makes nothing (as fyne-io/terminal's keeps its grid and
// cursor): render hands it the scene's objects, made once and reused, and
// a layout only moves and resizes them.
type feltArea struct {
	widget.BaseWidget
	// objects are drawn in order, the last on top.
	objects []fyne.CanvasObject
	// place lays the objects out on a felt of that size.
	place func(fyne.Size)
}

func newFeltArea(place func(fyne.Size)) *feltArea {
	f := &feltArea{place: place}
	f.ExtendBaseWidget(f)
	return f
}

// CreateRenderer implements fyne.Widget.
func (f *feltArea) CreateRenderer() fyne.WidgetRenderer { return feltRenderer{f} }

// feltRenderer draws a feltArea's objects where its layout put them.
type feltRenderer struct{ f *feltArea }

// feltMin is the smallest felt: the geometry test checks every layout
// down to an 800x600 window.
var feltMin = fyne.NewSize(580, 560)

func (r feltRenderer) Layout(size fyne.Size) { r.f.place(size) }

func (r feltRenderer) MinSize() fyne.Size { return feltMin }

func (r feltRenderer) Objects() []fyne.CanvasObject { return r.f.objects }

// Refresh lays the felt out again and refreshes what is on it (a new
// theme, a new scale), as a container does.
func (r feltRenderer) Refresh() {
	r.f.place(r.f.Size())
	for _, o := range r.f.objects {
		o.Refresh()
	}
}

func (r feltRenderer) Destroy() {}
