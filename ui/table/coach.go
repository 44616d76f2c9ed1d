package table

import (
	"errors"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/tutorial"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// coachColour outlines what the coach talks about: a cool blue that no
// other mark on the felt uses (winners are gold).
var coachColour = color.NRGBA{R: 0x6e, G: 0xc6, B: 0xff, A: 0xff}

// coach is the guided game's teacher: a panel in the sidebar (in place of
// the log) saying the current step, and outlines on the felt around what
// the step points at. A step is said once the table shows the moves that
// come before it, so the text never runs ahead of the cards.
type coach struct {
	// host is the table the coach teaches at; model the table as shown.
	host  coachHost
	model *tablemodel.Model
	game  string
	tut   *app.Tutorial
	// shown counts the game's moves the table has shown, which a step
	// waits for.
	shown int

	count *widget.Label
	// heading is "Coach" over the words.
	heading *widget.Label
	say     *widget.Label
	// wrong says why the move just tried is not the one.
	wrong *widget.Label
	// sayJ and wrongJ wrap them by the rules of Japanese lines.
	sayJ, wrongJ *widgets.JapaneseText
	texts        *fyne.Container
	scroll       *container.Scroll
	next         *widgets.KeyButton
	real         *widgets.KeyButton
	home         *widgets.KeyButton
	// buttons holds next, real and home: laid out again when one of
	// them shows or hides.
	buttons *fyne.Container
	box     fyne.CanvasObject
	// frame is box as a container, laid out again when a button shows.
	frame *fyne.Container

	// step is the step on screen (-1: none yet); due says whether it is
	// the tutorial's current step and the table has caught up with it.
	step int
	due  bool
	cur  app.CoachStep
	// rings outline what the step points at on the felt; sheetRing the
	// score sheet in the sidebar.
	rings     []*canvas.Rectangle
	ringRects []rect
	sheetRing *canvas.Rectangle
}

// coachHost is what the coach asks of the table: whether the round's
// summary is up and a finished trick waits to be taken in, to take it in
// or deal the next round, and to mark the move the step asks for.
type coachHost interface {
	// summaryShown: the round's summary is on the felt.
	summaryShown() bool
	// trickWaits: a finished trick waits on the felt for a click.
	trickWaits() bool
	// feltTapped takes the finished trick in.
	feltTapped()
	// nextRound deals the next round if the round's summary is up, and
	// reports whether it was.
	nextRound() bool
	// markMove marks the action the step asks for (engine.NoAction:
	// none) and draws the table again.
	markMove(a engine.Action)
}

// newCoach is the coach of a guided game at the table of host, which
// shows model; leave goes home, playReal starts a real game.
func newCoach(host coachHost, model *tablemodel.Model, game string, tut *app.Tutorial, leave, playReal func()) *coach {
	c := &coach{host: host, model: model, game: game, tut: tut, shown: len(tut.Moves()), step: -1}
	c.count = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.count.Importance = widget.LowImportance
	c.say = widgets.Wrapped(widget.NewLabel(""))
	c.wrong = widgets.Wrapped(widget.NewLabel(""))
	c.wrong.Importance = widget.WarningImportance
	c.wrong.Hide()
	c.sayJ, c.wrongJ = widgets.NewJapaneseText(c.say), widgets.NewJapaneseText(c.wrong)
	c.wrongJ.Box.Hide()
	c.next = widgets.NewKeyButtonWithIcon("", theme.NavigateNextIcon(), c.goOn)
	c.next.Importance = widget.HighImportance
	c.real = widgets.NewKeyButton("", playReal)
	c.real.Importance = widget.HighImportance
	c.home = widgets.NewKeyButton("", leave)
	c.real.Hide()
	c.home.Hide()
	c.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.texts = container.NewVBox(c.sayJ.Box, c.wrongJ.Box)
	c.scroll = container.NewVScroll(c.texts)
	c.scroll.OnScrolled = func(fyne.Position) { c.syncReadOn() }
	text := container.New(coachWords{c}, c.scroll)
	// One line for the heading and the count leaves the words the room.
	head := container.NewHBox(c.heading, c.count)
	c.buttons = container.NewVBox(c.next, c.real, c.home)
	bg := canvas.NewRectangle(color.Transparent)
	bg.StrokeColor = coachColour
	bg.StrokeWidth = 2
	bg.CornerRadius = 8
	c.box = container.NewStack(bg, container.NewPadded(container.NewBorder(head, c.buttons, nil, nil, text)))
	c.frame = c.box.(*fyne.Container)
	c.sheetRing = c.newRing()
	c.sheetRing.Hide()
	c.retranslate()
	return c
}

func (c *coach) newRing() *canvas.Rectangle {
	r := canvas.NewRectangle(color.Transparent)
	r.StrokeColor = coachColour
	r.StrokeWidth = 3
	r.CornerRadius = 10
	return r
}

// render shows the tutorial's current step once the table has shown the
// moves before it; until then the last step stays, without its button.
func (c *coach) render() {
	cur := c.tut.Step()
	due := cur.Index < cur.Of && cur.At <= c.shown
	summary := c.host.summaryShown()
	switch roundShown := summary || !c.model.DealHeld(); {
	case (summary || c.model.DealHeld()) && cur.Point != tutorial.PointNone && cur.Point != tutorial.PointScores:
		// The round is over and its summary holds back the next deal: a
		// step about what is on the table waits for that deal.
		due = false
	case !roundShown && cur.Point == tutorial.PointScores:
		// The round's points are not on the sheet yet: the step waits
		// for the round's summary, which shows them.
		due = false
	}
	if cur.Move && c.model.Holding() {
		// The learner's move comes once the finished trick is taken in.
		due = false
	}
	switch {
	case cur.Index != c.step && due:
		c.step, c.cur = cur.Index, cur
		c.say.Importance = widget.MediumImportance
		c.sayJ.SetText(cur.Say.In(lang.Current()))
		c.showWrong("")
		// A new step is read from its start, not where the last was left.
		c.scroll.ScrollToTop()
		c.count.SetText(lang.L("Step {{.N}} of {{.Of}}", map[string]any{"N": cur.Index + 1, "Of": cur.Of}))
	case cur.Index != c.step && c.say.Importance != widget.LowImportance:
		// The step on screen is done and the next is not due yet: its
		// words are dimmed and its answer to a wrong move goes.
		c.say.Importance = widget.LowImportance
		c.say.Refresh()
		c.showWrong("")
	}
	c.due = due
	hinted := engine.NoAction
	if due && cur.Move {
		hinted = cur.Expected
	}
	c.host.markMove(hinted)
}

// retranslate puts the coach's words in the current language: its
// heading, buttons and the step on screen.
func (c *coach) retranslate() {
	c.heading.SetText(lang.L("Coach"))
	c.syncReadOn()
	c.real.SetText(lang.L("Play a real game"))
	c.home.SetText(lang.L("Back to the home screen"))
	if c.step >= 0 {
		c.sayJ.SetText(c.cur.Say.In(lang.Current()))
		c.count.SetText(lang.L("Step {{.N}} of {{.Of}}", map[string]any{"N": c.cur.Index + 1, "Of": c.cur.Of}))
		c.showWrong("")
	}
}

// moveShown: the table showed one more of the game's moves; a step may
// be due.
func (c *coach) moveShown() {
	c.shown++
	c.render()
}

// syncButtons shows Next while the game waits for the learner to read a
// note or to take in a held trick, and the last step's two ways out.
func (c *coach) syncButtons() {
	last := c.due && c.cur.Index == c.cur.Of-1
	shown := [3]bool{c.next.Visible(), c.real.Visible(), c.home.Visible()}
	c.next.Hidden = last || !(c.waitsForNext() || (!c.due && c.host.trickWaits()))
	c.real.Hidden, c.home.Hidden = !last, !last
	c.syncReadOn()
	if shown != [3]bool{c.next.Visible(), c.real.Visible(), c.home.Visible()} {
		// The panel's layout gives the buttons their room again.
		c.frame.Refresh()
	}
}

// waitsForNext reports whether the game waits for the learner's Next on
// a note (not the last one, which ends the guided game).
func (c *coach) waitsForNext() bool {
	return c.due && !c.cur.Move && c.cur.Index < c.cur.Of-1
}

// goOn is Next: the note is read. A trick held on the table is taken in
// once nothing more is said about it; with no note due, Next takes it in.
func (c *coach) goOn() {
	if c.waitsForNext() && c.unread() {
		c.readOn()
		return
	}
	if !c.waitsForNext() {
		if c.host.trickWaits() {
			c.host.feltTapped()
		}
		return
	}
	at := c.cur.At
	c.tut.Next()
	next := c.tut.Step()
	if next.Index >= next.Of-1 || next.At != at || next.Move {
		// Nothing more is said of the held trick (the last note ends the
		// guided game: the game's end shows beside it).
		c.host.feltTapped()
	}
	if next.Index < next.Of && next.Point != tutorial.PointNone && next.Point != tutorial.PointScores &&
		c.host.nextRound() { // renders the coach
		// The next step is about the next deal: Next is Next round too.
		return
	}
	c.render()
}

// refused shows why a move the learner tried is not the one.
func (c *coach) refused(err error) bool {
	var coachErr *app.CoachRefusal
	switch {
	case errors.As(err, &coachErr):
		c.showWrong(coachErr.Say.In(lang.Current()))
	case errors.Is(err, app.ErrReadFirst):
		c.showWrong(lang.L("Read this first, then press Next."))
	default:
		// The rules refuse it: said here too, with the way on.
		c.showWrong(lang.L("That move is not allowed ({{.Why}}). Make the one the coach asks for: a card to play stands raised in your hand.", map[string]any{"Why": words.Refusal(c.game, err)}))
		return false
	}
	return true
}

// showWrong says why the move tried is not the one; "" hides it.
func (c *coach) showWrong(text string) {
	c.wrongJ.SetText(text)
	c.wrong.Hidden = text == ""
	c.wrongJ.Box.Hidden = text == ""
	c.texts.Refresh()
}

// typedKey: Enter or Space is Next while a step waits for it.
func (c *coach) typedKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if c.waitsForNext() {
			c.goOn()
			return true
		}
	}
	return false
}

