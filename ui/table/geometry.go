package table

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// This file is the table's geometry: where everything on the felt goes,
// computed from the felt's size alone (and the card-size setting on top),
// so the same table fills an 800x600 window or a 4K one in proportion. It
// is a pure function of tableShape and the size: the layout applies it and
// the geometry test checks it over a grid of sizes, games and players.

// refArea is the felt's size at which unit is 1 (a 1280x800 window).
var refArea = fyne.NewSize(1010, 800)

// The seat box's parts at unit 1: a fan of card backs over a name plate
// (Gummi's face-down row beside the fan), the pile of won cards under it,
// a clear gap from the plate.
const (
	plateW, plateH = 190, 62
	backW          = 30
	backH          = backW * 1.4
	backTuck       = 8 // the plate covers the fan's lower edge
	fdIconW        = 18
	fdIconH        = fdIconW * 1.4
	pileGap        = 8
	pileCardW      = 22
	pileCardH      = pileCardW * 1.4
	boxW           = plateW
	boxH           = backH - backTuck + plateH + pileGap + pileCardH
)

// Hand card size at unit 1 and medium card size.
const cardW, cardH = 84, 84 * 1.4

// tableShape is what the geometry depends on besides the size.
type tableShape struct {
	players int
	me      int // the player's seat (0 for a spectator)
	// hand and facedown count the cards in the player's hand row and
	// face-down row (Gummi).
	hand, facedown int
	// scale is the Settings' card size (1 = medium).
	scale float32
}

// rect is a rectangle on the felt.
type rect struct {
	pos  fyne.Position
	size fyne.Size
}

func (r rect) right() float32  { return r.pos.X + r.size.Width }
func (r rect) bottom() float32 { return r.pos.Y + r.size.Height }
func (r rect) centre() fyne.Position {
	return fyne.NewPos(r.pos.X+r.size.Width/2, r.pos.Y+r.size.Height/2)
}

// overlaps reports whether r and o share any area.
func (r rect) overlaps(o rect) bool {
	return r.pos.X < o.right() && o.pos.X < r.right() && r.pos.Y < o.bottom() && o.pos.Y < r.bottom()
}

// within reports whether r lies inside o.
func (r rect) within(o rect) bool {
	const eps = 0.01
	return r.pos.X >= o.pos.X-eps && r.pos.Y >= o.pos.Y-eps && r.right() <= o.right()+eps && r.bottom() <= o.bottom()+eps
}

// union is the smallest rectangle holding r and o.
func (r rect) union(o rect) rect {
	x, y := min(r.pos.X, o.pos.X), min(r.pos.Y, o.pos.Y)
	return rectAt(x, y, max(r.right(), o.right())-x, max(r.bottom(), o.bottom())-y)
}

func rectAt(x, y, w, h float32) rect { return rect{fyne.NewPos(x, y), fyne.NewSize(w, h)} }

// geometry is where everything on the felt goes.
type geometry struct {
	area rect
	// unit scales the cards with the felt; chrome scales the seat boxes
	// and their text, within limits that keep text readable.
	unit, chrome float32
	card         fyne.Size // a hand card
	trickCard    fyne.Size
	facedownCard fyne.Size
	// hand and facedown are the top-left corners of the player's cards;
	// handTop is the hand row's top, also when the hand is empty.
	hand, facedown []fyne.Position
	handTop        float32
	// seat is each seat's box (fan, plate and pile); for the player's own
	// seat, the plate and the pile beside it.
	seat []rect
	// trick is each seat's card in the trick (top-left corner);
	// tagsApart says no card's tags reach another card or its tags
	// (trickFootprint).
	trick     []fyne.Position
	tagsApart bool
	// middle is the felt between the seats, where the trick, the draft's
	// stand and prompts go; drop is the drop zone around the trick.
	middle, drop rect
	// status is the line above the hand ("Your turn"); message the line
	// under the trick for refusals and notices.
	status, message rect
	// reasons is where a held trick's reasons stack, from the message
	// line down: the felt's whole width where no seat reaches beside them
	// (a Gummi trick's reasons say what each winner took, too long for
	// the room between the side seats at 800x600), else the middle's
	// width down to the status line.
	reasons rect
}

