package table

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// buildScene makes the felt's fixed parts; cards come and go in render.
func (f *feltArea) buildScene() {
	f.image = art.NewRasterImage(nil)
	f.image.Image = art.RasterLater(art.Felt(), 480, 320, func() {
		f.image.Image = art.RasterOf(art.Felt(), 480, 320)
		f.image.Refresh()
	})
	f.base = canvas.NewRectangle(feltGreen)
	f.catcher = newFeltCatcher(f.feltTapped)
	f.drop = canvas.NewRectangle(color.Transparent)
	f.drop.CornerRadius = 18
	f.drop.StrokeWidth = 2
	f.drop.StrokeColor = dropIdle
	f.dropText = canvas.NewText("", dropText)
	f.dropText.Alignment = fyne.TextAlignCenter
	f.dropText.TextSize = 13
	f.fdLabel = canvas.NewText("", color.White)
	f.fdLabel.Text = f.rowLabel()
	f.fdLabel.TextStyle.Bold = true
	f.status = newStatusLine()
	f.message = newFeltMessage(f.messageRoom, f.onUI)
	f.stand = newStandPanel(f, f.model, f.game, f.model.Human(), len(f.model.Seats()), f.theme)
	f.hand = newHandStop(f.in.handFocused, f.in.typedKey)
	f.seatW = make([]*seatBox, len(f.model.Seats()))
	for i := range f.seatW {
		f.seatW[i] = newSeatBox(f.seatTable(), i)
	}
	f.trick = newTrickView(f.game, len(f.model.Seats()), f.seatName, f.feltTapped)
	f.flyer = newCard(f.game, "", true)
	f.flyer.Hide()
}

// submit sends a move the stand makes.
func (f *feltArea) submit(a engine.Action) { f.in.submit(a) }

// tellRefusal says why the stand's move was refused.
func (f *feltArea) tellRefusal(err error) { f.in.tellRefusal(err) }

// shape is what the table's geometry depends on besides the felt's size.
func (f *feltArea) shape() tableShape {
	return tableShape{players: len(f.model.Seats()), me: max(f.model.Human(), 0), hand: len(f.handW), facedown: len(f.fdW), scale: f.shell.Settings().CardScale()}
}

// geometryFor is the table's geometry on a felt of this size. One layout
// asks for it many times (every card of the draft stand does), and a drag
// lays the table out on every move: it is computed again only when the
// size or the shape changed. Callers only read it.
func (f *feltArea) geometryFor(size fyne.Size) geometry { return f.geo.get(size, f.shape()) }

// geometryCache is the last geometry computed and what from.
type geometryCache struct {
	geo   geometry
	key   geometryKey
	valid bool
}

// geometryKey is what the cached geometry was computed from.
type geometryKey struct {
	size  fyne.Size
	shape tableShape
}

// get is the geometry of a felt of this size and shape, computed again
// only when either changed.
func (c *geometryCache) get(size fyne.Size, shape tableShape) geometry {
	if key := (geometryKey{size, shape}); !c.valid || key != c.key {
		c.geo, c.key, c.valid = layoutTable(size, shape), key, true
	}
	return c.geo
}

// feltSize is the felt's size now.
func (f *feltArea) feltSize() fyne.Size { return f.Size() }

// marksPick reports whether set k of the stand passed is to be marked: the
// guided game's step or the hint picks it.
func (f *feltArea) marksPick(k int) bool { return f.coach.picks(k) || f.in.hintPicks(k) }

// cardSize is the size of a hand card.
func (f *feltArea) cardSize() fyne.Size { return f.geometryFor(f.Size()).card }

// trickCardSize is the size of a card in the trick.
func (f *feltArea) trickCardSize() fyne.Size { return f.geometryFor(f.Size()).trickCard }

// trickSlot is where seat's card lies in the trick (top-left corner).
func (f *feltArea) trickSlot(seat int, size fyne.Size) fyne.Position {
	return f.geometryFor(size).trick[seat]
}

// seatPos is the centre of a seat's box, where its cards fly from and its
// tricks fly to.
func (f *feltArea) seatPos(seat int, size fyne.Size) fyne.Position {
	return f.geometryFor(size).seat[seat].centre()
}

