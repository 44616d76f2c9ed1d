package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// standPanel draws a prompt that is about cards (engine.Prompt): an
// arrangement, the player's own stand with its slots to drag (or tap) the
// cards into and a confirm button (Trick of Trip's split); or choices that
// each picture cards, the stand passed with a set in each slot and a
// button under each (the pick). While cards pass between neighbours
// (engine.View.Passing), small stands sit between the opponents.
type standPanel struct {
	// host is the table the stand stands on; model is what it shows,
	// whose slots it fills.
	host    standHost
	model   *tablemodel.Model
	game    string
	human   int
	players int

	img    *canvas.Image
	slotBg [2]*canvas.Rectangle
	label  *canvas.Text
	button *widgets.KeyButton
	pick   [2]*widgets.KeyButton
	offer  [2][]*cardWidget
	mini   []*canvas.Image
	// miniBacks[i] are the card backs on mini stand i: a filled stand
	// shows its two face-down sets, so the player sees who is done.
	miniBacks [][]*canvas.Image
	// miniNames[i] says whose mini stand i is and whom it goes to ("Aiko
	// to Bruno"), which the small stands do not show by themselves; ""
	// for the player's own place, whose stand is the big one.
	miniNames []*canvas.Text
	active    bool

	// buttonBox and pickBox hold the buttons in the felt's theme: they
	// join the felt after its theme was last applied to what it held, so
	// they would keep the unscaled sizes (small on a large felt).
	buttonBox fyne.CanvasObject
	pickBox   [2]fyne.CanvasObject
}

// standHost is what the stand needs of the table: its geometry, the
// players' names, a word on the felt, an action sent, a redraw.
type standHost interface {
	geometryFor(size fyne.Size) geometry
	feltSize() fyne.Size
	seatName(seat int) string
	flash(msg string)
	tellRefusal(err error)
	submit(a engine.Action)
	render()
	// marksPick reports whether choice k of the prompt is to be marked
	// (a guided game's step, or the hint).
	marksPick(k int) bool
}

// newStandPanel is the stand of the human's table of players seats; its
// buttons take the felt's theme.
func newStandPanel(host standHost, model *tablemodel.Model, game string, human, players int, feltTheme fyne.Theme) *standPanel {
	s := &standPanel{host: host, model: model, game: game, human: human, players: players, img: art.LazyImage(art.Stand(), 360, 156)}
	for i := range s.slotBg {
		r := canvas.NewRectangle(slotFill)
		r.CornerRadius = 8
		r.StrokeColor = slotLine
		r.StrokeWidth = 2
		s.slotBg[i] = r
	}
	s.label = canvas.NewText("", color.White)
	s.label.TextStyle.Bold = true
	s.label.Alignment = fyne.TextAlignCenter
	s.button = widgets.NewKeyButton("", s.confirm)
	s.button.Importance = widget.HighImportance
	s.buttonBox = container.NewThemeOverride(s.button, feltTheme)
	for k := range s.pick {
		k := k
		s.pick[k] = widgets.NewKeyButton("", func() { s.choose(k) })
		s.pick[k].Importance = widget.HighImportance
		s.pickBox[k] = container.NewThemeOverride(s.pick[k], feltTheme)
	}
	s.retranslate()
	return s
}

// retranslate puts the stand's buttons in the current language, in the
// prompt's words.
func (s *standPanel) retranslate() {
	p := s.model.View().Prompt
	if p == nil {
		return
	}
	if p.Arrange != nil {
		s.button.SetText(lang.L(p.Arrange.Confirm))
	}
	for k, b := range s.pick {
		if k < len(p.Choices) {
			b.SetText(lang.L(p.Choices[k].Label))
		}
	}
}