func clamp(v, lo, hi float32) float32 { return max(lo, min(v, hi)) }

// layoutTable computes the geometry of a felt of the given size.
func layoutTable(size fyne.Size, s tableShape) geometry {
	g := geometry{area: rectAt(0, 0, size.Width, size.Height)}
	if s.players < 1 {
		return g
	}
	if s.scale <= 0 {
		s.scale = 1
	}
	g.unit = min(size.Width/refArea.Width, size.Height/refArea.Height)
	g.chrome = clamp(g.unit, 0.8, 1.6)
	u, c := g.unit, g.chrome
	margin, gap := 10*c, 8*c

	// The hand along the bottom, the face-down row at its left.
	g.card = fyne.NewSize(cardW*u*s.scale, cardH*u*s.scale)
	// The hand never takes more than a fifth of the height.
	if maxH := size.Height / 5; g.card.Height > maxH {
		g.card = fyne.NewSize(maxH/1.4, maxH)
	}
	g.facedownCard = fyne.NewSize(g.card.Width*0.8, g.card.Height*0.8)
	handY := size.Height - margin - g.card.Height
	g.handTop = handY
	left := margin
	for i := 0; i < s.facedown; i++ {
		g.facedown = append(g.facedown, fyne.NewPos(left, handY+g.card.Height-g.facedownCard.Height))
		left += g.facedownCard.Width + 6*c
	}
	if s.facedown > 0 {
		left += 2 * gap
	}
	avail := size.Width - margin - left
	step := g.card.Width + 6*c
	if s.hand > 1 && float32(s.hand-1)*step+g.card.Width > avail {
		step = (avail - g.card.Width) / float32(s.hand-1)
	}
	total := float32(0)
	if s.hand > 0 {
		total = float32(s.hand-1)*step + g.card.Width
	}
	for i := 0; i < s.hand; i++ {
		g.hand = append(g.hand, fyne.NewPos(left+(avail-total)/2+float32(i)*step, handY))
	}

	// The player's plate above the hand's left end, the pile beside it,
	// and the status line taking the rest of that band.
	g.seat = make([]rect, s.players)
	g.trick = make([]fyne.Position, s.players)
	ownPile := 6*pileCardW*0.62*c + pileCardW*c + 90*c
	bandY := handY - gap - plateH*c
	if len(g.facedown) > 0 {
		// The face-down row's label keeps room (6 px) from the plate's
		// 3 px ring above it: it is drawn over the row as high as a raised
		// card reaches (tablescene.go), at most 11 px tall with 3 px
		// under it and its line's leading (15 px in all); with small cards
		// the row rises into the gap under the plate.
		bandY = min(bandY, g.facedown[0].Y-cardRaise(g.facedownCard)-24*c-3-plateH*c)
	}
	g.seat[s.me] = rectAt(margin, bandY, plateW*c+gap+ownPile, plateH*c)
	statusH := 24 * c
	g.status = rectAt(g.seat[s.me].right()+gap, bandY+(plateH*c-statusH)/2, 0, statusH)
	g.status.size.Width = max(0, size.Width-margin-g.status.pos.X)
	floor := bandY - gap // the seats and the trick stay above it

	g.placeOpponents(s, margin, gap, floor)
	g.placeTrick(s, gap)
	g.placeReasons(s, margin, gap, floor)
	return g
}

