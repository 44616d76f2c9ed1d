package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// textRect is where a canvas text's letters are: its position and its
// measured size.
func textRect(t *canvas.Text) rect {
	return rect{t.Position(), fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)}
}

// objRect is where an object lies.
func objRect(o fyne.CanvasObject) rect { return rect{o.Position(), o.Size()} }

// TestSeatPanelsKeepTheirPartsApart: at a LAN Gummi table with a turn
// timer, every seat's panel at 800x600, 1280x800 and 2560x1440 keeps its
// lines on the plate, the countdown of the seat to move in view, the
// face-down cards off the plate's text, and the won pile inside the seat's
// box with a clear gap under the plate. The face-down icons covered the
// countdown (they sat on the plate's right end) and the pile was 4 px from
// the plate.
func TestSeatPanelsKeepTheirPartsApart(t *testing.T) {
	newTestUI(t) // an app and card pictures for the panels
	for _, lng := range app.Languages {
		SetLanguage(lng)
		for _, win := range gallerySizes {
			for _, who := range []app.SeatInfo{
				{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alexandrina Longname-Smith"}, Connected: true},
				{SeatSetup: app.SeatSetup{Kind: app.Remote, Name: "Alice"}, StandIn: bot.Normal},
				{SeatSetup: app.SeatSetup{Kind: app.Bot, Name: "Bruno", Level: bot.Random}, Thinking: true},
			} {
				checkSeatPanels(t, lng, win, who)
			}
		}
	}
	SetLanguage("en")
}

func checkSeatPanels(t *testing.T, lng string, win fyne.Size, who app.SeatInfo) {
	t.Helper()
	const players = 5
	ts := &TableScreen{game: "gummi", human: 0, hiddenPile: true}
	ts.view.Seats = make([]engine.SeatView, players)
	ts.seats = make([]app.SeatInfo, players)
	for s := range ts.seats {
		ts.seats[s] = who
		ts.seats[s].Seat = s
		ts.seats[s].TurnEnds = time.Now().Add(45 * time.Second)
		ts.view.ToMove = ts.view.ToMove.With(s)
		ts.view.Seats[s] = engine.SeatView{HandCount: 9, FacedownLeft: 3, Score: 27, WonHidden: 12,
			Won: []string{"red1", "red2", "blue3", "green4", "purple5", "brown6", "yellow7", "red8", "blue9"}}
	}
	ts.seats[0].SeatSetup = app.SeatSetup{Kind: app.Human, Name: "You"}
	felt := fyne.NewSize(win.Width-sidebarWidthFor(win.Width), win.Height)
	g := layoutTable(felt, tableShape{players: players, hand: 9, facedown: 3, scale: 1})
	for s := 0; s < players; s++ {
		b := newSeatBox(ts, s)
		b.update()
		b.place(g.seat[s], g.chrome)
		where := fmt.Sprintf("%s %vx%v %q seat %d", lng, win.Width, win.Height, who.Name, s)
		plate := objRect(b.plate)
		inner := rectAt(plate.pos.X+4*g.chrome, plate.pos.Y, plate.size.Width-8*g.chrome, plate.size.Height)
		for _, line := range []*canvas.Text{b.name, b.info, b.score} {
			if !textRect(line).within(inner) {
				t.Errorf("%s: %q runs off its plate %+v", where, line.Text, plate)
			}
			for i, fd := range b.fd {
				if objRect(fd).overlaps(textRect(line)) {
					t.Errorf("%s: face-down card %d covers %q", where, i, line.Text)
				}
			}
		}
		for i, fd := range b.fd {
			if objRect(fd).overlaps(plate) || !objRect(fd).within(g.seat[s]) {
				t.Errorf("%s: face-down card %d at %+v is on the plate %+v or out of the box", where, i, objRect(fd), plate)
			}
		}
		left := secondsLeft(ts.seats[s].TurnEnds, time.Now())
		if want := lang.L("{{.S}} s left", map[string]any{"S": left}); !strings.Contains(b.info.Text, want) {
			t.Errorf("%s: the countdown %q is not on the plate: %q", where, want, b.info.Text)
		}
		pile := append([]rect{textRect(b.wonMore)}, objRect(b.won[0]), objRect(b.won[len(b.won)-1]))
		for _, p := range pile {
			if !p.within(g.seat[s]) {
				t.Errorf("%s: the pile's %+v leaves the seat's box %+v", where, p, g.seat[s])
			}
			if s != ts.human && p.pos.Y < plate.bottom()+6*g.chrome {
				t.Errorf("%s: the pile's %+v touches the plate %+v", where, p, plate)
			}
		}
	}
}