// cardPrompt reports whether the stand draws prompt p: an arrangement, or
// two choices that picture cards (the stand's two slots); any other
// choices are the prompt panel's buttons.
func cardPrompt(p *engine.Prompt) bool {
	if p == nil {
		return false
	}
	if p.Arrange != nil {
		return true
	}
	if len(p.Choices) != 2 {
		return false
	}
	for _, c := range p.Choices {
		if len(c.Cards) > 0 {
			return true
		}
	}
	return false
}

// rect is the stand's place: the middle of the table, under its label
// and over its buttons and two lines of message (the hint says a split
// there), as wide as fits. The label keeps clear of the small stands over
// the middle (with three players the one between the two opponents lies
// right above it).
func (s *standPanel) rect(size fyne.Size) (fyne.Position, fyne.Size) {
	g := s.host.geometryFor(size)
	m := g.middle
	ch := g.chrome
	label, button := 26*ch, s.buttonBox.MinSize().Height+8
	vw, vh := assets.StandSize()
	c := m.centre()
	maxW := min(560*ch, m.size.Width)
	top := m.pos.Y
	for i := range s.mini {
		r := s.miniRect(i, size)
		if r.pos.X < c.X+maxW/2 && r.right() > c.X-maxW/2 && r.bottom() > top && r.centre().Y < c.Y {
			top = r.bottom() + 4*ch
		}
	}
	room := max(0, m.bottom()-top-label-button-standMessageRoom(ch))
	w := min(maxW, room*float32(vw/vh))
	h := w * float32(vh/vw)
	return fyne.NewPos(c.X-w/2, top+label+(room-h)/2), fyne.NewSize(w, h)
}

// standMessageRoom is the height the stand leaves under its buttons for
// two lines of message.
func standMessageRoom(chrome float32) float32 { return 2 * messageLineHeight(13*chrome) }

// messageRect is where the table's messages go while the stand is out:
// under its buttons, above the player's own band, as wide as the felt is
// between what stands beside it (seats, small stands), centred under the
// stand.
func (s *standPanel) messageRect(size fyne.Size) rect {
	g := s.host.geometryFor(size)
	margin, gap := 10*g.chrome, 8*g.chrome
	p, sz := s.rect(size)
	top := p.Y + sz.Height + 4 + s.buttonBox.MinSize().Height + gap/2
	bottom := g.status.pos.Y
	if me := max(s.human, 0); me < len(g.seat) {
		bottom = g.seat[me].pos.Y - gap/2
	}
	mid := p.X + sz.Width/2
	x0, x1 := margin, size.Width-margin
	var beside []rect
	for i, r := range g.seat {
		if i != max(s.human, 0) {
			beside = append(beside, r)
		}
	}
	for i := range s.mini {
		beside = append(beside, s.miniRect(i, size))
	}
	for _, r := range beside {
		if r.bottom() <= top || r.pos.Y >= bottom {
			continue
		}
		if r.centre().X < mid {
			x0 = max(x0, r.right()+gap)
		} else {
			x1 = min(x1, r.pos.X-gap)
		}
	}
	half := max(0, min(mid-x0, x1-mid))
	return rectAt(mid-half, top, 2*half, max(0, bottom-top))
}

// miniRect is small stand i with the backs standing in it: halfway
// between display seats i and i+1, or, when that is on a seat (two seats
// side by side along the top), just under them.
func (s *standPanel) miniRect(i int, size fyne.Size) rect {
	g := s.host.geometryFor(size)
	n := len(g.seat)
	ch := g.chrome
	if n == 0 {
		return rect{}
	}
	a, b := g.seat[i%n].centre(), g.seat[(i+1)%n].centre()
	if (i+1)%n == max(s.human, 0) {
		// The player's plate sits at the left; the stand shared with the
		// neighbour on the right goes to the right-hand side.
		b.X = size.Width - b.X
	}
	px, py := (a.X+b.X)/2, (a.Y+b.Y)/2
	r := rectAt(px-30*ch, py-22*ch, 60*ch, 35*ch)
	for _, seat := range g.seat {
		if r.overlaps(seat) {
			r.pos.Y = seat.bottom() + 4*ch
		}
	}
	return r
}