// placeReasons picks the room for a held trick's reasons: under the
// message line and above the player's own band, as wide as the seats
// beside it allow and centred under the trick, when that is wider than
// the middle and still has a line for each winner and who leads next;
// else the middle's width down to the status line.
func (g *geometry) placeReasons(s tableShape, margin, gap, floor float32) {
	top := g.message.pos.Y
	g.reasons = rectAt(g.message.pos.X, top, g.message.size.Width, max(g.message.size.Height, g.status.pos.Y-top))
	if floor-top < 12*float32(s.players+1) {
		return
	}
	cx := g.drop.pos.X + g.drop.size.Width/2
	x0, x1 := g.area.pos.X+margin, g.area.right()-margin
	for _, r := range g.seat {
		if r.pos.Y >= floor || r.bottom() <= top {
			continue // not beside the reasons
		}
		switch {
		case r.right() <= cx:
			x0 = max(x0, r.right()+gap)
		case r.pos.X >= cx:
			x1 = min(x1, r.pos.X-gap)
		default:
			return // a seat under the trick: keep to the middle
		}
	}
	half := min(cx-x0, x1-cx)
	if 2*half <= g.reasons.size.Width {
		return
	}
	g.reasons = rectAt(cx-half, top, 2*half, floor-top)
}

// placeOpponents seats the others around the felt, clockwise from the
// player's left: up the left side, along the top, down the right side.
func (g *geometry) placeOpponents(s tableShape, margin, gap, floor float32) {
	c := g.chrome
	w, h := boxW*c, boxH*c
	width := g.area.size.Width
	xl, xc, xr := margin, (width-w)/2, width-margin-w
	top := margin
	opp := s.players - 1
	// Which places are used: l and r count the boxes on each side (bottom
	// to top on the left, top to bottom on the right), t those on top.
	var l, t int
	switch opp {
	case 0:
	case 1:
		t = 1
	case 2:
		l = 1
	case 3:
		l, t = 1, 1
	case 4:
		l, t = 1, 2
	case 5:
		l, t = 2, 1
	default:
		l, t = 2, 2
	}
	// The top boxes sit side by side in the middle; the side columns drop
	// below them when they would touch.
	topW := float32(t)*w + float32(max(t-1, 0))*gap
	topX := (width - topW) / 2
	sideTop := top
	if t > 0 && topX < xl+w+gap {
		sideTop = top + h + gap
	}
	if t == 1 {
		topX = xc
	}
	// Side rows: evenly between sideTop and the floor, one or two high.
	room := floor - sideTop - h
	var rows []float32
	switch l {
	case 1:
		y := sideTop + room*0.35
		if opp == 2 {
			y = sideTop + room*0.2
		}
		rows = []float32{y}
	case 2:
		lower := sideTop + max(room*0.75, h+gap)
		rows = []float32{min(lower, floor-h), sideTop + room*0.1}
	}
	k := 0
	next := func() int {
		k++
		return (s.me + k) % s.players
	}
	for i := 0; i < l; i++ {
		g.seat[next()] = rectAt(xl, rows[i], w, h)
	}
	for i := 0; i < t; i++ {
		g.seat[next()] = rectAt(topX+float32(i)*(w+gap), top, w, h)
	}
	for i := l - 1; i >= 0; i-- {
		g.seat[next()] = rectAt(xr, rows[i], w, h)
	}
	// The middle: between the side columns and under the top row.
	mx0, mx1 := margin, width-margin
	if l > 0 {
		mx0, mx1 = xl+w+gap, xr-gap
	}
	my0 := margin
	if t > 0 {
		my0 = top + h + gap
	}
	g.middle = rectAt(mx0, my0, max(0, mx1-mx0), max(0, floor-my0))
}

