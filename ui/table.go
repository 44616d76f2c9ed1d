package ui

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
)

// TableScreen is a game in progress: the felt with every seat, the trick,
// the player's hand, and a sidebar with the score sheet, log and buttons.
// It draws only what the session's observation says, and animates the
// session's events one at a time at the chosen speed.
type TableScreen struct {
	u     *UI
	sess  app.Session
	human int
	game  string
	title string
	seats []app.SeatInfo

	obs  engine.Observation
	view engine.View

	// shown is the trick on the table; it can lag the observation while a
	// completed trick is held up for everyone to see who won.
	shown   []engine.PlayRecord
	holding bool
	winners []int

	order    []string // the player's own hand order
	selected int      // keyboard selection in the hand, -1 for none
	busy     bool     // an action was submitted and its event is awaited
	// hiddenPile: the game keeps won cards partly face down (its
	// descriptor's HiddenPile), so piles read "N up, M down".
	hiddenPile bool
	// pendingCard is the card of the action awaiting the table's answer,
	// sprung back if the table refuses it.
	pendingCard *cardWidget
	hinted      engine.Action
	dragging    *cardWidget

	// geo is the last geometry computed, for geoKey (geometryFor).
	geo      geometry
	geoKey   geometryKey
	geoValid bool

	// draft state: cards placed in the stand's two slots.
	slots [2][]string

	area     *fyne.Container
	felt     *canvas.Image
	feltBase *canvas.Rectangle
	drop     *canvas.Rectangle
	dropText *canvas.Text
	status   *canvas.Text
	message  *canvas.Text
	msgGen   int
	handW    []*cardWidget
	fdW      []*cardWidget
	trickW   []*cardWidget
	seatW    []*seatBox
	stand    *standPanel
	prompt   fyne.CanvasObject
	final    fyne.CanvasObject // the game-over panel
	extra    []fyne.CanvasObject

	sheet    *fyne.Container
	roundLbl *widget.Label
	passed   *widget.Label
	logLines []string
	logList  *widget.List
	hintBtn  *widget.Button
	root     fyne.CanvasObject

	cancel context.CancelFunc
	done   chan struct{}
	// events is kept when the UI is driven by a test (see drain).
	events <-chan app.Event
}

// NewTableScreen builds the screen for a session and starts animating its
// events. start, when not nil, is called once subscribed (a local table's
// Start), so no event is missed.
func NewTableScreen(u *UI, sess app.Session, start func()) *TableScreen {
	cfg := sess.Config()
	t := &TableScreen{u: u, sess: sess, human: sess.Seat(), game: cfg.Game, selected: -1, hinted: engine.NoAction}
	u.saveProblemShown = false
	if info, ok := app.LookupGame(cfg.Game); ok {
		t.title = info.Title
		t.hiddenPile = info.HiddenPile
	}
	t.seats = sess.Seats()
	obs, events := sess.Subscribe()
	if v, err := app.ViewOf(obs); err == nil {
		var names []string
		for _, c := range v.Hand {
			names = append(names, c.Name)
		}
		if v.Draft != nil {
			names = append(names, v.Draft.Drawn...)
		}
		warmRasters(cfg.Game, names)
	}
	t.build()
	t.setObservation(obs)
	t.syncTrick()
	t.render()
	ctx, cancel := context.WithCancel(context.Background())
	t.cancel, t.done = cancel, make(chan struct{})
	if u.manualEvents {
		t.events = events
		close(t.done)
	} else {
		go t.pump(ctx, events)
		go t.tickCountdowns(ctx)
	}
	if start != nil {
		start()
	}
	return t
}

// Content is the screen's root object.
func (t *TableScreen) Content() fyne.CanvasObject { return t.root }

// Close stops the animation pump (the session is closed by its owner).
func (t *TableScreen) Close() {
	t.cancel()
}

func (t *TableScreen) setObservation(obs engine.Observation) {
	v, err := app.ViewOf(obs)
	if err != nil {
		t.flash(err.Error())
		return
	}
	t.obs, t.view = obs, v
	t.syncOrder()
}