func (f *feltArea) dropRect(size fyne.Size) (fyne.Position, fyne.Size) {
	d := f.geometryFor(size).drop
	return d.pos, d.size
}

// handRow is where the hand's cards rest: the first card's x, the step
// between cards and their y.
func (f *feltArea) handRow(size fyne.Size) (x0, step, y float32) {
	g := f.geometryFor(size)
	y = g.handTop
	if len(g.hand) == 0 {
		return 0, 0, y
	}
	x0 = g.hand[0].X
	if len(g.hand) > 1 {
		step = g.hand[1].X - x0
	}
	return x0, step, y
}

func (f *feltArea) layout(size fyne.Size) {
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	g := f.geometryFor(size)
	if s := max(g.chrome, 1); f.theme != nil && s != f.theme.Scale {
		f.theme.Scale = s
		defer f.themed.Refresh()
		if f.panel.rebuild != nil {
			defer f.panel.rebuild()
		}
	}
	f.image.Move(fyne.NewPos(0, 0))
	f.image.Resize(size)
	f.base.Resize(size)
	f.catcher.Resize(size)
	f.drop.Move(g.drop.pos)
	f.drop.Resize(g.drop.size)
	f.drop.CornerRadius = 18 * g.chrome
	f.dropText.TextSize = 13 * g.chrome
	f.dropText.Move(fyne.NewPos(g.drop.pos.X, g.drop.bottom()-22*g.chrome))
	f.dropText.Resize(fyne.NewSize(g.drop.size.Width, 18*g.chrome))
	f.status.place(g.status, g.chrome)

	// Own face-down row (Gummi) under its name, then the hand.
	if len(g.facedown) > 0 {
		first, last := g.facedown[0], g.facedown[len(g.facedown)-1]
		width := last.X + g.facedownCard.Width - first.X
		f.fdLabel.Text = f.rowLabel()
		fitText(f.fdLabel, 11*g.chrome, width)
		// Over the row as a card raised in it is drawn (cardRaise, and
		// its ring), so a raised card never covers its name; as wide and
		// tall as its letters are drawn (a row of one card is narrower
		// than its name), so the coach's ring goes round it whole.
		text := fyne.MeasureText(f.fdLabel.Text, f.fdLabel.TextSize, f.fdLabel.TextStyle)
		f.fdLabel.Move(fyne.NewPos(first.X, first.Y-cardRaise(g.facedownCard)-3*g.chrome-text.Height))
		f.fdLabel.Resize(fyne.NewSize(max(width, text.Width), text.Height))
	}
	for i, c := range f.fdW {
		c.home = g.facedown[i]
		c.Resize(g.facedownCard)
		if c != f.in.dragging {
			c.Move(c.home)
		}
	}
	for i, c := range f.handW {
		// During the split the cards in the row come first (rowOrder):
		// the row closes up as cards go to the stand.
		c.home = g.hand[i]
		if p, ok := f.stand.slotPosOf(c.name, size); ok {
			c.home = p
			c.Resize(f.stand.slotCardSize())
		} else {
			c.Resize(g.card)
		}
		switch c {
		case f.in.dragging:
		case f.pendingCard():
			// Played and awaiting the table's answer: it waits in the
			// player's trick slot.
			c.Resize(g.trickCard)
			if c.faceUp {
				c.Move(g.trick[max(f.model.Human(), 0)])
			}
		default:
			c.Move(c.home)
		}
	}
	f.trick.place(g)
	f.flyer.Resize(g.trickCard)
	for s, b := range f.seatW {
		b.place(g.seat[s], g.chrome)
	}
	f.stand.layout(size)
	// Under the trick and its reasons, or under the draft's stand.
	f.message.place(f.messageRect(g, size), g.chrome)
	if p := f.prompt; p != nil {
		ps := p.MinSize()
		c := g.middle.centre()
		p.Resize(ps)
		p.Move(fyne.NewPos(c.X-ps.Width/2, c.Y-ps.Height/2))
	}
	if p := f.panel.obj; p != nil {
		// The summaries take the middle of the felt, scrolling what does
		// not fit.
		w := min(f.panel.box.Width*f.theme.Scale, size.Width-24)
		h := min(f.panel.box.Height, size.Height-24)
		p.Resize(fyne.NewSize(w, h))
		p.Move(fyne.NewPos((size.Width-w)/2, (size.Height-h)/2))
	}
	f.layoutRings()
}