// placeTrick lays each seat's trick card towards its seat on an ellipse in
// the middle, shrinking the cards until no two touch, tags included (each
// card's name tag and the reason under it, trickFootprint) where the cards
// stay readable that way; the drop zone frames them all and the message
// line sits under it.
func (g *geometry) placeTrick(s tableShape, gap float32) {
	c := g.chrome
	msgH := 22 * c
	// Under the trick: the message line, or a held trick's reasons, a
	// line for each winner (in Gummi, up to one a player) and who leads
	// next, at 12 px or more a line.
	reasons := max(msgH, 12*float32(s.players+1))
	room := rectAt(g.middle.pos.X, g.middle.pos.Y, g.middle.size.Width, max(0, g.middle.size.Height-reasons-gap))
	pad := 6 * c
	start := fyne.NewSize(g.card.Width*0.9, g.card.Height*0.9)
	g.tagsApart = g.spreadTrick(s, room, pad, start, true) && g.trickCard.Height >= minTrickCardH
	if !g.tagsApart {
		// Six or seven players, or five on the smallest felt: the cards
		// keep their size, the tags of neighbours may touch (all within
		// the drop zone), and the reasons shrink into a smaller room.
		room.size.Height = max(0, g.middle.size.Height-msgH-gap)
		g.spreadTrick(s, room, pad, start, false)
	}
	// The drop zone: the trick's bounds, tags included, with a margin,
	// within the room.
	tc := g.trickCard
	x0, y0 := room.right(), room.bottom()
	x1, y1 := room.pos.X, room.pos.Y
	for seat := range g.trick {
		f := g.trickFootprint(seat)
		x0, y0 = min(x0, f.pos.X), min(y0, f.pos.Y)
		x1, y1 = max(x1, f.right()), max(y1, f.bottom())
	}
	w := max(x1-x0+2*pad, tc.Width*3.9)
	h := max(y1-y0+2*pad, tc.Height*2.25)
	w, h = min(w, room.size.Width), min(h, room.size.Height)
	mid := fyne.NewPos((x0+x1)/2, (y0+y1)/2)
	dx := clamp(mid.X-w/2, room.pos.X, room.right()-w)
	dy := clamp(mid.Y-h/2, room.pos.Y, room.bottom()-h)
	g.drop = rectAt(dx, dy, w, h)
	g.message = rectAt(g.middle.pos.X, g.drop.bottom()+gap/2, g.middle.size.Width, msgH)
}

// minTrickCardH is the smallest trick card that reads well.
const minTrickCardH = 45

// spreadTrick places the trick's cards and their tags in room, the cards
// from size tc down until no two touch, nor (when tagsApart) their tags; it
// reports whether they came apart before the cards shrank to nothing.
func (g *geometry) spreadTrick(s tableShape, room rect, pad float32, tc fyne.Size, tagsApart bool) bool {
	n, centre := s.players, room.centre()
	tagW, tagH := trickTagWiden*g.chrome, trickTagsBelow(g.chrome)
	// How far apart the cards lie, in card sizes: enough that neighbours
	// on the arc never touch, and no farther, so the trick reads as one.
	spreadX := 1.25 * (1 + 0.25*float64(max(n-4, 0)))
	for tries := 0; tries < 60; tries++ {
		// A card with its tags, and what must keep clear of its
		// neighbours: the card, or the card with its tags.
		foot, apart := fyne.NewSize(tc.Width+tagW, tc.Height+tagH), tc
		if tagsApart {
			apart = foot
		}
		spreadY := 0.6
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				ai, aj := seatAngle(i, s.me, n), seatAngle(j, s.me, n)
				if math.Abs(math.Cos(ai)-math.Cos(aj))*spreadX*float64(tc.Width) >= float64(apart.Width) {
					continue // apart side by side
				}
				if d := math.Abs(math.Sin(ai) - math.Sin(aj)); d > 0 {
					spreadY = max(spreadY, 1.05*float64(apart.Height/tc.Height)/d) // so one above the other
				}
			}
		}
		rx := min(float64(tc.Width)*spreadX, float64(room.size.Width/2-foot.Width/2-pad))
		ry := min(float64(tc.Height)*spreadY, float64(room.size.Height/2-foot.Height/2-pad))
		ok := rx >= 0 && ry >= 0
		for seat := 0; seat < n; seat++ {
			a := seatAngle(seat, s.me, n)
			mid := fyne.NewPos(centre.X+float32(max(rx, 0)*math.Cos(a)), centre.Y-tagH/2+float32(max(ry, 0)*math.Sin(a)))
			g.trick[seat] = mid.SubtractXY(tc.Width/2, tc.Height/2)
		}
		g.trickCard = tc
		for i := 0; ok && i < n; i++ {
			for j := i + 1; j < n; j++ {
				a, b := rect{g.trick[i], tc}, rect{g.trick[j], tc}
				if tagsApart {
					a, b = g.trickFootprint(i), g.trickFootprint(j)
				}
				if a.overlaps(b) {
					ok = false
					break
				}
			}
		}
		if ok {
			return true
		}
		tc = fyne.NewSize(tc.Width*0.92, tc.Height*0.92)
	}
	return false
}

