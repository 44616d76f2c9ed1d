package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// feltArea is the felt as a widget: it owns the scene drawn on it (cards,
// seats, the trick, the stand, the words, a summary), made once and then
// updated from the model (render) and moved by the table's geometry
// (layout). Its renderer makes nothing (as fyne-io/terminal's keeps its
// grid and cursor): it hands out the scene's objects and lays them out.
type feltArea struct {
	widget.BaseWidget
	scene

	shell Shell
	// game is the game's id, for its cards and words.
	game string
	// model is the table as shown; record the game so far.
	model  *tablemodel.Model
	record *tablemodel.Record
	// director's gate says whether a held trick waits, and takes it in.
	director *tablemodel.Director
	// in is the player's input: the selection, the card dragged, the hint.
	in    *tableInput
	coach *coach
	side  *sidebar
	// onUI runs a timer's work on the UI goroutine while the screen is
	// open.
	onUI func(func())

	// theme scales the widgets on the felt by the geometry's chrome;
	// themed is the felt in it.
	theme  *widgets.ScaledTheme
	themed *container.ThemeOverride
	// geo is the last geometry computed (geometryFor).
	geo geometryCache
	// greyed is why the greyed cards may not be played (greyedWhy).
	greyed greyedCache
	// hand is the hand's stop in the Tab order (handfocus.go).
	hand *handStop
	// promptFocus is a new prompt's first button (or the marked one),
	// focused once shown; promptMarked the choice the prompt marks.
	promptFocus  *widgets.KeyButton
	promptMarked engine.Action
	// wasAsked: the last render showed the table waiting for the
	// player (cueTurn pings when that starts).
	wasAsked bool
}

// scene is what is drawn on the felt. Card widgets are made once and then
// moved and updated (cardPool); render only changes what changed.
type scene struct {
	image    *canvas.Image
	base     *canvas.Rectangle
	catcher  *feltCatcher
	drop     *canvas.Rectangle
	dropText *canvas.Text
	status   statusLine
	handW    []*cardWidget
	fdW      []*cardWidget
	// fdLabel names the player's face-down row over it: three backs
	// alone do not say they are the player's to play.
	fdLabel *canvas.Text
	// trick is the trick on the table as drawn.
	trick    *trickView
	handPool cardPool
	fdPool   cardPool
	flyer    *cardWidget
	seatW    []*seatBox
	stand    *standPanel
	prompt   fyne.CanvasObject
	// panel is the round summary or the game-over panel in the middle.
	panel feltPanel
	// objs are drawn in order, the last on top.
	objs []fyne.CanvasObject

	// message is the message the felt shows for a while (flash).
	message *feltMessage
}

// feltPanel is the round summary or the game-over panel in the middle of
// the felt, and what it answers to.
type feltPanel struct {
	obj fyne.CanvasObject
	// box is its size at scale 1.
	box fyne.Size
	// round: the round summary is up (not the game's results).
	round bool
	// rebuild draws it again, at a new scale.
	rebuild func()
	// primary is its main button's action, for Enter.
	primary func()
	// goOn is the round summary's "Next round" button, nil in another
	// panel: hidden while a guided game's coach has its own Next.
	goOn *widgets.KeyButton
}

func newFeltArea(shell Shell, game string, model *tablemodel.Model, record *tablemodel.Record, director *tablemodel.Director) *feltArea {
	f := &feltArea{shell: shell, game: game, model: model, record: record, director: director}
	// The felt's widgets (buttons, prompts, summaries) grow with it.
	f.theme = &widgets.ScaledTheme{Scale: 1}
	f.ExtendBaseWidget(f)
	f.themed = container.NewThemeOverride(f, f.theme)
	return f
}

// CreateRenderer implements fyne.Widget.
func (f *feltArea) CreateRenderer() fyne.WidgetRenderer { return feltRenderer{f} }

// feltRenderer draws a feltArea's scene where its layout put it.
type feltRenderer struct{ f *feltArea }

// feltMin is the smallest felt: the geometry test checks every layout
// down to an 800x600 window.
var feltMin = fyne.NewSize(580, 560)

func (r feltRenderer) Layout(size fyne.Size) { r.f.layout(size) }

func (r feltRenderer) MinSize() fyne.Size { return feltMin }

func (r feltRenderer) Objects() []fyne.CanvasObject { return r.f.objs }

// Refresh lays the felt out again and refreshes what is on it (a new
// theme, a new scale), as a container does.
func (r feltRenderer) Refresh() {
	r.f.layout(r.f.Size())
	for _, o := range r.f.objs {
		o.Refresh()
	}
}

func (r feltRenderer) Destroy() {}

// seatName is seat s's name at the table.
func (f *feltArea) seatName(s int) string {
	if seats := f.model.Seats(); s >= 0 && s < len(seats) {
		return seats[s].Name
	}
	return lang.L("Seat {{.N}}", map[string]any{"N": s + 1})
}

// myTurn reports whether the player may play a card now.
func (f *feltArea) myTurn() bool { return f.model.MayPlay() }

// pendingCard is the card widget played and awaiting the table's answer,
// sprung back if the table refuses it; nil for none.
func (f *feltArea) pendingCard() *cardWidget {
	name := f.model.PendingCard()
	if name == "" {
		return nil
	}
	for _, row := range [][]*cardWidget{f.handW, f.fdW} {
		for _, c := range row {
			if c.name == name {
				return c
			}
		}
	}
	return nil
}
