package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// homeLayout centres the home screen's heading (logo, title, subtitle)
// over its panel. A window too short for all of it (800x600 with seven
// players) loses the logo, then the subtitle, so the panel and its
// buttons stay on screen; only below the title and panel together does
// the screen need its scroll bar.
type homeLayout struct {
	logo, title, subtitle, panel fyne.CanvasObject
	// width is the panel's width when the window allows it, and logo the
	// logo's side, both at scale 1: they grow with the theme's scale.
	width, logoSide float32
}

func (h *homeLayout) heading() []fyne.CanvasObject {
	return []fyne.CanvasObject{h.logo, h.title, h.subtitle}
}

// shown says which heading parts fit above the panel in height.
func (h *homeLayout) shown(height float32) (logo, subtitle bool) {
	pad := theme.Padding()
	need := h.title.MinSize().Height + pad + h.panel.MinSize().Height
	sub := h.subtitle.MinSize().Height + pad
	lg := h.logo.MinSize().Height + pad
	switch {
	case need+sub+lg <= height:
		return true, true
	case need+sub <= height:
		return false, true
	default:
		return false, false
	}
}

func (h *homeLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	k := widgets.AppScale()
	if img, ok := h.logo.(*canvas.Image); ok && h.logoSide > 0 {
		img.SetMinSize(fyne.NewSquareSize(h.logoSide * k))
	}
	logo, subtitle := h.shown(size.Height)
	showIf(h.logo, logo)
	showIf(h.subtitle, subtitle)
	pad := theme.Padding()
	stack := []fyne.CanvasObject{h.logo, h.title, h.subtitle, h.panel}
	total := float32(0)
	for _, o := range stack {
		if !o.Visible() {
			continue
		}
		total += o.MinSize().Height + pad
	}
	y := max(0, (size.Height-total+pad)/2)
	for _, o := range stack {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		w := m.Width
		if o == h.panel {
			w = min(max(h.width*k, m.Width), size.Width)
		}
		o.Move(fyne.NewPos((size.Width-w)/2, y))
		o.Resize(fyne.NewSize(w, m.Height))
		y += m.Height + pad
	}
}

// MinSize is the title over the panel: the logo and subtitle are extras
// a short window goes without.
func (h *homeLayout) MinSize(_ []fyne.CanvasObject) fyne.Size {
	w := h.panel.MinSize().Width
	for _, o := range h.heading() {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, h.title.MinSize().Height+theme.Padding()+h.panel.MinSize().Height)
}

// showIf shows or hides o, touching it only when that changes.
func showIf(o fyne.CanvasObject, show bool) {
	switch {
	case show && !o.Visible():
		o.Show()
	case !show && o.Visible():
		o.Hide()
	}
}
