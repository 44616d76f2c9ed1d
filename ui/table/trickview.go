package table

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// trickView draws the model's trick on the felt: a card per seat (the
// same widget from its flight to the sweep), each with its player's name
// tag and, under a held trick's winning cards, why each won; under the
// trick, the held trick's reasons as sentences and who leads next.
type trickView struct {
	// pool is one card per seat; cards are the trick's, in play order, and
	// plays what each shows.
	pool  []*cardWidget
	cards []*cardWidget
	plays []engine.PlayRecord
	// names label each card with its player's name; whyTags say under a
	// held trick's winning cards why each won ("highest red").
	names, whyTags []*nameTag
	// full are the held trick's reasons, a sentence per winner (the first
	// reasons of them), then who leads next; lines draw them, two texts a
	// sentence, the second used when it must wrap (linePool keeps them).
	full    []string
	reasons int
	// brief are full without what each winner took, for when the full
	// sentences would be smaller than readable (four or five winners in
	// a short room): the piles' tags and the log still say what was taken.
	brief           []string
	lines, linePool []*canvas.Text
	// sweeping: the cards are flying to the winners' piles.
	sweeping bool
}

// newTrickView makes the trick's cards and tags of a table of players
// seats; a tap on a card of the trick calls onTap (it takes a held trick
// in, like a tap on the felt).
func newTrickView(game string, players int, name func(int) string, onTap func()) *trickView {
	v := &trickView{pool: make([]*cardWidget, players), names: make([]*nameTag, players), whyTags: make([]*nameTag, players)}
	for i := range players {
		v.pool[i] = newCard(game, "", true)
		v.pool[i].onTap = func(*cardWidget) { onTap() }
		v.names[i] = newNameTag(name(i))
		v.whyTags[i] = newNameTag("")
	}
	return v
}

// update shows the trick on the table: the winners ringed and named in
// gold, and while a finished trick is held, why they won.
func (v *trickView) update(shown []engine.PlayRecord, held tablemodel.Held, holding bool, tw words.Trick) {
	v.cards, v.plays = v.cards[:0], v.plays[:0]
	for i, p := range shown {
		if p.Seat < 0 || p.Seat >= len(v.pool) {
			continue
		}
		c := v.pool[p.Seat]
		var ring color.Color
		for _, w := range held.Winners {
			if w == p.Seat {
				ring = gold
			}
		}
		c.show(p.Card, true, false, ring, false)
		v.cards, v.plays = append(v.cards, c), append(v.plays, p)
		tag, sub := trickTag(i, tw.Name(p.Seat), p.Facedown)
		v.names[p.Seat].set(tag, ring != nil)
		v.names[p.Seat].setSub(sub)
		short := ""
		if w, ok := words.WhyOf(held.Why, p.Seat); ok && holding {
			short = tw.Short(w)
		}
		v.whyTags[p.Seat].set(short, true)
	}
	v.full, v.brief, v.reasons = v.full[:0], v.brief[:0], 0
	if holding {
		for _, w := range held.Why {
			v.full = append(v.full, tw.Sentence(w))
			v.brief = append(v.brief, tw.Brief(w))
		}
		v.reasons = len(v.full)
		switch {
		case len(held.GameWinners) > 0:
			// The trick ended the game: who won it, where the plates
			// alone said so.
			over := tw.GameOver(held.GameWinners)
			v.full, v.brief = append(v.full, over), append(v.brief, over)
		case held.Leader != nil && len(held.Why) > 0:
			// Who leads next, which the rules decide from the winners.
			next := tw.LeadsNext(held)
			v.full, v.brief = append(v.full, next), append(v.brief, next)
		}
	}
	for len(v.linePool) < 2*len(v.full) {
		l := canvas.NewText("", gold)
		l.TextStyle.Bold = true
		l.Alignment = fyne.TextAlignCenter
		v.linePool = append(v.linePool, l)
	}
	v.lines = v.linePool[:2*len(v.full)]
}

