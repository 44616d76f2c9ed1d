package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/art"
)

// cardWidget is one card on the table: face or back from the assets, a
// shadow, and overlays for dimming (illegal), highlight (trick winner, hint,
// keyboard selection) and hover. Hand cards get drag, double-tap and tap
// handlers; other cards are plain pictures.
type cardWidget struct {
	widget.BaseWidget
	game   string
	name   string
	faceUp bool

	dim       bool
	highlight color.Color
	hovered   bool
	lifted    bool

	onDrag    func(*cardWidget, *fyne.DragEvent)
	onDragEnd func(*cardWidget)
	onDouble  func(*cardWidget)
	onTap     func(*cardWidget)

	// home is where the card rests (drag springs back here).
	home fyne.Position
}

func newCard(game, name string, faceUp bool) *cardWidget {
	c := &cardWidget{game: game, name: name, faceUp: faceUp}
	c.ExtendBaseWidget(c)
	return c
}

// show sets what the card shows, refreshing it only when that changed
// (a refresh of an unchanged card would still relayout its parts).
func (c *cardWidget) show(name string, faceUp, dim bool, highlight color.Color, lifted bool) {
	if c.name == name && c.faceUp == faceUp && c.dim == dim && c.highlight == highlight && c.lifted == lifted {
		return
	}
	c.name, c.faceUp, c.dim, c.highlight, c.lifted = name, faceUp, dim, highlight, lifted
	c.Refresh()
}

// CreateRenderer implements fyne.Widget.
func (c *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		shadow: canvas.NewRectangle(shadowColor),
		img:    art.NewRasterImage(nil),
		dim:    canvas.NewRectangle(dimColor),
		ring:   canvas.NewRectangle(color.Transparent),
	}
	r.shadow.CornerRadius = 6
	r.dim.CornerRadius = 6
	r.ring.CornerRadius = 7
	r.ring.StrokeWidth = 3
	r.refresh()
	return r
}

// Dragged implements fyne.Draggable.
func (c *cardWidget) Dragged(ev *fyne.DragEvent) {
	if c.onDrag != nil {
		c.onDrag(c, ev)
	}
}

// DragEnd implements fyne.Draggable.
func (c *cardWidget) DragEnd() {
	if c.onDragEnd != nil {
		c.onDragEnd(c)
	}
}

// DoubleTapped implements fyne.DoubleTappable.
func (c *cardWidget) DoubleTapped(*fyne.PointEvent) {
	if c.onDouble != nil {
		c.onDouble(c)
	}
}

// Tapped implements fyne.Tappable.
func (c *cardWidget) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap(c)
	}
}

// MouseIn implements desktop.Hoverable: hand cards rise a little.
func (c *cardWidget) MouseIn(*desktop.MouseEvent) {
	if c.onDrag != nil && !c.hovered {
		c.hovered = true
		c.Refresh()
	}
}

// MouseMoved implements desktop.Hoverable.
func (c *cardWidget) MouseMoved(*desktop.MouseEvent) {}

// MouseOut implements desktop.Hoverable.
func (c *cardWidget) MouseOut() {
	if c.hovered {
		c.hovered = false
		c.Refresh()
	}
}

type cardRenderer struct {
	c      *cardWidget
	shadow *canvas.Rectangle
	img    *canvas.Image
	dim    *canvas.Rectangle
	ring   *canvas.Rectangle
	res    fyne.Resource
}

func (r *cardRenderer) Layout(size fyne.Size) {
	lift := float32(0)
	// A greyed card does not rise under the pointer: rising invites a
	// move it may not make.
	if r.c.hovered && !r.c.dim || r.c.lifted {
		lift = -cardRaise(size)
	}
	r.shadow.Move(fyne.NewPos(3, 4+lift*0.3))
	r.shadow.Resize(size)
	for _, o := range []fyne.CanvasObject{r.img, r.dim} {
		o.Move(fyne.NewPos(0, lift))
		o.Resize(size)
	}
	r.ring.Move(fyne.NewPos(-2, lift-2))
	r.ring.Resize(size.AddWidthHeight(4, 4))
}

func (r *cardRenderer) MinSize() fyne.Size { return fyne.NewSize(20, 28) }

func (r *cardRenderer) refresh() {
	var res fyne.Resource
	if r.c.faceUp {
		res = art.CardFace(r.c.game, r.c.name)
	} else {
		res = art.CardBack(r.c.game)
	}
	if res != r.res || r.img.Image == art.BlankCard {
		r.res = res
		img := art.RasterLater(res, art.CardPxW, art.CardPxH, r.c.Refresh)
		if img == nil {
			img = art.BlankCard
		}
		r.img.Image = img
		r.img.Refresh()
	}
	r.dim.Hidden = !r.c.dim
	if r.c.highlight != nil {
		r.ring.StrokeColor = r.c.highlight
		r.ring.Hidden = false
	} else {
		r.ring.Hidden = true
	}
	r.Layout(r.c.Size())
	r.dim.Refresh()
	r.ring.Refresh()
}

func (r *cardRenderer) Refresh() { r.refresh() }

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.shadow, r.img, r.dim, r.ring}
}

func (r *cardRenderer) Destroy() {}

// cardRaise is how far a card of size is drawn above its place while it
// is raised (hovered, or lifted as the card to play).
func cardRaise(size fyne.Size) float32 { return size.Height * 0.06 }
