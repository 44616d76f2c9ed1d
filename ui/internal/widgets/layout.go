package widgets

import "fyne.io/fyne/v2"

// FixedWidth gives its objects a set width (at scale 1: it grows with the
// theme's scale) and as much height as they ask for at it, so the panel
// grows with wrapped text and added seat rows.
type FixedWidth struct{ W float32 }

func (l FixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l FixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.W*AppScale(), h)
}