// A trick card's tags: the name tag, trickTagH tall, straddles the card's
// lower edge (a second line, for a card from a face-down row, grows it
// upwards over the card), and the reason tag sits under it. The tags may
// be trickTagWiden wider than the card (all in chrome units).
const (
	trickTagH     = 18
	trickTagWiden = 20
)

// trickTagsBelow is how far a trick card's tags reach under the card.
func trickTagsBelow(chrome float32) float32 {
	return (0.4*trickTagH + 2 + trickTagH) * chrome
}

// trickFootprint is the room seat's trick card takes with its tags.
func (g *geometry) trickFootprint(seat int) rect {
	p, tc, c := g.trick[seat], g.trickCard, g.chrome
	return rectAt(p.X-trickTagWiden*c/2, p.Y, tc.Width+trickTagWiden*c, tc.Height+trickTagsBelow(c))
}

// seatAngle is the direction of seat from the middle, in radians in screen
// coordinates (y down): the player at the bottom, the others on the arc
// above, clockwise from the player's left.
func seatAngle(seat, me, n int) float64 {
	k := ((seat-me)%n + n) % n
	if k == 0 {
		return math.Pi / 2
	}
	opp := n - 1
	var deg float64
	switch opp {
	case 1:
		deg = 270
	case 2:
		deg = 215 + 110*float64(k-1)
	default:
		deg = 180 + 180*float64(k-1)/float64(opp-1)
	}
	return deg * math.Pi / 180
}

// fitText sets the text's size to size, or smaller (down to 9) until it
// fits width: a long message in Japanese or on a small felt shrinks rather
// than runs off its line.
func fitText(t *canvas.Text, size, width float32) {
	t.TextSize = size
	for t.TextSize > 9 && fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width > width {
		t.TextSize = max(9, t.TextSize*0.92)
	}
}

// defaultWindow is the window's size when the screen allows it; MinWindow
// the smallest window every screen fits (the table's felt at feltMin and
// the narrowest sidebar), so an 800x600 screen, or one with a panel
// taking 40 px of that, holds the whole app.
var (
	defaultWindow = fyne.NewSize(1280, 800)
	MinWindow     = fyne.NewSize(800, 560)
)

// FirstWindowSize is the window's size when it opens on a screen whose
// work area is work (zero: unknown): the default, or the work area where
// that is smaller, never below minWindow.
func FirstWindowSize(work fyne.Size) fyne.Size {
	s := defaultWindow
	if work.Width > 0 && work.Height > 0 {
		s = s.Min(work)
	}
	return s.Max(MinWindow)
}

// WindowScale is how much the theme's sizes grow in a window of this
// size: as the sidebar's (sidebarScale), to the nearest eighth, so a
// window dragged larger is restyled a few times, not at every pixel, and
// sizes stay exact in binary (at a scale of 1.6 an entry's text was a
// millionth of a pixel taller than its box, which showed a scroll bar).
func WindowScale(s fyne.Size) float32 {
	return float32(math.Round(float64(sidebarScale(s.Width, s.Height))*8)) / 8
}

// sidebarWidthFor is the sidebar's width in a window of width w: a fifth,
// between what its buttons need and what its text (at sidebarScale) can
// use.
func sidebarWidthFor(w float32) float32 { return clamp(w*0.2, 220, 340*sidebarScale(w, 0)) }

// sidebarScale is how much the sidebar's text and widgets grow in a
// window of this size: not at all up to 1280x800 (a height of 0 counts
// as tall enough), then with the window, up to 1.6 times.
func sidebarScale(w, h float32) float32 {
	if h == 0 {
		h = w
	}
	return clamp(min(w/1280, h/800), 1, 1.6)
}
