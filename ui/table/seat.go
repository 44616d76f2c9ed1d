package table

import (
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// seatBox is an opponent around the table: a name plate with level, card
// count and score, a small fan of card backs, the Gummi face-down row, and
// a glow while it is that seat's turn.
type seatBox struct {
	t    seatTable
	seat int

	plate *canvas.Rectangle
	name  *canvas.Text
	info  *canvas.Text
	score *canvas.Text
	backs []*canvas.Image
	fd    []*canvas.Image
	// won shows the last face-up cards of the seat's pile; wonMore counts
	// the rest and the face-down ones, and wonSum under it says what the
	// pile is worth (a pile partly face-down: pileTag).
	won             []*canvas.Image
	wonMore, wonSum *canvas.Text
	// wonPool holds the pile's pictures, of the cards wonNames.
	wonPool  []*canvas.Image
	wonNames []string
	// pile is where the pile lies, empty or not (the coach points at it).
	pile rect
}

// seatTable is what a seat's box reads of its table: the game, whose table
// it is, the table as shown, and every seat's description now.
type seatTable struct {
	game  string
	human int
	// hiddenPile: the game keeps won cards partly face down.
	hiddenPile bool
	model      *tablemodel.Model
	seats      func() []app.SeatInfo
	// coachWaits: a guided game's coach holds every move until its note
	// is read, so the seat due says it waits, not that it plays now.
	coachWaits func() bool
}

// hiddenPile reports whether the game keeps won cards partly face down
// (its descriptor's HiddenPile), so piles read "N up, M down".
func hiddenPile(game string) bool {
	info, ok := app.LookupGame(game)
	return ok && info.HiddenPile
}

// seatTable is what the seats' boxes read of the felt.
func (f *feltArea) seatTable() seatTable {
	return seatTable{game: f.game, human: f.model.Human(), hiddenPile: hiddenPile(f.game), model: f.model,
		seats:      func() []app.SeatInfo { return f.model.Seats() },
		coachWaits: func() bool { return f.coach != nil && f.coach.waitsForNext() }}
}

func newSeatBox(t seatTable, seat int) *seatBox {
	b := &seatBox{t: t, seat: seat,
		plate:   canvas.NewRectangle(seatPlate),
		name:    canvas.NewText("", color.White),
		info:    canvas.NewText("", seatInfo),
		score:   canvas.NewText("", widgets.WarmText),
		wonMore: canvas.NewText("", paleText),
		wonSum:  canvas.NewText("", paleText),
	}
	b.wonMore.TextSize, b.wonSum.TextSize = 11, 11
	b.plate.CornerRadius = 10
	b.name.TextStyle.Bold = true
	b.name.TextSize = 15
	b.info.TextSize = 12
	b.score.TextSize = 12
	b.score.TextStyle.Bold = true
	return b
}

func (b *seatBox) update() {
	t := b.t
	v := t.model.View()
	if b.seat >= len(v.Seats) {
		return
	}
	sv := v.Seats[b.seat]
	seats := t.seats()
	if b.seat >= len(seats) {
		return
	}
	info := seats[b.seat]
	width := b.textWidth()
	b.name.Text = ellipsize(info.Name, b.name, width)
	role := words.SeatRole(info)
	// waits: the bot due holds its card until the coach's note is read.
	waits := ""
	switch {
	case info.Kind == app.Bot && v.ToMove.Has(b.seat) && t.coachWaits != nil && t.coachWaits():
		waits = lang.L("plays after Next")
	case info.Kind == app.Bot && info.Thinking && v.ToMove.Has(b.seat) && !t.model.Holding():
		// Not while a finished trick is held: the bot that leads next
		// looked as if it still had a card to play in it.
		role += " · " + lang.L("thinking…")
	}
	cards := lang.N("{{.Count}} cards", sv.HandCount, map[string]any{"Count": sv.HandCount})
	if sv.HandCount == 0 && sv.FacedownLeft > 0 {
		// "0 cards" read as nothing left to play while the face-down row
		// still had some.
		cards = lang.N("{{.Count}} face-down left", sv.FacedownLeft, map[string]any{"Count": sv.FacedownLeft})
	}
	// The game's words about the seat ("bid 2"), by the tag's id.
	var words []string
	for _, tag := range sv.Tags {
		// The key is the game's ("tag GAME.bid"), in its words files.
		key := "tag " + tag.ID
		words = append(words, lang.L(key, map[string]any{"N": tag.N}))
	}
	tags := dotted(words...)
	if drafting(v) {
		// The six drawn cards are in the row and on the stands: a count
		// would say "6 cards" on the player's plate while they go onto
		// the stand, and "0 cards" on a bot's while its set waits there.
		cards, tags = "", ""
	}
	pile := ""
	switch {
	case sv.WonHidden > 0 || (t.hiddenPile && len(sv.Won) > 0):
		pile = lang.L("won {{.U}} face-up, {{.D}} face-down", map[string]any{"U": len(sv.Won), "D": sv.WonHidden})
	case len(sv.Won) > 0:
		pile = pileWords(t.game, len(sv.Won))
	}
	score := lang.L("Score {{.S}}", map[string]any{"S": sv.Score})
	// The tags say where the seat stands, as its score does: on the
	// score's row, where they fit beside it, they leave the line above to
	// the role and the card count, which gave way to them there.
	if tags != "" && widgets.Measure(b.score, dotted(score, tags)) <= width {
		score, tags = dotted(score, tags), ""
	}
	countdown := ""
	if left := turnSecondsLeft(info, time.Now()); left >= 0 && v.ToMove.Has(b.seat) {
		countdown = lang.L("{{.S}} s left", map[string]any{"S": left})
	}
	// At the game's end Gudetama leaves every seat but the winner out: the
	// plates say who won instead of "eliminated" on all the others, once
	// the last trick is taken in (its points are on the plates by then).
	won := slices.Contains(t.model.GameWinners(), b.seat)
	out := sv.Eliminated && !v.Over
	// The countdown always shows; the card count gives way to a long
	// role ("Normal bot for Alice"): the fan of backs shows it too. The
	// game's tags (a bid, the tricks taken) matter more than both: where
	// all do not fit, the count goes, then the role.
	switch {
	case won:
		b.info.Text = lang.L("won the game")
	case out:
		b.info.Text = lang.L("eliminated")
	case waits != "":
		b.info.Text = fitFirst(b.info, width, dotted(role, waits, cards, tags), dotted(role, waits), waits)
	case b.seat == t.human && info.Kind == app.Human && info.StandIn == "":
		texts := []string{dotted(cards, tags, countdown)}
		if tags != "" {
			texts = append(texts, dotted(tags, countdown))
		}
		if texts[0] == "" && drafting(v) {
			// The plates of the others name their role; the player's
			// own, with no count in the draft, would be an empty line.
			texts[0] = lang.L("in the draft")
		}
		b.info.Text = fitFirst(b.info, width, texts...)
	case countdown != "":
		texts := []string{dotted(role, cards, tags, countdown)}
		if tags != "" {
			texts = append(texts, dotted(role, tags, countdown), dotted(tags, countdown))
		}
		b.info.Text = fitFirst(b.info, width, append(texts,
			dotted(ellipsize(role, b.info, width-widgets.Measure(b.info, " · "+countdown)), countdown))...)
	default:
		texts := []string{dotted(role, cards, tags)}
		if tags != "" {
			texts = append(texts, dotted(role, tags), tags)
		}
		b.info.Text = fitFirst(b.info, width, append(texts, role)...)
	}
	// The pile's own row counts its cards too.
	b.score.Text = fitFirst(b.score, width, dotted(score, pile), score)
	switch {
	case out:
		b.plate.FillColor = seatPlateOut
		b.plate.StrokeWidth = 0
		b.name.Color = seatNameOut
	case won:
		b.plate.FillColor = seatPlate
		b.plate.StrokeColor = gold
		b.plate.StrokeWidth = 2
		b.name.Color = gold
	case v.ToMove.Has(b.seat) && !t.model.Holding():
		b.plate.FillColor = seatPlateTurn
		b.plate.StrokeColor = gold
		b.plate.StrokeWidth = 3
		b.name.Color = color.White
	default:
		b.plate.FillColor = seatPlate
		b.plate.StrokeWidth = 0
		b.name.Color = color.White
	}
	n := sv.HandCount
	if n > 10 {
		n = 10
	}
	for len(b.backs) < n {
		img := art.LazyThumb(art.CardBack(t.game))
		b.backs = append(b.backs, img)
	}
	b.backs = b.backs[:n]
	if out {
		b.backs = b.backs[:0]
	}
	for len(b.fd) < sv.FacedownLeft {
		img := art.LazyThumb(art.CardBack(t.game))
		b.fd = append(b.fd, img)
	}
	b.fd = b.fd[:sv.FacedownLeft]
	if b.seat == t.human {
		b.backs = b.backs[:0]
		b.fd = b.fd[:0]
	}
	// The pile: the latest face-up cards, and a count of the rest. A
	// pile partly face-down shows every face-up card: a Gummi seat wins
	// at most one a trick, twelve a round.
	showWon := 8
	if t.hiddenPile {
		showWon = 12
	}
	first := 0
	if len(sv.Won) > showWon {
		first = len(sv.Won) - showWon
	}
	// The pile's pictures are kept and only changed where the card did.
	for i, name := range sv.Won[first:] {
		switch {
		case i == len(b.wonPool):
			b.wonPool = append(b.wonPool, art.LazyThumb(art.CardFace(t.game, name)))
			b.wonNames = append(b.wonNames, name)
		case b.wonNames[i] != name:
			b.wonPool[i] = art.LazyThumb(art.CardFace(t.game, name))
			b.wonNames[i] = name
		}
	}
	b.won = b.wonPool[:len(sv.Won)-first]
	b.wonMore.Text, b.wonSum.Text = pileTag(sv, t.hiddenPile, first)
	b.wonMore.Refresh()
	b.wonSum.Refresh()
	for _, o := range []fyne.CanvasObject{b.plate, b.name, b.info, b.score} {
		o.Refresh()
	}
}

// textWidth is the width of the plate's lines at its current size.
func (b *seatBox) textWidth() float32 { return (plateW - 24) * b.info.TextSize / 12 }

// fitFirst is the first of the texts that fits width in t's size and
// style, or the last one cut short to fit.
func fitFirst(t *canvas.Text, width float32, texts ...string) string {
	for _, s := range texts {
		if widgets.Measure(t, s) <= width {
			return s
		}
	}
	return ellipsize(texts[len(texts)-1], t, width)
}

// ellipsize is s, or as much of it as fits width with "…" after it.
func ellipsize(s string, t *canvas.Text, width float32) string {
	if widgets.Measure(t, s) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && widgets.Measure(t, string(r)+"…") > width {
		r = r[:len(r)-1]
	}
	return strings.TrimRight(string(r), " ·") + "…"
}

// dotted joins the parts that are not empty with " · ".
func dotted(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " · ")
}