func (s *standPanel) slotRect(i int, size fyne.Size) (fyne.Position, fyne.Size) {
	p, sz := s.rect(size)
	x, y, w, h, err := assets.StandSlot(i)
	if err != nil {
		return p, fyne.Size{}
	}
	vw, vh := assets.StandSize()
	fx, fy := float64(sz.Width)/vw, float64(sz.Height)/vh
	return fyne.NewPos(p.X+float32(x*fx), p.Y+float32(y*fy)), fyne.NewSize(float32(w*fx), float32(h*fy))
}

// slotCardSize is a card standing in a slot: as tall as the slot, or
// narrower where three side by side would not fit its width. Overlapped,
// each card's face hid behind the next, and a player picking a set must
// see every card of it.
func (s *standPanel) slotCardSize() fyne.Size {
	_, sz := s.slotRect(0, s.host.feltSize())
	w := min(sz.Height/1.4, (sz.Width-2*slotCardGap(sz))/3)
	return fyne.NewSize(w, w*1.4)
}

// slotCardGap is the room between two cards side by side in a slot.
func slotCardGap(slot fyne.Size) float32 { return slot.Width * 0.02 }

// slotCardPos is where card j (0..2) of a slot stands: side by side
// across the slot's width, on its floor.
func (s *standPanel) slotCardPos(i, j int, size fyne.Size) fyne.Position {
	p, sz := s.slotRect(i, size)
	cs := s.slotCardSize()
	step := (sz.Width - cs.Width) / 2
	return fyne.NewPos(p.X+float32(j)*step, p.Y+sz.Height-cs.Height)
}

// slotPosOf is where a placed card rests in its slot.
func (s *standPanel) slotPosOf(name string, size fyne.Size) (fyne.Position, bool) {
	if s.model.View().Arranging() == nil {
		return fyne.Position{}, false
	}
	for i, set := range s.model.Slots() {
		for j, n := range set {
			if n == name {
				return s.slotCardPos(i, j, size), true
			}
		}
	}
	return fyne.Position{}, false
}

// slotAt is the slot under a dragged card.
func (s *standPanel) slotAt(c *cardWidget) (int, bool) {
	mid := c.Position().Add(fyne.NewPos(c.Size().Width/2, c.Size().Height/2))
	for i := range s.slotBg {
		p, sz := s.slotRect(i, s.host.feltSize())
		if mid.X >= p.X-20 && mid.X <= p.X+sz.Width+20 && mid.Y >= p.Y-30 && mid.Y <= p.Y+sz.Height+30 {
			return i, true
		}
	}
	return 0, false
}

func (s *standPanel) remove(name string) { s.model.Unplace(name) }

// put places a drawn card in slot i (if it has room).
func (s *standPanel) put(name string, i int) {
	s.model.Place(name, i)
	s.host.render()
}

// toggle is a tap: into the first slot with room, or back to the hand.
func (s *standPanel) toggle(name string) {
	s.model.Toggle(name)
	s.host.render()
}

// rowOrder is the hand row during an arrangement (tablemodel's RowOrder).
func (s *standPanel) rowOrder() []string { return s.model.RowOrder() }

func (s *standPanel) confirm() {
	a := s.model.View().Arranging()
	if a == nil {
		return
	}
	sets, ok := s.model.Sets()
	if !ok {
		s.host.flash(lang.L(a.Incomplete))
		return
	}
	act, err := app.DecodeFor(s.model.Observation(), engine.ChoiceMove(s.human, s.model.View().Prompt.Kind, sets))
	if err != nil {
		s.host.tellRefusal(err)
		return
	}
	s.host.submit(act)
}

func (s *standPanel) choose(k int) {
	p := s.model.View().Choosing()
	if p == nil || k < 0 || k >= len(p.Choices) {
		return
	}
	s.host.submit(p.Choices[k].Action)
}

