package home

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// ResultChart draws a record's recent results as bars, oldest on the left:
// a bar's height is the score, its colour whether the game was won. Its
// renderer keeps its objects and only moves them on layout.
type ResultChart struct {
	widget.BaseWidget
	results []app.Result
}

// ChartWin and ChartLoss are the chart's bars for a game won and lost: a
// calm green and a grey readable on light and dark.
var (
	ChartWin  = color.NRGBA{0x2f, 0x9e, 0x5b, 0xff}
	ChartLoss = color.NRGBA{0x8a, 0x84, 0x7c, 0xff}
)

// NewResultChart is the chart of results, oldest first.
func NewResultChart(results []app.Result) *ResultChart {
	c := &ResultChart{results: results}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer implements fyne.Widget.
func (c *ResultChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c, axis: canvas.NewLine(nil)}
	r.top = canvas.NewText("", nil)
	r.bottom = canvas.NewText("", nil)
	r.build()
	return r
}

type chartRenderer struct {
	c           *ResultChart
	bars        []*canvas.Rectangle
	axis        *canvas.Line
	top, bottom *canvas.Text
	lo, hi      int
}

// build makes one bar per result and the scale's two labels, in the
// theme's colour and at its scale.
func (r *chartRenderer) build() {
	th := r.c.Theme()
	fg := th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
	r.axis.StrokeColor, r.top.Color, r.bottom.Color = fg, fg, fg
	r.top.TextSize = 11 * widgets.ScaleOf(th)
	r.bottom.TextSize = r.top.TextSize
	r.bars = r.bars[:0]
	r.lo, r.hi = 0, 1
	for _, res := range r.c.results {
		r.lo, r.hi = min(r.lo, res.Score), max(r.hi, res.Score)
		fill := ChartLoss
		if res.Won {
			fill = ChartWin
		}
		b := canvas.NewRectangle(fill)
		b.CornerRadius = 2
		r.bars = append(r.bars, b)
	}
	r.top.Text = fmt.Sprint(r.hi)
	r.bottom.Text = fmt.Sprint(r.lo)
}

func (r *chartRenderer) Layout(size fyne.Size) {
	label := max(r.top.MinSize().Width, r.bottom.MinSize().Width) + 6
	r.top.Move(fyne.NewPos(0, 0))
	r.bottom.Move(fyne.NewPos(0, size.Height-r.bottom.MinSize().Height))
	plotW := size.Width - label
	span := float32(r.hi - r.lo)
	zero := size.Height * float32(r.hi) / span
	r.axis.Position1 = fyne.NewPos(label, zero)
	r.axis.Position2 = fyne.NewPos(size.Width, zero)
	n := len(r.bars)
	if n == 0 {
		return
	}
	slot := plotW / float32(max(n, app.RecentResults/2))
	for i, b := range r.bars {
		score := float32(r.c.results[i].Score)
		h := size.Height * score / span
		y := zero - h
		if h < 0 {
			y, h = zero, -h
		}
		h = max(h, 2) // a zero score still shows
		b.Move(fyne.NewPos(label+float32(i)*slot+slot*0.15, y))
		b.Resize(fyne.NewSize(slot*0.7, h))
	}
}

func (r *chartRenderer) MinSize() fyne.Size {
	k := widgets.ScaleOf(r.c.Theme())
	return fyne.NewSize(280*k, 90*k)
}

func (r *chartRenderer) Refresh() {
	r.build()
	r.Layout(r.c.Size())
	canvas.Refresh(r.c)
}

func (r *chartRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.axis, r.top, r.bottom}
	for _, b := range r.bars {
		objs = append(objs, b)
	}
	return objs
}

func (r *chartRenderer) Destroy() {}