// place lays the box out in r (geometry.seat) at the chrome scale c: an
// opponent's fan of backs over the plate and the pile under it; the
// player's own plate with the pile beside it.
func (b *seatBox) place(r rect, c float32) {
	if b.info.TextSize != 12*c {
		b.name.TextSize, b.info.TextSize, b.score.TextSize = 15*c, 12*c, 12*c
		b.update() // the lines are fitted to the plate at this size
	}
	pw, ph := plateW*c, plateH*c
	y := r.pos.Y
	own := b.seat == b.t.human
	if !own {
		// The fan of backs above the plate, and Gummi's face-down row at
		// its left (the player's own is left of the hand too), clear of
		// the plate's text; the fan moves right to make room for it.
		cw, ch := backW*c, backH*c
		fw, fh, fstep := fdIconW*c, fdIconH*c, (fdIconW+3)*c
		rowW := float32(0)
		for i, img := range b.fd {
			img.Move(fyne.NewPos(r.pos.X+4*c+float32(i)*fstep, y+ch-backTuck*c-fh-2*c))
			img.Resize(fyne.NewSize(fw, fh))
			rowW = 4*c + float32(i)*fstep + fw
		}
		n := len(b.backs)
		step := 9 * c
		fanW := float32(n-1)*step + cw
		fanX := r.pos.X + (r.size.Width-fanW)/2
		if rowW > 0 {
			fanX = max(fanX, r.pos.X+rowW+8*c)
		}
		for i, img := range b.backs {
			img.Move(fyne.NewPos(fanX+float32(i)*step, y))
			img.Resize(fyne.NewSize(cw, ch))
		}
		y += ch - backTuck*c
	}
	x := r.pos.X
	b.plate.Move(fyne.NewPos(x, y))
	b.plate.Resize(fyne.NewSize(pw, ph))
	b.plate.CornerRadius = 10 * c
	b.name.Move(fyne.NewPos(x+12*c, y+4*c))
	b.info.Move(fyne.NewPos(x+12*c, y+22*c))
	// The score line keeps clear of the gold ring of the seat's turn.
	b.score.Move(fyne.NewPos(x+12*c, y+39*c))
	// The pile: under the plate, or beside the player's own; the cards
	// close up so the count after them stays inside the box.
	ww, wh := pileCardW*c, pileCardH*c
	wx, wy := x+4*c, y+ph+pileGap*c
	if own {
		wx, wy = x+pw+8*c, y+(ph-wh)/2
	}
	// The pile's tag: a size smaller on two lines, which then fit the
	// cards' height.
	tagSize := 11 * c
	if b.wonSum.Text != "" {
		tagSize = 10 * c
	}
	if b.wonMore.TextSize != tagSize {
		b.wonMore.TextSize, b.wonSum.TextSize = tagSize, tagSize
		b.wonMore.Refresh()
		b.wonSum.Refresh()
	}
	textW := max(widgets.Measure(b.wonMore, b.wonMore.Text), widgets.Measure(b.wonSum, b.wonSum.Text))
	step := ww * 0.62
	if n := len(b.won); n > 1 {
		room := r.right() - wx - ww - textW - 4*c
		step = clamp(room/float32(n-1), 2*c, step)
	}
	for i, img := range b.won {
		img.Resize(fyne.NewSize(ww, wh))
		img.Move(fyne.NewPos(wx+float32(i)*step, wy))
	}
	mx := wx
	if n := len(b.won); n > 0 {
		mx = wx + float32(n-1)*step + ww + 4*c
	}
	if b.wonSum.Text == "" {
		b.wonMore.Move(fyne.NewPos(mx, wy+ww*0.4))
	} else {
		// Two lines, centred on the cards' height (as tall as its
		// letters are drawn, taller in Japanese).
		h1 := fyne.MeasureText(b.wonMore.Text, b.wonMore.TextSize, b.wonMore.TextStyle).Height
		h2 := fyne.MeasureText(b.wonSum.Text, b.wonSum.TextSize, b.wonSum.TextStyle).Height
		ty := wy + (wh-h1-h2)/2
		b.wonMore.Move(fyne.NewPos(mx, ty))
		b.wonSum.Move(fyne.NewPos(mx, ty+h1))
	}
	b.pile = rectAt(wx, wy, max(mx+textW, wx+ww)-wx, wh)
}