func (s *standPanel) update() {
	v := s.model.View()
	p := v.Prompt
	s.active = v.Phase == engine.Decide && cardPrompt(p)
	s.offer = [2][]*cardWidget{}
	s.retranslate()
	if ch := v.Choosing(); s.active && ch != nil && len(ch.Choices) == len(s.offer) {
		for k := range s.offer {
			for _, n := range ch.Choices[k].Cards {
				c := newCard(s.game, n, true)
				if s.host.marksPick(k) {
					c.show(n, true, false, hintBlue, false)
				}
				k := k
				c.onTap = func(*cardWidget) { s.choose(k) }
				s.offer[k] = append(s.offer[k], c)
			}
		}
		s.label.Text = promptWords(p.Title, p.Seat, s.host.seatName)
	} else if s.active && v.Arranging() != nil {
		s.label.Text = promptWords(p.Title, p.Seat, s.host.seatName)
	}
	_, full := s.model.Sets()
	if full {
		s.button.Enable()
	} else {
		s.button.Disable()
	}
	s.label.Refresh()
	// Small stands between neighbours; made once, then only filled and
	// emptied.
	if v.Passing != nil && len(s.mini) != s.players {
		s.mini, s.miniBacks, s.miniNames = nil, make([][]*canvas.Image, s.players), nil
		for range s.players {
			s.mini = append(s.mini, art.LazyImage(art.Stand(), 360, 156))
			name := canvas.NewText("", color.White)
			name.Alignment = fyne.TextAlignCenter
			s.miniNames = append(s.miniNames, name)
		}
	}
	for i, name := range s.miniNames {
		name.Text = ""
		if from, to, ok := s.miniSeats(i); ok {
			name.Text = lang.L("{{.From}} to {{.To}}", map[string]any{"From": s.host.seatName(from), "To": s.host.seatName(to)})
		}
	}
	filled := s.filledMinis()
	for i := range s.miniBacks {
		want := 0
		if filled[i] {
			want = 6
		}
		for len(s.miniBacks[i]) < want {
			s.miniBacks[i] = append(s.miniBacks[i], art.LazyThumb(art.CardBack(s.game)))
		}
		s.miniBacks[i] = s.miniBacks[i][:want]
	}
}

// filledMinis reports which mini stands hold a face-down stand: during the
// split, those of the seats that have filled theirs; during the pick, those
// whose receiver has not picked yet. Mini stand i lies between display
// seats i and i+1, and a seat's stand lies towards the neighbour it goes to.
func (s *standPanel) filledMinis() []bool {
	v := s.model.View()
	out := make([]bool, len(s.mini))
	if s.players < 2 || len(out) != s.players || s.human < 0 || !drafting(v) {
		return out
	}
	for i := range out {
		from, _, ok := s.miniSeats(i)
		if ok && from < len(v.Passing.Out) {
			// Not the player's own stand, nor the one passed to them:
			// those are the big one.
			out[i] = v.Passing.Out[from]
		}
	}
	return out
}

// miniSeats is whose stand mini stand i holds in this draft and whom it
// goes to; false for the player's own, which stands big in the middle
// while it is split, and, during the pick, for the one passed to the
// player, which stands big in its place (it stood there empty too).
func (s *standPanel) miniSeats(i int) (from, to int, ok bool) {
	v := s.model.View()
	n := s.players
	if n < 2 || s.human < 0 || v.Passing == nil {
		return 0, 0, false
	}
	d := ((v.Passing.Offset)%n + n) % n // 1: stands go to the next seat
	from = i
	if d != 1 {
		from = (i + 1) % n
	}
	to = (from + d) % n
	return from, to, from != s.human && !(v.Passing.Taking && to == s.human)
}