// render updates the table to the shown view. Widgets are reused: a card
// still in the hand keeps its widget, and only what changed is refreshed.
func (f *feltArea) render() {
	v := f.model.View()
	// Hand (or the six drawn cards during the Trick of Trip split, those
	// still in the row first).
	row := f.model.Order()
	if v.Arranging() != nil {
		row = f.stand.rowOrder()
	}
	f.handW = f.handPool.take(f.game, row, true, f.in.wireHandCard)
	var fdNames []string
	for pos, fd := range playRowCards(v) {
		if !fd.Played {
			fdNames = append(fdNames, facedownName(pos))
		}
	}
	f.fdW = f.fdPool.take(f.game, fdNames, false, f.in.wireHandCard)
	for i, c := range f.fdW {
		c.show(c.name, false, false, f.handHighlight(i, c), i == f.in.selected || f.coachLifts(c))
	}
	for i, c := range f.handW {
		k := len(f.fdW) + i
		dim := false
		if cv, ok := f.model.Card(c.name); ok {
			dim = v.Phase == engine.PlayCard && !cv.Legal
		}
		if c == f.pendingCard() {
			dim = c.dim
		}
		c.show(c.name, true, dim, f.handHighlight(k, c), k == f.in.selected || f.coachLifts(c))
	}
	held, holding := f.model.Held()
	f.trick.update(f.model.Shown(), held, holding, f.words())
	for _, b := range f.seatW {
		b.update()
	}
	f.stand.update()
	f.renderPrompt()
	f.renderStatus()
	f.side.render()

	objs := append(f.objs[:0], f.base, f.image, f.catcher, f.hand)
	if !f.stand.active {
		objs = append(objs, f.drop, f.dropText)
	}
	for _, b := range f.seatW {
		objs = b.appendObjects(objs)
	}
	objs = append(objs, f.stand.objects()...)
	objs = f.trick.appendCards(objs)
	if len(f.fdW) > 0 {
		objs = append(objs, f.fdLabel)
	}
	for _, c := range f.fdW {
		objs = append(objs, c)
	}
	for _, c := range f.handW {
		if c != f.in.dragging {
			objs = append(objs, c)
		}
	}
	if f.in.dragging != nil {
		objs = append(objs, f.in.dragging) // a dragged card stays on top
	}
	objs = f.trick.appendLines(objs)
	objs = append(objs, f.status.text)
	for _, l := range f.message.lines {
		objs = append(objs, l)
	}
	objs = append(objs, f.flyer)
	if f.coach != nil {
		f.layoutRings()
		objs = append(objs, f.coach.ringObjects()...)
	}
	if f.prompt != nil {
		objs = append(objs, f.prompt)
	}
	if f.panel.obj != nil {
		objs = append(objs, f.panel.obj)
	}
	f.objs = objs
	f.redraw()
	// Once laid out: the focus finds the prompt's buttons only inside a
	// prompt drawn already.
	f.focusPrompt()
	f.cueTurn()
}

// trickTag labels the i-th card played to a trick: the order it was
// played in (which the rules of every game look at: the first colour, the
// last of equal cards, the first 7) and its player; sub, the tag's second
// line, says a card came from a face-down row.
func trickTag(i int, name string, facedown bool) (tag, sub string) {
	tag = lang.L("{{.N}}. {{.Name}}", map[string]any{"N": i + 1, "Name": name})
	if facedown {
		// Not "face-down": a card from the row is played face-up, and
		// "face-down" is also how the rest of a colour is won.
		sub = lang.L("from the row")
	}
	return tag, sub
}

// handHighlight is the ring of the k-th playable card: the keyboard
// selection, else the hint.
func (f *feltArea) handHighlight(k int, c *cardWidget) color.Color {
	switch {
	case k == f.in.selected:
		return selectWhite
	case f.in.hintMarks(f.in.actionOf(c)):
		return hintBlue
	case f.coach != nil && f.coach.marks(c.name):
		return hintBlue
	case f.in.hintSplits(c.name):
		return hintBlue
	}
	return nil
}