// pileRect is where the seat's won cards lie; false before it is placed
// and while the seat has won nothing (a ring round an empty spot points
// at nothing the coach's words could be about).
func (b *seatBox) pileRect() (rect, bool) {
	return b.pile, b.pile.size.Width > 0 && b.holdsWon()
}

// holdsWon says the seat's pile shows something: a card won, or the
// count of cards won face-down.
func (b *seatBox) holdsWon() bool { return len(b.won) > 0 || b.wonMore.Text != "" }

// appendObjects adds the box's objects to out, back to front.
func (b *seatBox) appendObjects(out []fyne.CanvasObject) []fyne.CanvasObject {
	for _, img := range b.backs {
		out = append(out, img)
	}
	out = append(out, b.plate, b.name, b.info, b.score)
	for _, img := range b.fd {
		out = append(out, img)
	}
	for _, img := range b.won {
		out = append(out, img)
	}
	return append(out, b.wonMore, b.wonSum)
}

// pileTag is the words beside a seat's pile, which shows the latest of
// its face-up cards (more of them not shown), on one line or two. A pile
// partly face-down says what it holds that is not shown and what it is
// worth this round, as a sum ("+2 face-down", "= 9 points this round"):
// a bare "+1" beside cards worth more read as their points, and a bare
// "= 2 points" beside the plate's "Score 25" as a contradiction. Another
// game's pile counts the cards not shown.
func pileTag(sv engine.SeatView, hiddenPile bool, more int) (string, string) {
	switch {
	case hiddenPile && (len(sv.Won) > 0 || sv.WonHidden > 0):
		p := map[string]any{"N": more, "D": sv.WonHidden,
			"PW": lang.N("{{.Count}} points", sv.WonPoints, map[string]any{"Count": sv.WonPoints})}
		// "this round": the plate beside it says the game's total.
		sum := lang.L("= {{.PW}} this round", p)
		switch {
		case more > 0:
			return lang.L("+{{.N}} face-up, {{.D}} face-down", p), sum
		case sv.WonHidden > 0:
			return lang.L("+{{.D}} face-down", p), sum
		}
		return sum, ""
	case more > 0:
		return lang.L("+{{.N}}", map[string]any{"N": more}), ""
	}
	return "", ""
}

// pileWords counts a seat's pile in the game's words where it has them
// ("pile <id>": Gudetama's "2 cards scored", a pile of scored cards, where
// "cards won" was read as tricks won by a seat that had won none).
func pileWords(game string, n int) string {
	p := map[string]any{"Count": n}
	if key := "pile " + game; lang.Has(key) {
		return lang.N(key, n, p)
	}
	return lang.N("{{.Count}} cards won", n, p)
}