// coachLifts reports whether card c is the one the coach asks to play
// (it stands raised out of the hand).
func (f *feltArea) coachLifts(c *cardWidget) bool {
	return f.coach != nil && f.coach.due && f.coach.cur.Move && f.in.hinted != engine.NoAction && f.in.actionOf(c) == f.in.hinted
}

// marks reports whether the card named is one the asked move puts
// together: the first slot of an arrangement (a split's first set; the
// other three form the second).
func (c *coach) marks(card string) bool {
	if !c.due || !c.cur.Move {
		return false
	}
	sets, ok := words.MoveSets(c.cur.Notation)
	return ok && len(sets) > 0 && slices.Contains(sets[0], card)
}

// picks reports whether choice k of the prompt with cards (set k of the
// stand) is the one the asked move makes.
func (c *coach) picks(k int) bool {
	if c == nil || !c.due || !c.cur.Move {
		return false
	}
	p := c.model.View().Choosing()
	if p == nil || k < 0 || k >= len(p.Choices) {
		return false
	}
	a, err := app.DecodeFor(c.model.Observation(), c.cur.Notation)
	return err == nil && a == p.Choices[k].Action
}

// point is what the current step points at.
func (c *coach) point() string {
	if !c.due {
		return tutorial.PointNone
	}
	return c.cur.Point
}