// facedownName names the widget of the face-down card at pos.
func facedownName(pos int) string { return fmt.Sprintf("#%d", pos) }

// redraw lays the table out and repaints it without refreshing every
// child: a container's Refresh would throw away each card's raster.
func (f *feltArea) redraw() {
	f.layout(f.Size())
	canvas.Refresh(f)
}

// cardPool hands out the card widgets of a row, reusing the last render's:
// a card still there keeps its widget, a widget no longer needed shows the
// next new card, and only what is left over is made.
type cardPool struct {
	all  []*cardWidget
	used []bool
	out  []*cardWidget
}

func (p *cardPool) take(game string, names []string, faceUp bool, wire func(*cardWidget)) []*cardWidget {
	p.used = p.used[:0]
	for range p.all {
		p.used = append(p.used, false)
	}
	p.out = p.out[:0]
	for _, n := range names {
		var got *cardWidget
		for i, c := range p.all {
			if !p.used[i] && c.name == n && c.faceUp == faceUp {
				p.used[i], got = true, c
				break
			}
		}
		p.out = append(p.out, got)
	}
	for k, n := range names {
		if p.out[k] != nil {
			continue
		}
		for i, c := range p.all {
			if !p.used[i] {
				p.used[i] = true
				p.out[k] = c
				c.name, c.faceUp = n, faceUp
				c.Refresh()
				break
			}
		}
		if p.out[k] == nil {
			c := newCard(game, n, faceUp)
			wire(c)
			p.all = append(p.all, c)
			p.used = append(p.used, true)
			p.out[k] = c
		}
	}
	return p.out
}

// feltCatcher lies under everything on the felt: a tap on the bare felt
// takes in the trick or summary the table waits on.
type feltCatcher struct {
	widget.BaseWidget
	onTap func()
}