// appendCards adds the trick's cards, then their tags over every card so
// no card hides a tag.
func (v *trickView) appendCards(objs []fyne.CanvasObject) []fyne.CanvasObject {
	for _, c := range v.cards {
		objs = append(objs, c)
	}
	for _, p := range v.plays {
		objs = append(objs, v.names[p.Seat].objects()...)
		if why := v.whyTags[p.Seat]; why.text.Text != "" {
			objs = append(objs, why.objects()...)
		}
	}
	return objs
}

// appendLines adds the reasons under the trick.
func (v *trickView) appendLines(objs []fyne.CanvasObject) []fyne.CanvasObject {
	for _, l := range v.lines {
		objs = append(objs, l)
	}
	return objs
}

// place lays the trick out: each card in its seat's slot (unless flying
// to a pile), its tags on it, the reasons under the trick.
func (v *trickView) place(g geometry) {
	for i, c := range v.cards {
		seat := v.plays[i].Seat
		c.Resize(g.trickCard)
		p := g.trick[seat]
		if !v.sweeping {
			c.Move(p)
		}
		name := v.names[seat]
		name.place(p, g.trickCard, g.chrome)
		// The reason sits just under the name.
		v.whyTags[seat].placeUnder(name, p, g.trickCard, g.chrome)
	}
	if !v.sweeping {
		// Words under a winning card that do not fit its tag whole ("7
		// beats trumps" on a small felt) are left to the lines under the
		// trick, every winner's at once, so no card says less than
		// another; the gold tags still mark the winners.
		cut := false
		for _, p := range v.plays {
			why := v.whyTags[p.Seat]
			cut = cut || why.text.Text != "" && why.cut
		}
		for _, p := range v.plays {
			v.whyTags[p.Seat].show(!cut)
		}
	}
	// Under the trick and below every tag on it.
	v.placeWhy(g)
}

// showTags shows or hides the cards' tags (hidden while the cards fly).
func (v *trickView) showTags(visible bool) {
	for i := range v.names {
		v.names[i].show(visible)
		v.whyTags[i].show(visible)
	}
}

// readableReasons is the smallest text size at which the reasons are
// said whole: 11 px, or at the felt's scale on a small felt (never under
// 10 px); below it they leave out what was taken.
func readableReasons(chrome float32) float32 { return max(10, 11*min(chrome, 1)) }

// whyLayout is one way to lay the reasons out: the whole sentences or the
// brief ones, in one column or two.
type whyLayout struct {
	texts []string
	cols  int
}

// placeWhy stacks the held trick's reasons under it, a sentence per
// winner, in the room geometry keeps for them (g.reasons), in the first
// of these ways that is readable: whole sentences in one column, in two
// (four or five winners in a short room: they shrank to 9 px), then
// brief (what each winner took said only by its points, which the reason
// keeps wherever it is shown), in one column and in two; else the way
// that reads largest. Who leads next
// goes under them all, across the room.
func (v *trickView) placeWhy(g geometry) {
	if len(v.full) == 0 {
		return
	}
	ways := []whyLayout{{v.full, 1}, {v.full, 2}, {v.brief, 1}, {v.brief, 2}}
	best, bestSize := ways[0], float32(0)
	for _, w := range ways {
		if w.cols == 2 && v.reasons < 3 {
			continue
		}
		size := v.layWhy(g, w)
		if size >= readableReasons(g.chrome) {
			return
		}
		if size > bestSize {
			best, bestSize = w, size
		}
	}
	v.layWhy(g, best)
}