// syncOrder keeps the player's own order of the hand: cards still held
// stay where they were put, new cards are merged in sorted position.
func (t *TableScreen) syncOrder() {
	have := map[string]int{}
	var names []string
	if t.view.Phase == engine.Split && t.view.Draft != nil {
		names = append(names, t.view.Draft.Drawn...)
	} else {
		for _, c := range t.view.Hand {
			names = append(names, c.Name)
		}
	}
	for _, n := range names {
		have[n]++
	}
	var kept []string
	for _, n := range t.order {
		if have[n] > 0 {
			kept = append(kept, n)
			have[n]--
		}
	}
	var fresh []string
	for _, n := range names {
		if have[n] > 0 {
			fresh = append(fresh, n)
			have[n]--
		}
	}
	if len(kept) == 0 {
		sortCards(t.game, fresh)
		t.order = fresh
		return
	}
	for _, n := range fresh {
		kept = insertSorted(t.game, kept, n)
	}
	t.order = kept
}

func insertSorted(game string, list []string, name string) []string {
	si, ri, _ := cardKey(game, name)
	at := len(list)
	for i, n := range list {
		s, r, _ := cardKey(game, n)
		if s > si || (s == si && r > ri) {
			at = i
			break
		}
	}
	list = append(list, "")
	copy(list[at+1:], list[at:])
	list[at] = name
	return list
}

// cardOf finds the CardView of a hand card name.
func (t *TableScreen) cardOf(name string) (engine.CardView, bool) {
	for _, c := range t.view.Hand {
		if c.Name == name {
			return c, true
		}
	}
	return engine.CardView{}, false
}

func (t *TableScreen) seatName(s int) string {
	if s >= 0 && s < len(t.seats) {
		if s == t.human {
			return t.seats[s].Name
		}
		return t.seats[s].Name
	}
	return fmt.Sprintf("Seat %d", s+1)
}