func (s *standPanel) layout(size fyne.Size) {
	// Mini stands halfway between neighbours' seats.
	g := s.host.geometryFor(size)
	ch := g.chrome
	for i, img := range s.mini {
		r := s.miniRect(i, size)
		px, py := r.pos.X+30*ch, r.pos.Y+22*ch
		img.Resize(fyne.NewSize(60*ch, 26*ch))
		img.Move(fyne.NewPos(px-30*ch, py-13*ch))
		if i < len(s.miniNames) {
			name := s.miniNames[i]
			fitText(name, 11*ch, 120*ch)
			name.Resize(fyne.NewSize(120*ch, name.TextSize*1.3))
			name.Move(fyne.NewPos(px-60*ch, py+14*ch))
		}
		// Two sets of three backs standing in the stand's two slots.
		for j, back := range s.miniBacks[i] {
			back.Resize(fyne.NewSize(16*ch, 23*ch))
			back.Move(fyne.NewPos(px+(-27+float32(j/3)*29+float32(j%3)*4)*ch, py-22*ch))
		}
	}
	if !s.active {
		return
	}
	p, sz := s.rect(size)
	s.img.Move(p)
	s.img.Resize(sz)
	for i, r := range s.slotBg {
		sp, ss := s.slotRect(i, size)
		r.Move(sp)
		r.Resize(ss)
	}
	fitText(s.label, 14*ch, g.middle.size.Width)
	s.label.Move(fyne.NewPos(g.middle.pos.X, p.Y-26*ch))
	s.label.Resize(fyne.NewSize(g.middle.size.Width, 20*ch))
	bs := s.buttonBox.MinSize()
	s.buttonBox.Resize(bs)
	s.buttonBox.Move(fyne.NewPos(p.X+sz.Width/2-bs.Width/2, p.Y+sz.Height+4))
	for k := 0; k < 2; k++ {
		sp, ss := s.slotRect(k, size)
		cs := s.slotCardSize()
		for j, c := range s.offer[k] {
			c.Resize(cs)
			c.Move(s.slotCardPos(k, j, size))
		}
		pb := s.pickBox[k].MinSize()
		s.pickBox[k].Resize(pb)
		s.pickBox[k].Move(fyne.NewPos(sp.X+ss.Width/2-pb.Width/2, p.Y+sz.Height+4))
	}
}

func (s *standPanel) objects() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	// The small stands are the draft's: during the tricks they stood empty
	// in the trick's frame and under the reasons.
	if v := s.model.View(); drafting(v) {
		filled := s.filledMinis()
		for i, img := range s.mini {
			if _, _, ok := s.miniSeats(i); !ok {
				// The player's own stand is the big one: an empty small
				// stand at its place read as somebody else's.
				continue
			}
			if v.Passing.Taking && !filled[i] {
				// Picked from: its sets have gone to their hands, and an
				// empty stand labelled "Aiko to Bruno" told of nothing.
				continue
			}
			for _, b := range s.miniBacks[i] {
				out = append(out, b)
			}
			out = append(out, img, s.miniNames[i])
		}
	}
	if !s.active {
		return out
	}
	out = append(out, s.img, s.slotBg[0], s.slotBg[1], s.label)
	switch v := s.model.View(); {
	case v.Arranging() != nil:
		if !s.model.Busy() {
			out = append(out, s.buttonBox)
		}
	case v.Choosing() != nil:
		for k := range s.offer {
			for _, c := range s.offer[k] {
				out = append(out, c)
			}
			if !s.model.Busy() && len(s.offer[k]) > 0 {
				out = append(out, s.pickBox[k])
			}
		}
	}
	return out
}

// drafting reports whether cards pass between neighbours (Trick of
// Trip's draft): the stands are being filled or picked from.
func drafting(v engine.View) bool { return v.Passing != nil }

// promptWords are a prompt's words (a translation key) with {{.N}} the
// name of seat (-1: none).
func promptWords(key string, seat int, name func(int) string) string {
	if key == "" {
		return ""
	}
	if seat < 0 {
		return lang.L(key)
	}
	return lang.L(key, map[string]any{"N": name(seat)})
}
