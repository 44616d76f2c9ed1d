package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
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
func (v *trickView) update(shown []engine.PlayRecord, held tablemodel.Held, holding bool, words trickWords) {
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
		tag, sub := trickTag(i, words.name(p.Seat), p.Facedown)
		v.names[p.Seat].set(tag, ring != nil)
		v.names[p.Seat].setSub(sub)
		short := ""
		if w, ok := whyOf(held.Why, p.Seat); ok && holding {
			short = words.short(w)
		}
		v.whyTags[p.Seat].set(short, true)
	}
	v.full, v.brief, v.reasons = v.full[:0], v.brief[:0], 0
	if holding {
		for _, w := range held.Why {
			v.full = append(v.full, words.sentence(w))
			v.brief = append(v.brief, words.reason(w))
		}
		v.reasons = len(v.full)
		if held.Leader != nil && len(held.Why) > 0 {
			// Who leads next, which the rules decide from the winners.
			next := words.leadsNext(*held.Leader, held.NextRound)
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
// said whole, at the felt's scale (and never under 10 px); below it they
// leave out what was taken.
func readableReasons(chrome float32) float32 { return max(10, 11*chrome) }

// placeWhy stacks the held trick's reasons under it, a line per winner, in
// the room geometry keeps for them (g.reasons); lines shrink rather than
// run into the hand, and when even that leaves them hard to read, they say
// only why each won.
func (v *trickView) placeWhy(g geometry) {
	if len(v.full) == 0 {
		return
	}
	if v.layWhy(g, v.full) < readableReasons(g.chrome) && !slices.Equal(v.full, v.brief) {
		v.layWhy(g, v.brief)
	}
}

// layWhy lays out texts as placeWhy says and returns their text size.
func (v *trickView) layWhy(g geometry, texts []string) float32 {
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
	// Four or more sentences in a room too short for a line each at a
	// readable size, but wide enough for two of them side by side, go in
	// two columns (a five-player trick's reasons shrank to 9 px under
	// a felt 1000 px wide).
	cols, colGap := 1, 16*g.chrome
	if len(texts) >= 4 && (bottom-top)/float32(len(texts)) < 16*g.chrome {
		cols = 2
		for _, text := range texts {
			if fyne.MeasureText(text, 13*g.chrome, bold).Width > (width-colGap)/2 {
				cols = 1
			}
		}
	}
	colW := (width - float32(cols-1)*colGap) / float32(cols)
	// A sentence too long for the width at a readable size goes on two
	// lines, broken where a reader would pause; when that many lines do
	// not fit above the status line (four winners at 800x600 ran over it),
	// each stays on one line, smaller.
	split := 0
	for _, full := range texts {
		split++
		if fyne.MeasureText(full, 13*g.chrome, bold).Width > colW {
			split++
		}
	}
	mayBreak := cols == 1 && float32(split)*12 <= bottom-top
	var rows []*canvas.Text
	for i, full := range texts {
		a, b := v.lines[2*i], v.lines[2*i+1]
		// The reasons in gold; who leads next, after them, in white.
		col := color.Color(gold)
		if i >= v.reasons {
			col = color.White
		}
		a.Color, b.Color = col, col
		first, second := full, ""
		if mayBreak && fyne.MeasureText(full, 13*g.chrome, a.TextStyle).Width > colW {
			first, second = splitSentence(full)
		}
		for _, r := range []struct {
			l *canvas.Text
			s string
		}{{a, first}, {b, second}} {
			if r.l.Text != r.s {
				r.l.Text = r.s
				r.l.Refresh()
			}
			if r.s != "" {
				rows = append(rows, r.l)
			}
		}
	}
	perCol := (len(rows) + cols - 1) / cols
	room := max(bottom-top, 12*float32(perCol))
	lineH := min(20*g.chrome, room/float32(perCol))
	// One size for all the lines: the smallest any of them needs, each
	// line as tall as its letters are drawn (taller than the size says,
	// more so with accents and Japanese), down to 9 px.
	textSize := min(size, lineH*0.8)
	for _, l := range rows {
		fitText(l, textSize, colW)
		textSize = min(textSize, l.TextSize)
	}
	tallest := func() (h float32) {
		for _, l := range rows {
			h = max(h, fyne.MeasureText(l.Text, textSize, l.TextStyle).Height)
		}
		return h
	}
	for textSize > 9 && tallest() > lineH {
		textSize = max(9, textSize*0.92)
	}
	lineH = max(lineH, tallest())
	for i, l := range rows {
		c, r := i/perCol, i%perCol
		l.TextSize = textSize
		l.Move(fyne.NewPos(g.reasons.pos.X+float32(c)*(colW+colGap), top+float32(r)*lineH))
		l.Resize(fyne.NewSize(colW, lineH))
	}
	return textSize
}