func newFeltCatcher(onTap func()) *feltCatcher {
	c := &feltCatcher{onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped implements fyne.Tappable.
func (c *feltCatcher) Tapped(*fyne.PointEvent) { c.onTap() }

// CreateRenderer implements fyne.Widget; the catcher draws nothing.
func (c *feltCatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// nameTag is a player's name on a dark tag over the lower edge of their
// trick card; a winner's is gold. sub is a second, smaller line under the
// name (a card from a face-down row says so there), which grows the tag
// upwards over the card, so what lies under the card stays where it was.
type nameTag struct {
	bg        *canvas.Rectangle
	text, sub *canvas.Text
	// sub2 is the second line's end where it is too wide for the tag on
	// one ("from the" / "row" under a small card); subFull the line whole.
	sub2    *canvas.Text
	subFull string
	// cut: the last place had to cut a line with "…" to fit.
	cut bool
}

func newNameTag(name string) *nameTag {
	n := &nameTag{bg: canvas.NewRectangle(nameTagBg), text: canvas.NewText(name, color.White), sub: canvas.NewText("", color.White), sub2: canvas.NewText("", color.White)}
	n.text.TextStyle.Bold = true
	n.text.Alignment = fyne.TextAlignCenter
	n.sub.Alignment = fyne.TextAlignCenter
	n.sub2.Alignment = fyne.TextAlignCenter
	return n
}

func (n *nameTag) set(name string, winner bool) {
	col := color.Color(color.White)
	if winner {
		col = gold
	}
	if n.text.Text == name && n.text.Color == col {
		return
	}
	n.text.Text, n.text.Color = name, col
	n.text.Refresh()
}

// setSub sets the tag's second line ("" for none).
func (n *nameTag) setSub(line string) {
	if n.subFull != line {
		n.subFull, n.sub.Text, n.sub2.Text = line, line, ""
		n.sub.Refresh()
		n.sub2.Refresh()
	}
}

// objects are what the tag draws: its second line only when it has one,
// with the line's end (sub2), which place fills only when the line is
// too wide for one (the scene may take the objects before it is placed).
func (n *nameTag) objects() []fyne.CanvasObject {
	if n.subFull == "" {
		return []fyne.CanvasObject{n.bg, n.text}
	}
	return []fyne.CanvasObject{n.bg, n.text, n.sub, n.sub2}
}

// place puts the tag on the lower edge of a card at p of size card, no
// wider than the room the table's geometry keeps for it (trickTagWiden).
func (n *nameTag) place(p fyne.Position, card fyne.Size, chrome float32) {
	maxW := card.Width + (trickTagWiden-4)*chrome
	n.cut = fitTagText(n.text, 12*chrome, maxW)
	w := fyne.MeasureText(n.text.Text, n.text.TextSize, n.text.TextStyle).Width
	var subH, sub1H float32
	n.sub.Text, n.sub2.Text = n.subFull, ""
	if n.sub.Text != "" {
		fitText(n.sub, 10*chrome, maxW)
		if first, second := words.SplitSentence(n.subFull); second != "" && fyne.MeasureText(n.subFull, n.sub.TextSize, n.sub.TextStyle).Width > maxW {
			// Two lines rather than a line cut with "…".
			n.sub.Text, n.sub2.Text = first, second
		}
		n.cut = fitTagText(n.sub, 10*chrome, maxW) || n.cut
		w = max(w, fyne.MeasureText(n.sub.Text, n.sub.TextSize, n.sub.TextStyle).Width)
		subH = n.sub.TextSize * 1.2
		sub1H = subH
		if n.sub2.Text != "" {
			n.cut = fitTagText(n.sub2, n.sub.TextSize, maxW) || n.cut
			w = max(w, fyne.MeasureText(n.sub2.Text, n.sub2.TextSize, n.sub2.TextStyle).Width)
			subH += n.sub2.TextSize * 1.2
		}
	}
	w = min(w+10*chrome, card.Width+trickTagWiden*chrome)
	lineH := n.text.TextSize * 1.5
	x, y := p.X+(card.Width-w)/2, p.Y+card.Height-lineH*0.6-subH
	n.bg.CornerRadius = lineH / 2
	n.bg.Move(fyne.NewPos(x, y))
	n.bg.Resize(fyne.NewSize(w, lineH+subH))
	n.text.Move(fyne.NewPos(x, y))
	n.text.Resize(fyne.NewSize(w, lineH))
	n.sub.Move(fyne.NewPos(x, y+lineH-sub1H*0.35))
	n.sub.Resize(fyne.NewSize(w, sub1H))
	n.sub2.Move(fyne.NewPos(x, y+lineH+sub1H*0.65))
	n.sub2.Resize(fyne.NewSize(w, subH-sub1H))
}

// fitTagText sizes a tag's text as fitText does and, where it is too wide
// even at the smallest size (a long name on a small felt), cuts it with
// "…", and reports that it did: a tag never draws past its background or
// into its neighbour. The seat's plate, and the lines under a held trick,
// say it whole.
func fitTagText(t *canvas.Text, size, width float32) bool {
	fitText(t, size, width)
	wide := func(s string) bool { return fyne.MeasureText(s, t.TextSize, t.TextStyle).Width > width }
	if !wide(t.Text) {
		return false
	}
	rs := []rune(t.Text)
	for len(rs) > 1 && wide(string(rs)+"…") {
		rs = rs[:len(rs)-1]
	}
	t.Text = strings.TrimRight(string(rs), " ") + "…"
	return true
}

// placeUnder puts the tag just under above, the tag on the card at p.
func (n *nameTag) placeUnder(above *nameTag, p fyne.Position, card fyne.Size, chrome float32) {
	n.place(p, card, chrome)
	dy := above.bg.Position().Y + above.bg.Size().Height + 2*chrome - n.bg.Position().Y
	for _, o := range n.objects() {
		o.Move(o.Position().AddXY(0, dy))
	}
}

func (n *nameTag) show(visible bool) {
	for _, o := range []fyne.CanvasObject{n.bg, n.text, n.sub, n.sub2} {
		if visible {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// rowLabel is the name over the player's row of cards to play from
// besides the hand, in the game's words (Gummi's "Your face-down row");
// the name already shown while the view has no such row to name.
func (f *feltArea) rowLabel() string {
	if r, ok := tablemodel.PlayRow(f.model.View()); ok && r.Label != "" {
		return lang.L(r.Label)
	}
	return f.fdLabel.Text
}
