package home

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// Layout centres the home screen's heading (logo, title, subtitle)
// over its panel. A window too short for all of it (800x600 with seven
// players) loses the logo, then the subtitle, then the title (a long
// list of games with a game of several options), so the panel and its
// buttons stay on screen; only below the panel does the screen need its
// scroll bar.
type Layout struct {
	Logo, Title, Subtitle, Panel fyne.CanvasObject
	// Width is the panel's width when the window allows it, and LogoSide
	// the logo's side, both at scale 1: they grow with the theme's scale.
	Width, LogoSide float32
}

func (h *Layout) heading() []fyne.CanvasObject {
	return []fyne.CanvasObject{h.Logo, h.Title, h.Subtitle}
}

// shown says which heading parts fit above the panel in height.
func (h *Layout) shown(height float32) (logo, title, subtitle bool) {
	pad := theme.Padding()
	need := h.Title.MinSize().Height + pad + h.Panel.MinSize().Height
	sub := h.Subtitle.MinSize().Height + pad
	lg := h.Logo.MinSize().Height + pad
	switch {
	case need+sub+lg <= height:
		return true, true, true
	case need+sub <= height:
		return false, true, true
	case need <= height:
		return false, true, false
	default:
		return false, false, false
	}
}

// Layout implements fyne.Layout: the heading's parts that fit, over the
// panel, centred.
func (h *Layout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	k := widgets.AppScale()
	if img, ok := h.Logo.(*canvas.Image); ok && h.LogoSide > 0 {
		img.SetMinSize(fyne.NewSquareSize(h.LogoSide * k))
	}
	logo, title, subtitle := h.shown(size.Height)
	showIf(h.Logo, logo)
	showIf(h.Title, title)
	showIf(h.Subtitle, subtitle)
	pad := theme.Padding()
	stack := []fyne.CanvasObject{h.Logo, h.Title, h.Subtitle, h.Panel}
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
		if o == h.Panel {
			w = min(max(h.Width*k, m.Width), size.Width)
		}
		o.Move(fyne.NewPos((size.Width-w)/2, y))
		o.Resize(fyne.NewSize(w, m.Height))
		y += m.Height + pad
	}
}

// MinSize is the panel's: the heading is an extra a short window goes
// without.
func (h *Layout) MinSize(_ []fyne.CanvasObject) fyne.Size {
	w := h.Panel.MinSize().Width
	for _, o := range h.heading() {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, h.Panel.MinSize().Height)
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
