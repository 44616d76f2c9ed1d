package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A canvas rectangle or text takes its colour and size once, when it is
// made; these widgets take them from the theme each time it changes, so a
// panel follows the Settings' light or dark choice at once and grows with
// the window's scale (windowScale).

// appScale is the app theme's scale (scaleOf), for layouts, which have no
// theme of their own.
func appScale() float32 { return scaleOf(fyne.CurrentApp().Settings().Theme()) }

// scaleOf is how much a theme enlarges Fyne's sizes: 1 at a usual window,
// more on a large one, whatever override the theme comes through.
func scaleOf(th fyne.Theme) float32 {
	return th.Size(theme.SizeNameText) / theme.DefaultTheme().Size(theme.SizeNameText)
}

// scaledMin gives its object the whole of its space and asks for at least
// min, given at scale 1: a list or scroll that grows with the theme's scale.
type scaledMin struct{ min fyne.Size }

func (l scaledMin) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l scaledMin) MinSize(objs []fyne.CanvasObject) fyne.Size {
	k := appScale()
	m := fyne.NewSize(l.min.Width*k, l.min.Height*k)
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// withMin is o asking for at least w x h at scale 1.
func withMin(w, h float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(scaledMin{fyne.NewSize(w, h)}, o)
}

// newBar is a thin bar (a meter) on a line of its own (barLayout).
func newBar() (*meter, fyne.CanvasObject) {
	b := newMeter()
	return b, container.New(barLayout{}, b)
}

// barLayout lays a progress bar out 8 px high at scale 1, in the middle
// of a line of its own.
type barLayout struct{}

func (barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := 8 * appScale()
	for _, o := range objs {
		o.Move(fyne.NewPos(0, (size.Height-h)/2))
		o.Resize(fyne.NewSize(size.Width, h))
	}
}

func (barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			return fyne.NewSize(0, 12*appScale())
		}
	}
	return fyne.Size{} // a hidden bar takes no room
}

// themedRect is a rounded rectangle filled with a theme colour, with an
// outline when stroke is set.
type themedRect struct {
	widget.BaseWidget
	fill fyne.ThemeColorName
	// radius and strokeWidth are at scale 1.
	radius, strokeWidth float32
	stroke              color.Color
}

func newThemedRect(fill fyne.ThemeColorName, radius float32) *themedRect {
	r := &themedRect{fill: fill, radius: radius}
	r.ExtendBaseWidget(r)
	return r
}

// newOutlinedRect is a themedRect with an outline in a fixed colour.
func newOutlinedRect(fill fyne.ThemeColorName, radius float32, stroke color.Color, width float32) *themedRect {
	r := &themedRect{fill: fill, radius: radius, stroke: stroke, strokeWidth: width}
	r.ExtendBaseWidget(r)
	return r
}

func (r *themedRect) CreateRenderer() fyne.WidgetRenderer {
	rr := &themedRectRenderer{r: r, rect: canvas.NewRectangle(color.Transparent)}
	rr.Refresh()
	return rr
}

type themedRectRenderer struct {
	r    *themedRect
	rect *canvas.Rectangle
}

func (rr *themedRectRenderer) Layout(size fyne.Size)        { rr.rect.Resize(size) }
func (rr *themedRectRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (rr *themedRectRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{rr.rect} }
func (rr *themedRectRenderer) Destroy()                     {}
func (rr *themedRectRenderer) Refresh() {
	th := rr.r.Theme()
	rr.rect.FillColor = th.Color(rr.r.fill, fyne.CurrentApp().Settings().ThemeVariant())
	k := scaleOf(th)
	rr.rect.CornerRadius = rr.r.radius * k
	rr.rect.StrokeColor, rr.rect.StrokeWidth = rr.r.stroke, rr.r.strokeWidth*k
	rr.rect.Refresh()
}

// themedText is a line of text whose size is given at scale 1 and whose
// colour is a theme colour (colorName) or a fixed one.
type themedText struct {
	widget.BaseWidget
	// Text is what it says.
	Text      string
	size      float32
	style     fyne.TextStyle
	align     fyne.TextAlign
	colorName fyne.ThemeColorName
	fixed     color.Color
}

// newThemedText is text in a fixed colour (a title on the felt, which is
// green in both themes), size at scale 1.
func newThemedText(text string, c color.Color, size float32, style fyne.TextStyle) *themedText {
	t := &themedText{Text: text, size: size, style: style, fixed: c, align: fyne.TextAlignCenter}
	t.ExtendBaseWidget(t)
	return t
}

func (t *themedText) CreateRenderer() fyne.WidgetRenderer {
	tr := &themedTextRenderer{t: t, text: canvas.NewText(t.Text, color.White)}
	tr.Refresh()
	return tr
}

// SetText changes the text.
func (t *themedText) SetText(s string) {
	t.Text = s
	t.Refresh()
}

type themedTextRenderer struct {
	t    *themedText
	text *canvas.Text
}

func (tr *themedTextRenderer) Layout(size fyne.Size)        { tr.text.Resize(size) }
func (tr *themedTextRenderer) MinSize() fyne.Size           { return tr.text.MinSize() }
func (tr *themedTextRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{tr.text} }
func (tr *themedTextRenderer) Destroy()                     {}
func (tr *themedTextRenderer) Refresh() {
	t := tr.t
	th := t.Theme()
	tr.text.Text = t.Text
	tr.text.TextSize = t.size * scaleOf(th)
	tr.text.TextStyle = t.style
	tr.text.Alignment = t.align
	if t.colorName != "" {
		tr.text.Color = th.Color(t.colorName, fyne.CurrentApp().Settings().ThemeVariant())
	} else {
		tr.text.Color = t.fixed
	}
	tr.text.Refresh()
}
