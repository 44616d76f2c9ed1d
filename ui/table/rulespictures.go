package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// The rules show each way a trick is won with a small trick of the game's
// own (engine.Descriptor.TrickExamples), drawn as the table draws a
// finished trick: the cards in the order played on a patch of felt, each
// with its player's name tag, the winners ringed and named in gold with
// the few words of their reason, and under the felt why each winner won,
// in the sentences the table says.

// exampleName is the name of seat s in the examples: the computer players'
// names, Aiko first.
func exampleName(s int) string { return bot.Name(s + 1) }

// TrickExamples is the part of a game's rules that shows its trick reasons
// at work, one picture per example; nil for a game without examples.
func TrickExamples(game string) fyne.CanvasObject {
	d, ok := app.LookupGame(game)
	if !ok || len(d.TrickExamples) == 0 {
		return nil
	}
	headingLabel := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	headingLabel.SizeName = theme.SizeNameSubHeadingText
	heading := widgets.Ruled(headingLabel, lang.L("How a trick is won: examples"))
	box := container.NewVBox(widget.NewSeparator(), heading)
	for i, ex := range d.TrickExamples {
		if i > 0 {
			box.Add(widget.NewSeparator())
		}
		box.Add(newTrickExample(game, ex))
	}
	return box
}

// trickExample is one example: the picture of the trick, who led, and why
// each winner won.
type trickExample struct {
	widget.BaseWidget
	game    string
	ex      engine.TrickExample
	picture *trickPicture
	// sentences are why each winner won, in Why's order.
	sentences []string
}

func newTrickExample(game string, ex engine.TrickExample) *trickExample {
	e := &trickExample{game: game, ex: ex, picture: newTrickPicture(game, ex)}
	tw := words.Trick{Game: game, Name: exampleName, Human: -1}
	for _, w := range ex.Why {
		e.sentences = append(e.sentences, tw.Sentence(w))
	}
	e.ExtendBaseWidget(e)
	return e
}

// title is the rule the example shows, in a few words ("example <id>");
// empty for an id this version cannot put in words (the sentences under
// the picture still say it).
func (e *trickExample) title() string {
	if key := "example " + e.ex.Reason; words.Known(key) {
		return lang.L(key)
	}
	return ""
}

// CreateRenderer implements fyne.Widget.
func (e *trickExample) CreateRenderer() fyne.WidgetRenderer {
	title := widgets.Ruled(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), e.title())
	if e.title() == "" {
		title.Hide()
	}
	led := widgets.Ruled(widget.NewLabel(""), lang.L("{{.N}} led; the cards lie from left to right in the order played.", map[string]any{"N": exampleName(e.ex.Leader)}))
	why := widgets.Ruled(widget.NewLabel(""), strings.Join(e.sentences, "\n"))
	return widget.NewSimpleRenderer(container.NewVBox(title, container.NewCenter(e.picture), led, why))
}

// The picture's sizes: a card, the room between cards and around them.
const (
	exampleCardW, exampleCardH = 66, 92
	exampleGap                 = 18
)

// trickPicture is the trick of an example on felt, as the table draws a
// finished trick.
type trickPicture struct {
	widget.BaseWidget
	game string
	ex   engine.TrickExample
}

func newTrickPicture(game string, ex engine.TrickExample) *trickPicture {
	p := &trickPicture{game: game, ex: ex}
	p.ExtendBaseWidget(p)
	return p
}

// winner is seat's reason, if it won the example's trick.
func (p *trickPicture) winner(seat int) (engine.TrickWhy, bool) { return words.WhyOf(p.ex.Why, seat) }

// CreateRenderer implements fyne.Widget.
func (p *trickPicture) CreateRenderer() fyne.WidgetRenderer {
	r := &trickPictureRenderer{p: p, felt: canvas.NewRectangle(feltGreen)}
	r.felt.CornerRadius = 14
	tw := words.Trick{Game: p.game, Name: exampleName, Human: -1}
	for _, play := range p.ex.Plays {
		c := newCard(p.game, play.Card, true)
		name := newNameTag(exampleName(play.Seat))
		why := newNameTag("")
		w, won := p.winner(play.Seat)
		if won {
			c.highlight = gold
			why.set(tw.Short(w), true)
		}
		name.set(exampleName(play.Seat), won)
		var fd *nameTag
		if play.Facedown {
			fd = newNameTag(lang.L("from the row"))
		}
		r.cards = append(r.cards, c)
		r.names = append(r.names, name)
		r.whys = append(r.whys, why)
		r.facedown = append(r.facedown, fd)
	}
	r.objects = append(r.objects, r.felt)
	for _, c := range r.cards {
		r.objects = append(r.objects, c)
	}
	// The tags over every card, as at the table.
	for i := range r.cards {
		for _, tag := range []*nameTag{r.names[i], r.whys[i], r.facedown[i]} {
			if tag != nil && tag.text.Text != "" {
				r.objects = append(r.objects, tag.bg, tag.text)
			}
		}
	}
	return r
}

type trickPictureRenderer struct {
	p        *trickPicture
	felt     *canvas.Rectangle
	cards    []*cardWidget
	names    []*nameTag
	whys     []*nameTag
	facedown []*nameTag
	objects  []fyne.CanvasObject
}

// tagH is the height of a name tag at the table's own size.
func tagH() float32 { return 12 * 1.5 }

func (r *trickPictureRenderer) MinSize() fyne.Size {
	n := float32(len(r.cards))
	return fyne.NewSize(n*exampleCardW+(n+1)*exampleGap, exampleCardH+2*exampleGap+2*tagH())
}

func (r *trickPictureRenderer) Layout(size fyne.Size) {
	r.felt.Move(fyne.NewPos(0, 0))
	r.felt.Resize(size)
	need := r.MinSize()
	x := (size.Width-need.Width)/2 + exampleGap
	card := fyne.NewSize(exampleCardW, exampleCardH)
	top := exampleGap/2 + tagH() + 2
	for i, c := range r.cards {
		p := fyne.NewPos(x, top)
		c.Move(p)
		c.Resize(card)
		r.names[i].place(p, card, 1)
		r.whys[i].placeUnder(r.names[i], p, card, 1)
		if fd := r.facedown[i]; fd != nil {
			// Just above the card, clear of its number.
			fd.place(p.Add(fyne.NewPos(0, -card.Height-tagH()*0.4-2)), card, 1)
		}
		x += exampleCardW + exampleGap
	}
}

func (r *trickPictureRenderer) Refresh() {
	r.felt.FillColor = feltGreen
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *trickPictureRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *trickPictureRenderer) Destroy() {}