// layWhy lays out the reasons one way and returns their text size.
func (v *trickView) layWhy(g geometry, w whyLayout) float32 {
	texts := w.texts
	width := g.reasons.size.Width
	size := 15 * g.chrome
	top := g.reasons.pos.Y
	bottom := g.reasons.bottom()
	for _, p := range v.plays {
		// Below the tags under the trick's cards (the player's own card
		// sits low, its tags over the line the reasons would start on).
		if why := v.whyTags[p.Seat]; why.text.Text != "" {
			top = max(top, why.bg.Position().Y+why.bg.Size().Height+2*g.chrome)
		}
	}
	bold := fyne.TextStyle{Bold: true}
	colGap := 16 * g.chrome
	colW := (width - float32(w.cols-1)*colGap) / float32(w.cols)
	// The reasons fill the columns a sentence at a time, the first
	// column's share first; who leads next (the texts after the reasons)
	// is a row of its own under them.
	perCol := (v.reasons + w.cols - 1) / w.cols
	colOf := func(i int) int {
		if i >= v.reasons {
			return -1
		}
		return i / perCol
	}
	// A sentence too long for its column at a readable size goes on two
	// lines, broken where a reader would pause, when the lines still have
	// 12 px each (four winners at 800x600 ran over the status line).
	rowsIn := func(split bool) (colRows []int, below int) {
		colRows = make([]int, w.cols)
		for i, text := range texts {
			n := 1
			if split && colOf(i) >= 0 && fyne.MeasureText(text, 13*g.chrome, bold).Width > colW {
				n = 2
			}
			if c := colOf(i); c >= 0 {
				colRows[c] += n
			} else {
				below += n
			}
		}
		return colRows, below
	}
	colRows, below := rowsIn(true)
	mayBreak := float32(slices.Max(colRows)+below)*12 <= bottom-top
	if !mayBreak {
		colRows, below = rowsIn(false)
	}
	type row struct {
		l     *canvas.Text
		x, wd float32
		line  int
	}
	var rows []row
	colLine := make([]int, w.cols)
	belowLine := slices.Max(colRows)
	for i, full := range texts {
		a, b := v.lines[2*i], v.lines[2*i+1]
		// The reasons in gold; who leads next, after them, in white.
		col := color.Color(gold)
		if i >= v.reasons {
			col = color.White
		}
		a.Color, b.Color = col, col
		c := colOf(i)
		x, wd := g.reasons.pos.X, width
		if c >= 0 {
			x, wd = g.reasons.pos.X+float32(c)*(colW+colGap), colW
		}
		first, second := full, ""
		if mayBreak && c >= 0 && fyne.MeasureText(full, 13*g.chrome, a.TextStyle).Width > wd {
			first, second = words.SplitSentence(full)
		}
		for _, r := range []struct {
			l *canvas.Text
			s string
		}{{a, first}, {b, second}} {
			if r.l.Text != r.s {
				r.l.Text = r.s
				r.l.Refresh()
			}
			if r.s == "" {
				continue
			}
			if c >= 0 {
				rows = append(rows, row{r.l, x, wd, colLine[c]})
				colLine[c]++
			} else {
				rows = append(rows, row{r.l, x, wd, belowLine})
				belowLine++
			}
		}
	}
	lines := slices.Max(colRows) + below
	room := max(bottom-top, 12*float32(lines))
	lineH := min(20*g.chrome, room/float32(lines))
	// One size for all the lines: the smallest any of them needs, each
	// line as tall as its letters are drawn (taller than the size says,
	// more so with accents and Japanese), down to 9 px.
	textSize := min(size, lineH*0.8)
	for _, r := range rows {
		fitText(r.l, textSize, r.wd)
		textSize = min(textSize, r.l.TextSize)
	}
	tallest := func() (h float32) {
		for _, r := range rows {
			h = max(h, fyne.MeasureText(r.l.Text, textSize, r.l.TextStyle).Height)
		}
		return h
	}
	for textSize > 9 && tallest() > lineH {
		textSize = max(9, textSize*0.92)
	}
	lineH = max(lineH, tallest())
	for _, r := range rows {
		r.l.TextSize = textSize
		r.l.Move(fyne.NewPos(r.x, top+float32(r.line)*lineH))
		r.l.Resize(fyne.NewSize(r.wd, lineH))
	}
	return textSize
}