// build makes the screen's fixed parts.
func (t *TableScreen) build() {
	t.felt = newRasterImage(nil)
	t.felt.Image = rasterLater(feltResource(), 480, 320, func() {
		t.felt.Image = rasterOf(feltResource(), 480, 320)
		t.felt.Refresh()
	})
	t.feltBase = canvas.NewRectangle(color.NRGBA{0x1f, 0x6b, 0x45, 0xff})
	t.drop = canvas.NewRectangle(color.NRGBA{255, 255, 255, 0})
	t.drop.CornerRadius = 18
	t.drop.StrokeWidth = 2
	t.drop.StrokeColor = color.NRGBA{255, 255, 255, 40}
	t.dropText = canvas.NewText("", color.NRGBA{255, 255, 255, 150})
	t.dropText.Alignment = fyne.TextAlignCenter
	t.dropText.TextSize = 13
	t.status = canvas.NewText("", color.White)
	t.status.TextStyle.Bold = true
	t.status.TextSize = 16
	t.status.Alignment = fyne.TextAlignCenter
	t.message = canvas.NewText("", color.NRGBA{0xff, 0xe0, 0x8a, 0xff})
	t.message.TextSize = 15
	t.message.TextStyle.Bold = true
	t.message.Alignment = fyne.TextAlignCenter
	t.stand = newStandPanel(t)
	t.area = container.New(&tableLayout{t: t})
	t.seatW = make([]*seatBox, len(t.seats))
	for i := range t.seatW {
		t.seatW[i] = newSeatBox(t, i)
	}

	t.roundLbl = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.sheet = container.NewVBox()
	t.passed = widget.NewLabel("")
	t.passed.Wrapping = fyne.TextWrapWord
	t.passed.Hide()
	t.logList = widget.NewList(func() int { return len(t.logLines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(t.logLines) {
				o.(*widget.Label).SetText(t.logLines[i])
			}
		})
	t.hintBtn = widget.NewButtonWithIcon(lang.L("Hint"), theme.SearchIcon(), t.askHint)
	lastBtn := widget.NewButtonWithIcon(lang.L("Last trick"), theme.HistoryIcon(), t.showLastTrick)
	menuBtn := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), t.showMenu)
	title := widget.NewLabelWithStyle(t.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(title, t.roundLbl, widget.NewSeparator(), t.sheet, t.passed, widget.NewSeparator(),
		widget.NewLabelWithStyle(lang.L("Game log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	buttons := container.NewVBox(t.hintBtn, container.NewGridWithColumns(2, lastBtn, menuBtn))
	side := container.NewBorder(top, buttons, nil, nil, t.logList)
	sideBg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	sidebar := container.NewStack(sideBg, container.NewPadded(side))
	t.root = container.New(&sidebarLayout{}, t.area, sidebar)
}

// sidebarLayout gives the table everything but a right column
// (sidebarWidthFor).
type sidebarLayout struct{}

func (sidebarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := sidebarWidthFor(size.Width)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-w, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-w, 0))
	objs[1].Resize(fyne.NewSize(w, size.Height))
}

func (sidebarLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	// The table fits a 800x600 screen, window frame included.
	return fyne.NewSize(feltMin.Width+sidebarWidthFor(0), feltMin.Height)
}

// tableLayout places everything on the felt by the table's geometry.
type tableLayout struct{ t *TableScreen }

func (l *tableLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) { l.t.layout(size) }
func (l *tableLayout) MinSize([]fyne.CanvasObject) fyne.Size        { return feltMin }

// feltMin is the smallest felt: the geometry test checks every layout
// down to an 800x600 window.
var feltMin = fyne.NewSize(580, 560)

// shape is what the table's geometry depends on besides the felt's size.
func (t *TableScreen) shape() tableShape {
	return tableShape{players: len(t.seats), me: max(t.human, 0), hand: len(t.handW), facedown: len(t.fdW), scale: t.u.Settings.CardScale()}
}

// geometryFor is the table's geometry on a felt of this size. One layout
// asks for it many times (every card of the draft stand does), and a drag
// lays the table out on every move: it is computed again only when the
// size or the shape changed. Callers only read it.
func (t *TableScreen) geometryFor(size fyne.Size) geometry {
	key := geometryKey{size, t.shape()}
	if !t.geoValid || key != t.geoKey {
		t.geo, t.geoKey, t.geoValid = layoutTable(size, key.shape), key, true
	}
	return t.geo
}

// geometryKey is what the cached geometry was computed from.
type geometryKey struct {
	size  fyne.Size
	shape tableShape
}

// cardSize is the size of a hand card.
func (t *TableScreen) cardSize() fyne.Size { return t.geometryFor(t.area.Size()).card }

// trickCardSize is the size of a card in the trick.
func (t *TableScreen) trickCardSize() fyne.Size { return t.geometryFor(t.area.Size()).trickCard }

// trickSlot is where seat's card lies in the trick (top-left corner).
func (t *TableScreen) trickSlot(seat int, size fyne.Size) fyne.Position {
	return t.geometryFor(size).trick[seat]
}

// seatPos is the centre of a seat's box, where its cards fly from and its
// tricks fly to.
func (t *TableScreen) seatPos(seat int, size fyne.Size) fyne.Position {
	return t.geometryFor(size).seat[seat].centre()
}

func (t *TableScreen) dropRect(size fyne.Size) (fyne.Position, fyne.Size) {
	d := t.geometryFor(size).drop
	return d.pos, d.size
}

// handRow is where the hand's cards rest: the first card's x, the step
// between cards and their y.
func (t *TableScreen) handRow(size fyne.Size) (x0, step, y float32) {
	g := t.geometryFor(size)
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

func (t *TableScreen) layout(size fyne.Size) {
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	g := t.geometryFor(size)
	t.felt.Move(fyne.NewPos(0, 0))
	t.felt.Resize(size)
	t.feltBase.Resize(size)
	t.drop.Move(g.drop.pos)
	t.drop.Resize(g.drop.size)
	t.drop.CornerRadius = 18 * g.chrome
	t.dropText.TextSize = 13 * g.chrome
	t.dropText.Move(fyne.NewPos(g.drop.pos.X, g.drop.bottom()-22*g.chrome))
	t.dropText.Resize(fyne.NewSize(g.drop.size.Width, 18*g.chrome))
	fitText(t.status, 16*g.chrome, g.status.size.Width)
	t.status.Move(g.status.pos)
	t.status.Resize(g.status.size)
	fitText(t.message, 15*g.chrome, g.message.size.Width)
	t.message.Move(g.message.pos)
	t.message.Resize(g.message.size)

	// Own face-down row (Gummi), then the hand.
	for i, c := range t.fdW {
		c.home = g.facedown[i]
		c.Resize(g.facedownCard)
		if c != t.dragging {
			c.Move(c.home)
		}
	}
	for i, c := range t.handW {
		c.home = g.hand[i]
		if p, ok := t.stand.slotPosOf(c.name, size); ok {
			c.home = p
			c.Resize(t.stand.slotCardSize())
		} else {
			c.Resize(g.card)
		}
		if c != t.dragging {
			c.Move(c.home)
		}
	}
	for i, c := range t.trickW {
		c.Resize(g.trickCard)
		if i < len(t.shown) {
			c.Move(g.trick[t.shown[i].Seat])
		}
	}
	for s, b := range t.seatW {
		b.place(g.seat[s], g.chrome)
	}
	t.stand.layout(size)
	for _, p := range []fyne.CanvasObject{t.prompt, t.final} {
		if p != nil {
			ps := p.MinSize()
			c := g.middle.centre()
			p.Resize(ps)
			p.Move(fyne.NewPos(c.X-ps.Width/2, c.Y-ps.Height/2))
		}
	}
}

// render rebuilds the table from the shown view.
func (t *TableScreen) render() {
	v := t.view
	// Hand (or the six drawn cards during the Trick of Trip split).
	t.handW = t.handW[:0]
	for _, name := range t.order {
		c := newCard(t.game, name, true)
		if cv, ok := t.cardOf(name); ok {
			c.dim = v.Phase == engine.PlayCard && !cv.Legal
		}
		t.wireHandCard(c)
		t.handW = append(t.handW, c)
	}
	t.fdW = t.fdW[:0]
	for _, fd := range v.Facedown {
		if fd.Played {
			continue
		}
		c := newCard(t.game, fmt.Sprintf("#%d", fd.Pos), false)
		t.wireHandCard(c)
		t.fdW = append(t.fdW, c)
	}
	// Keyboard selection and hint rings.
	for i, c := range t.allPlayable() {
		switch {
		case i == t.selected:
			c.highlight = selectWhite
			c.lifted = true
		case t.hinted != engine.NoAction && t.actionOf(c) == t.hinted:
			c.highlight = hintBlue
		}
	}
	// Trick.
	t.trickW = t.trickW[:0]
	for _, p := range t.shown {
		c := newCard(t.game, p.Card, true)
		for _, w := range t.winners {
			if w == p.Seat {
				c.highlight = gold
			}
		}
		t.trickW = append(t.trickW, c)
	}
	for _, b := range t.seatW {
		b.update()
	}
	t.stand.update()
	t.renderPrompt()
	t.renderStatus()
	t.renderSidebar()

	objs := []fyne.CanvasObject{t.feltBase, t.felt}
	if !t.stand.active {
		objs = append(objs, t.drop, t.dropText)
	}
	for _, b := range t.seatW {
		objs = append(objs, b.objects()...)
	}
	objs = append(objs, t.stand.objects()...)
	for _, c := range t.trickW {
		objs = append(objs, c)
	}
	for _, c := range t.fdW {
		objs = append(objs, c)
	}
	for _, c := range t.handW {
		objs = append(objs, c)
	}
	objs = append(objs, t.status, t.message)
	if t.prompt != nil {
		objs = append(objs, t.prompt)
	}
	if t.final != nil {
		objs = append(objs, t.final)
	}
	objs = append(objs, t.extra...)
	t.area.Objects = objs
	t.redraw()
}

// redraw lays the table out and repaints it without refreshing every
// child: a container's Refresh would throw away each card's raster.
func (t *TableScreen) redraw() {
	t.layout(t.area.Size())
	canvas.Refresh(t.area)
}

// allPlayable lists the face-down cards then the hand, the keyboard order.
func (t *TableScreen) allPlayable() []*cardWidget {
	out := append([]*cardWidget(nil), t.fdW...)
	return append(out, t.handW...)
}

// actionOf is the action playing a hand or face-down card widget.
func (t *TableScreen) actionOf(c *cardWidget) engine.Action {
	if !c.faceUp {
		var pos int
		fmt.Sscanf(c.name, "#%d", &pos)
		for _, fd := range t.view.Facedown {
			if fd.Pos == pos {
				return fd.Action
			}
		}
		return engine.NoAction
	}
	if cv, ok := t.cardOf(c.name); ok {
		return cv.Action
	}
	return engine.NoAction
}

func (t *TableScreen) wireHandCard(c *cardWidget) {
	c.onDrag = t.cardDragged
	c.onDragEnd = t.cardDropped
	c.onDouble = func(c *cardWidget) { t.playCard(c) }
	c.onTap = func(c *cardWidget) {
		if t.view.Phase == engine.Split {
			t.stand.toggle(c.name)
		}
	}
}

func (t *TableScreen) myTurn() bool {
	return !t.busy && !t.holding && t.view.Phase == engine.PlayCard
}

func (t *TableScreen) cardDragged(c *cardWidget, ev *fyne.DragEvent) {
	if t.dragging == nil {
		t.dragging = c
		c.lifted = true
		// Raise the card above the others.
		objs := t.area.Objects
		for i, o := range objs {
			if o == c {
				copy(objs[i:], objs[i+1:])
				objs[len(objs)-1] = c
				break
			}
		}
		t.setDropHot(false, true)
	}
	c.Move(c.Position().Add(ev.Dragged))
	t.setDropHot(t.overDrop(c), true)
}

func (t *TableScreen) overDrop(c *cardWidget) bool {
	dp, ds := t.dropRect(t.area.Size())
	mid := c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	return mid.X >= dp.X && mid.X <= dp.X+ds.Width && mid.Y >= dp.Y && mid.Y <= dp.Y+ds.Height
}

// setDropHot lights the drop zone while a card is dragged (brighter when
// the card is over it).
func (t *TableScreen) setDropHot(hot, dragging bool) {
	switch {
	case dragging && t.view.Phase == engine.PlayCard && hot:
		t.drop.FillColor = color.NRGBA{255, 230, 120, 70}
		t.drop.StrokeColor = gold
		t.drop.StrokeWidth = 3
		t.dropText.Text = lang.L("Release to play")
	case dragging && t.view.Phase == engine.PlayCard:
		t.drop.FillColor = color.NRGBA{255, 255, 255, 28}
		t.drop.StrokeColor = color.NRGBA{255, 255, 255, 150}
		t.drop.StrokeWidth = 2
		t.dropText.Text = lang.L("Drop here to play")
	default:
		t.drop.FillColor = color.NRGBA{255, 255, 255, 0}
		t.drop.StrokeColor = color.NRGBA{255, 255, 255, 40}
		t.drop.StrokeWidth = 2
		t.dropText.Text = ""
	}
	t.drop.Refresh()
	t.dropText.Refresh()
}

func (t *TableScreen) cardDropped(c *cardWidget) {
	if t.dragging != c {
		return
	}
	t.dragging = nil
	c.lifted = false
	over := t.overDrop(c)
	t.setDropHot(false, false)
	switch {
	case t.view.Phase == engine.Split && c.faceUp:
		if slot, ok := t.stand.slotAt(c); ok {
			t.stand.put(c.name, slot)
			return
		}
		t.stand.remove(c.name)
		t.reorder(c)
	case over:
		t.playCard(c)
	case c.faceUp && t.inHandRow(c):
		t.reorder(c)
	default:
		t.springBack(c)
	}
}

func (t *TableScreen) inHandRow(c *cardWidget) bool {
	_, _, y := t.handRow(t.area.Size())
	return c.Position().Y+c.Size().Height/2 > y-t.cardSize().Height*0.4
}

// reorder moves a dropped hand card to where it was let go.
func (t *TableScreen) reorder(c *cardWidget) {
	x0, step, _ := t.handRow(t.area.Size())
	idx := 0
	if step > 0 {
		idx = int(math.Round(float64((c.Position().X - x0) / step)))
	}
	from := -1
	for i, n := range t.order {
		if n == c.name {
			from = i
			break
		}
	}
	if from < 0 {
		t.springBack(c)
		return
	}
	order := append(t.order[:from:from], t.order[from+1:]...)
	if idx < 0 {
		idx = 0
	}
	if idx > len(order) {
		idx = len(order)
	}
	order = append(order[:idx], append([]string{c.name}, order[idx:]...)...)
	t.order = order
	t.render()
}

// springBack returns a card to its place with a short animation.
func (t *TableScreen) springBack(c *cardWidget) {
	from := c.Position()
	to := c.home
	if t.u.Settings.Speed == app.Instant {
		c.Move(to)
		return
	}
	a := canvas.NewPositionAnimation(from, to, 220*time.Millisecond, c.Move)
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// playCard submits the action of a hand or face-down card; a refusal
// springs the card back with the rule's message.
func (t *TableScreen) playCard(c *cardWidget) {
	if !t.myTurn() {
		t.springBack(c)
		if t.view.Phase == engine.Waiting || t.holding {
			t.flash(lang.L("Wait for your turn"))
		}
		return
	}
	a := t.actionOf(c)
	if a == engine.NoAction {
		t.springBack(c)
		return
	}
	// Send never waits on the network: a LAN host's refusal comes back as
	// an ActionRefused event (refused springs the card back then).
	if err := t.sess.Send(a); err != nil {
		t.springBack(c)
		t.flash(err.Error())
		return
	}
	t.busy = true
	t.hinted = engine.NoAction
	t.selected = -1
	// The card lands in its trick slot at once, dimmed until the table
	// takes it; the event redraws the rest.
	t.pendingCard = c
	target := t.trickSlot(t.human, t.area.Size())
	c.Resize(t.trickCardSize())
	if c.faceUp {
		c.Move(target)
	}
	if !t.answered() {
		c.dim = true
		c.Refresh()
	}
}

// answered reports whether the last action sent has its answer already (a
// local table answers at once; a LAN host later).
func (t *TableScreen) answered() bool {
	return !t.busy || t.sess.Observation() == nil || !t.sess.Observation().ToMove().Has(t.human)
}

// refused undoes an action the table refused after it was sent: the card
// springs back to the hand and the reason is shown.
func (t *TableScreen) refused(err error) {
	t.busy = false
	if c := t.pendingCard; c != nil {
		t.pendingCard = nil
		c.dim = false
		c.Resize(t.cardSize())
		c.Refresh()
		t.springBack(c)
	}
	t.flash(err.Error())
	t.render()
}

// submit sends a non-card action (a lead choice, a split, a pick).
func (t *TableScreen) submit(a engine.Action) {
	if t.busy {
		return
	}
	if err := t.sess.Send(a); err != nil {
		t.flash(err.Error())
		return
	}
	t.busy = true
	t.pendingCard = nil
	t.prompt = nil
	t.render()
}

// flash shows a message for a few seconds.
func (t *TableScreen) flash(msg string) {
	t.msgGen++
	gen := t.msgGen
	t.message.Text = msg
	t.message.Refresh()
	go func() {
		time.Sleep(3500 * time.Millisecond)
		fyne.Do(func() {
			if t.msgGen == gen {
				t.message.Text = ""
				t.message.Refresh()
			}
		})
	}()
}

func (t *TableScreen) renderStatus() {
	v := t.view
	var s string
	switch v.Phase {
	case engine.PlayCard:
		s = lang.L("Your turn: drag a card onto the table")
	case engine.ChooseLead:
		s = lang.L("You won with a 14: choose who leads next")
	case engine.Split:
		s = lang.L("Split your six cards into the two slots of your stand")
	case engine.Pick:
		s = lang.L("Pick one set from the stand passed to you")
	case engine.Finished:
		s = lang.L("Game over")
	default:
		var names []string
		for _, seat := range v.ToMove.Seats() {
			names = append(names, t.seatName(seat))
		}
		if len(names) > 0 {
			s = lang.L("Waiting for {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")})
		}
	}
	if t.human >= 0 && t.human < len(t.seats) && v.ToMove.Has(t.human) && s != "" {
		if left := secondsLeft(t.seats[t.human].TurnEnds, time.Now()); left >= 0 {
			s += " · " + lang.L("{{.S}} s left", map[string]any{"S": left})
		}
	}
	if t.holding {
		s = ""
	}
	t.status.Text = s
	t.status.Refresh()
}

// renderPrompt shows the Gudetama lead choice.
func (t *TableScreen) renderPrompt() {
	t.prompt = nil
	if t.view.Phase != engine.ChooseLead || t.busy || t.holding {
		return
	}
	title := widget.NewLabelWithStyle(lang.L("You won with a 14!"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	ask := lang.L("Choose another player to lead the next trick.")
	if len(t.view.Hand) == 0 {
		// The round's final trick: the choice names the next round's leader,
		// and is the winner's even if the round's result put them out.
		ask = lang.L("Choose who leads the next round.")
	}
	sub := widget.NewLabelWithStyle(ask, fyne.TextAlignCenter, fyne.TextStyle{})
	box := container.NewVBox(title, sub)
	row := container.NewHBox(layout.NewSpacer())
	for _, ch := range t.view.LeadChoices {
		ch := ch
		b := widget.NewButton(t.seatName(ch.Seat), func() { t.submit(ch.Action) })
		b.Importance = widget.HighImportance
		row.Add(b)
	}
	row.Add(layout.NewSpacer())
	box.Add(row)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = 14
	bg.StrokeColor = gold
	bg.StrokeWidth = 3
	t.prompt = container.NewStack(bg, container.NewPadded(container.NewPadded(box)))
}

// renderSidebar fills the score sheet.
func (t *TableScreen) renderSidebar() {
	v := t.view
	switch {
	case v.Rounds > 0:
		t.roundLbl.SetText(lang.L("Round {{.R}} of {{.N}}", map[string]any{"R": v.Round, "N": v.Rounds}))
	case v.Target > 0:
		t.roundLbl.SetText(lang.L("Round {{.R}}, game ends at {{.T}}", map[string]any{"R": v.Round, "T": v.Target}))
	default:
		t.roundLbl.SetText("")
	}
	rounds := len(v.RoundScores)
	cols := 2 + rounds
	if rounds <= 1 {
		cols = 2
	}
	grid := container.NewGridWithColumns(cols)
	head := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	grid.Add(head(lang.L("Player")))
	if rounds > 1 {
		for r := 1; r <= rounds; r++ {
			grid.Add(head(fmt.Sprintf("R%d", r)))
		}
	}
	grid.Add(head(lang.L("Total")))
	for s := range v.Seats {
		name := t.seatName(s)
		if v.ToMove.Has(s) {
			name = "▸ " + name
		}
		l := widget.NewLabel(name)
		l.Truncation = fyne.TextTruncateEllipsis
		grid.Add(l)
		if rounds > 1 {
			for r := 0; r < rounds; r++ {
				val := ""
				if s < len(v.RoundScores[r]) {
					val = fmt.Sprint(v.RoundScores[r][s])
				}
				grid.Add(widget.NewLabel(val))
			}
		}
		total := fmt.Sprint(v.Seats[s].Score)
		if v.Target > 0 && v.Seats[s].Score >= v.Target {
			total += " ▲" // over the line
		}
		if v.Seats[s].Eliminated {
			total += " ✕"
		}
		grid.Add(widget.NewLabelWithStyle(total, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	t.sheet.Objects = []fyne.CanvasObject{grid}
	if v.Target > 0 {
		maxScore := 0
		for _, s := range v.Seats {
			if s.Score > maxScore {
				maxScore = s.Score
			}
		}
		bar := widget.NewProgressBar()
		bar.Max = float64(v.Target)
		bar.Value = math.Min(float64(maxScore), float64(v.Target))
		bar.TextFormatter = func() string {
			return lang.L("{{.T}}-point line: highest {{.S}}", map[string]any{"T": v.Target, "S": maxScore})
		}
		t.sheet.Add(bar)
	}
	t.sheet.Refresh()
	if v.Draft != nil && len(v.Draft.Passed) > 0 {
		t.passed.SetText(lang.L("You passed on: {{.Cards}}", map[string]any{"Cards": strings.Join(v.Draft.Passed, " ")}))
		t.passed.Show()
	} else {
		t.passed.Hide()
	}
	t.hintBtn.Disable()
	if t.view.Phase != engine.Waiting && t.view.Phase != engine.Finished && !t.busy {
		t.hintBtn.Enable()
	}
}

func (t *TableScreen) addLog(line string) {
	t.logLines = append(t.logLines, line)
	if len(t.logLines) > 200 {
		t.logLines = t.logLines[len(t.logLines)-200:]
	}
	t.logList.Refresh()
	t.logList.ScrollToBottom()
}

// askHint runs the Hard bot's search off the UI goroutine.
func (t *TableScreen) askHint() {
	t.hintBtn.Disable()
	t.hintBtn.SetText(lang.L("Thinking…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		h, err := t.sess.Hint(ctx)
		fyne.Do(func() {
			t.hintBtn.SetText(lang.L("Hint"))
			t.hintBtn.Enable()
			if err != nil {
				t.flash(err.Error())
				return
			}
			t.hinted = h.Action
			t.flash(lang.L("Hint: {{.Move}} (about {{.P}}% to win)", map[string]any{"Move": describeMove(h.Move, t.seatName), "P": int(h.Estimate*100 + 0.5)}))
			t.render()
		})
	}()
}

// describeMove is a move in words.
func describeMove(m engine.Move, name func(int) string) string {
	switch {
	case m.Play != "":
		return lang.L("play {{.C}}", map[string]any{"C": m.Play})
	case m.Facedown != nil:
		return lang.L("play face-down card {{.P}}", map[string]any{"P": *m.Facedown + 1})
	case m.Lead != nil:
		return lang.L("let {{.N}} lead", map[string]any{"N": name(*m.Lead)})
	case m.Split != nil:
		return lang.L("split {{.A}} / {{.B}}", map[string]any{"A": strings.Join(m.Split[0], " "), "B": strings.Join(m.Split[1], " ")})
	case m.Pick != nil:
		return lang.L("take set {{.K}}", map[string]any{"K": *m.Pick + 1})
	}
	return "?"
}

func (t *TableScreen) showLastTrick() {
	tr := t.view.LastTrick
	if tr == nil {
		dialog.ShowInformation(lang.L("Last trick"), lang.L("No trick has been completed this round."), t.u.Win)
		return
	}
	row := container.NewHBox()
	for _, p := range tr.Plays {
		c := newCard(t.game, p.Card, true)
		for _, w := range tr.Winners {
			if w == p.Seat {
				c.highlight = gold
			}
		}
		size := t.trickCardSize()
		holder := container.NewGridWrap(size, c)
		row.Add(container.NewVBox(holder, widget.NewLabelWithStyle(t.seatName(p.Seat), fyne.TextAlignCenter, fyne.TextStyle{})))
	}
	var names []string
	for _, w := range tr.Winners {
		names = append(names, t.seatName(w))
	}
	info := widget.NewLabel(lang.L("Won by {{.N}}", map[string]any{"N": strings.Join(names, ", ")}))
	dialog.ShowCustom(lang.L("Last trick"), lang.L("Close"), container.NewVBox(row, info), t.u.Win)
}

// confirmLeave asks before leaving the table.
func (t *TableScreen) confirmLeave() {
	msg := lang.L("The game is saved; continue it later from the home screen.")
	if t.u.lan != nil {
		msg = t.u.lanLeaveText()
	}
	dialog.ShowConfirm(lang.L("Leave the table?"), msg, func(ok bool) {
		if ok {
			t.u.leaveTable()
		}
	}, t.u.Win)
}

// keyboard: arrows move the selection, Enter plays it.
func (t *TableScreen) typedKey(ev *fyne.KeyEvent) {
	cards := t.allPlayable()
	if len(cards) == 0 {
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		if t.selected <= 0 {
			t.selected = len(cards) - 1
		} else {
			t.selected--
		}
		t.render()
	case fyne.KeyRight:
		t.selected = (t.selected + 1) % len(cards)
		t.render()
	case fyne.KeyReturn, fyne.KeyEnter:
		if t.selected >= 0 && t.selected < len(cards) {
			t.playCard(cards[t.selected])
		}
	}
}

// syncTrick shows the observation's trick (no completed trick is held).
func (t *TableScreen) syncTrick() {
	t.shown = append(t.shown[:0], t.view.Trick...)
	t.winners = nil
}
