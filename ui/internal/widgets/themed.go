package widgets

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

// AppScale is the app theme's scale (ScaleOf), for layouts, which have no
// theme of their own.
func AppScale() float32 { return ScaleOf(fyne.CurrentApp().Settings().Theme()) }

// ScaleOf is how much a theme enlarges Fyne's sizes: 1 at a usual window,
// more on a large one, whatever override the theme comes through.
func ScaleOf(th fyne.Theme) float32 {
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
	k := AppScale()
	m := fyne.NewSize(l.min.Width*k, l.min.Height*k)
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// WithMin is o asking for at least w x h at scale 1.
func WithMin(w, h float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(scaledMin{fyne.NewSize(w, h)}, o)
}

// NewBar is a thin bar (a Meter) on a line of its own (barLayout).
func NewBar() (*Meter, fyne.CanvasObject) {
	b := newMeter()
	return b, container.New(barLayout{}, b)
}

// barLayout lays a progress bar out 8 px high at scale 1, in the middle
// of a line of its own.
type barLayout struct{}

func (barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := 8 * AppScale()
	for _, o := range objs {
		o.Move(fyne.NewPos(0, (size.Height-h)/2))
		o.Resize(fyne.NewSize(size.Width, h))
	}
}

func (barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	for _, o := range objs {
		if o.Visible() {
			return fyne.NewSize(0, 12*AppScale())
		}
	}
	return fyne.Size{} // a hidden bar takes no room
}

// ThemedRect is a rounded rectangle filled with a theme colour, with an
// outline when stroke is set.
type ThemedRect struct {
	widget.BaseWidget
	fill fyne.ThemeColorName
	// radius and strokeWidth are at scale 1.
	radius, strokeWidth float32
	stroke              color.Color
}

// NewThemedRect is a rectangle filled with the theme's colour fill, its
// corners rounded by radius at scale 1.
func NewThemedRect(fill fyne.ThemeColorName, radius float32) *ThemedRect {
	r := &ThemedRect{fill: fill, radius: radius}
	r.ExtendBaseWidget(r)
	return r
}

// NewOutlinedRect is a ThemedRect with an outline in a fixed colour.
func NewOutlinedRect(fill fyne.ThemeColorName, radius float32, stroke color.Color, width float32) *ThemedRect {
	r := &ThemedRect{fill: fill, radius: radius, stroke: stroke, strokeWidth: width}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *ThemedRect) CreateRenderer() fyne.WidgetRenderer {
	rr := &themedRectRenderer{r: r, rect: canvas.NewRectangle(color.Transparent)}
	rr.Refresh()
	return rr
}

type themedRectRenderer struct {
	r    *ThemedRect
	rect *canvas.Rectangle
}

func (rr *themedRectRenderer) Layout(size fyne.Size)        { rr.rect.Resize(size) }
func (rr *themedRectRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (rr *themedRectRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{rr.rect} }
func (rr *themedRectRenderer) Destroy()                     {}
func (rr *themedRectRenderer) Refresh() {
	th := rr.r.Theme()
	rr.rect.FillColor = th.Color(rr.r.fill, fyne.CurrentApp().Settings().ThemeVariant())
	k := ScaleOf(th)
	rr.rect.CornerRadius = rr.r.radius * k
	rr.rect.StrokeColor, rr.rect.StrokeWidth = rr.r.stroke, rr.r.strokeWidth*k
	rr.rect.Refresh()
}

// ThemedText is a line of text whose size is given at scale 1 and whose
// colour is a theme colour (ColorName) or a fixed one.
type ThemedText struct {
	widget.BaseWidget
	// Text is what it says.
	Text  string
	size  float32
	style fyne.TextStyle
	align fyne.TextAlign
	// ColorName, when set, is its colour, from the theme.
	ColorName fyne.ThemeColorName
	fixed     color.Color
}

// NewThemedText is text in a fixed colour (a title on the felt, which is
// green in both themes), size at scale 1.
func NewThemedText(text string, c color.Color, size float32, style fyne.TextStyle) *ThemedText {
	t := &ThemedText{Text: text, size: size, style: style, fixed: c, align: fyne.TextAlignCenter}
	t.ExtendBaseWidget(t)
	return t
}

// CreateRenderer implements fyne.Widget.
func (t *ThemedText) CreateRenderer() fyne.WidgetRenderer {
	tr := &themedTextRenderer{t: t, text: canvas.NewText(t.Text, color.White)}
	tr.Refresh()
	return tr
}

// SetText changes the text.
func (t *ThemedText) SetText(s string) {
	t.Text = s
	t.Refresh()
}

type themedTextRenderer struct {
	t    *ThemedText
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
	tr.text.TextSize = t.size * ScaleOf(th)
	tr.text.TextStyle = t.style
	tr.text.Alignment = t.align
	if t.ColorName != "" {
		tr.text.Color = th.Color(t.ColorName, fyne.CurrentApp().Settings().ThemeVariant())
	} else {
		tr.text.Color = t.fixed
	}
	tr.text.Refresh()
}