// layoutRings outlines what the coach's step points at, from the felt's
// geometry.
func (f *feltArea) layoutRings() {
	c := f.coach
	if c == nil {
		return
	}
	size := f.Size()
	g := f.geometryFor(size)
	var rs []rect
	union := func(ps []fyne.Position, s fyne.Size) {
		if len(ps) == 0 {
			return
		}
		r := rect{ps[0], s}
		for _, p := range ps[1:] {
			r = r.union(rect{p, s})
		}
		rs = append(rs, r)
	}
	switch c.point() {
	case tutorial.PointHand:
		union(g.hand, g.card)
	case tutorial.PointFacedown:
		union(g.facedown, g.facedownCard)
		if len(rs) > 0 && len(f.fdW) > 0 {
			// Round the row's name too: an outline between the two
			// struck through the name.
			rs[0] = rs[0].union(rect{f.fdLabel.Position(), f.fdLabel.Size()})
		}
	case tutorial.PointStand:
		if f.stand.active {
			p, s := f.stand.rect(size)
			rs = append(rs, rect{p, s})
		}
	case tutorial.PointTrick:
		rs = append(rs, g.drop)
	case tutorial.PointScores:
		if f.panel.round && f.panel.obj != nil {
			// The round's points are on its summary, not yet on the sheet.
			rs = append(rs, rect{f.panel.obj.Position(), f.panel.obj.Size()})
		}
	case tutorial.PointPiles:
		for _, b := range f.seatW {
			if r, ok := b.pileRect(); ok {
				rs = append(rs, r)
			}
		}
		if len(rs) == 0 && f.model.Holding() {
			// Nobody has won a card yet: the cards the words are about
			// are still in the trick, on their way to the piles.
			rs = append(rs, g.drop)
		}
	}
	c.placeRings(rs, g.chrome)
}

// placeRings outlines rs on the felt, whose chrome is given, and the
// score sheet while the step is about it and no summary shows the points.
func (c *coach) placeRings(rs []rect, chrome float32) {
	pad := 6 * chrome
	for len(c.rings) < len(rs) {
		c.rings = append(c.rings, c.newRing())
	}
	c.ringRects = rs
	for i, r := range rs {
		ring := c.rings[i]
		ring.StrokeWidth = 3 * chrome
		ring.Move(r.pos.Subtract(fyne.NewPos(pad, pad)))
		ring.Resize(r.size.Add(fyne.NewSize(2*pad, 2*pad)))
	}
	c.sheetRing.Hidden = c.point() != tutorial.PointScores || c.host.summaryShown()
	c.sheetRing.Refresh()
}

// ringObjects are the felt's outlines now shown, drawn over the cards.
func (c *coach) ringObjects() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, r := range c.rings[:len(c.ringRects)] {
		objs = append(objs, r)
	}
	return objs
}

// The table's answers to the coach (coachHost).

func (f *feltArea) summaryShown() bool { return f.panel.round }

func (f *feltArea) trickWaits() bool { return f.director.Waits() }

func (f *feltArea) nextRound() bool {
	if !f.panel.round || f.panel.primary == nil {
		return false
	}
	f.panel.primary()
	return true
}

func (f *feltArea) markMove(a engine.Action) {
	f.in.hinted = a
	f.render()
}
