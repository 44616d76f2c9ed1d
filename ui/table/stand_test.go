package table

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// standHostRecorder is a table for the stand alone: it records what the
// stand asks of it.
type standHostRecorder struct {
	renders int
	sent    []engine.Action
	said    []string
}

func (h *standHostRecorder) geometryFor(size fyne.Size) geometry {
	return layoutTable(size, tableShape{players: 3, hand: 6, scale: 1})
}
func (h *standHostRecorder) feltSize() fyne.Size      { return fyne.NewSize(1000, 700) }
func (h *standHostRecorder) seatName(seat int) string { return bot.Name(seat) }
func (h *standHostRecorder) flash(msg string)         { h.said = append(h.said, msg) }
func (h *standHostRecorder) tellRefusal(err error)    { h.said = append(h.said, err.Error()) }
func (h *standHostRecorder) submit(a engine.Action)   { h.sent = append(h.sent, a) }
func (h *standHostRecorder) render()                  { h.renders++ }
func (h *standHostRecorder) marksPick(int) bool       { return false }

// TestStandNeedsOnlyItsHostAndTheModel: the draft's stand works on any
// table that gives it its host and the model: taps fill the model's
// slots (the stand keeps no slots of its own and writes no screen's), the
// confirm button waits for six placed cards, and the split it sends is
// one the table takes.
func TestStandNeedsOnlyItsHostAndTheModel(t *testing.T) {
	newTestUI(t)
	seats := []app.SeatSetup{{Kind: app.Human, Name: "You"}, {Kind: app.Bot, Name: "A", Level: bot.Random}, {Kind: app.Bot, Name: "B", Level: bot.Random}}
	tbl, err := app.NewTable(app.TableOptions{Config: engine.Config{Game: "trip", Players: 3, Seed: 7}, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	m := tablemodel.New(0, cardLess("trip"))
	if err := m.Observe(tbl.Observation()); err != nil || m.Turn() != engine.Decide || m.View().Arranging() == nil {
		t.Fatalf("not at the split: %v, %v", m.Turn(), err)
	}
	h := &standHostRecorder{}
	s := newStandPanel(h, m, "trip", 0, 3, &widgets.ScaledTheme{Scale: 1})
	s.update()
	if !s.active || !s.button.Disabled() {
		t.Fatalf("at the split: active %v, confirm enabled %v", s.active, !s.button.Disabled())
	}
	s.confirm()
	if len(h.sent) != 0 || len(h.said) != 1 {
		t.Fatalf("confirmed an empty stand: sent %v, said %v", h.sent, h.said)
	}
	for _, n := range append([]string(nil), m.Order()...) {
		s.toggle(n)
	}
	if h.renders != 6 {
		t.Fatalf("%d redraws for six taps", h.renders)
	}
	if sets, ok := m.Sets(); !ok || len(sets[0]) != 3 || len(sets[1]) != 3 {
		t.Fatalf("six taps filled %v", m.Slots())
	}
	s.update()
	if s.button.Disabled() {
		t.Fatal("a full stand cannot be confirmed")
	}
	s.confirm()
	if len(h.sent) != 1 {
		t.Fatalf("confirmed: sent %v, said %v", h.sent, h.said)
	}
	if err := tbl.Submit(h.sent[0]); err != nil {
		t.Fatalf("the table refused the split: %v", err)
	}
}

// TestSmallStandsShowOnlyInTheDraft: the small stands between neighbours
// are the draft's: during the tricks they do not stand empty, one in the
// trick's frame and two under the reasons.
func TestSmallStandsShowOnlyInTheDraft(t *testing.T) {
	_, ts := tripAtSplit(t, 3)
	ts.Render()
	shown := func() int {
		n := 0
		for _, o := range ts.felt.stand.objects() {
			for _, m := range ts.felt.stand.mini {
				if o == fyne.CanvasObject(m) {
					n++
				}
			}
		}
		return n
	}
	// The others' two: the player's own is the big one.
	if n := shown(); n != 2 {
		t.Fatalf("%d small stands in the draft of 3 players", n)
	}
	// Each says whose it is and whom it goes to, as the stands pass.
	v := ts.model.View()
	d := (standTo(v) - ts.model.Human() + 3) % 3
	var want, got []string
	for seat := 0; seat < 3; seat++ {
		if seat != ts.model.Human() {
			want = append(want, ts.felt.seatName(seat)+" to "+ts.felt.seatName((seat+d)%3))
		}
	}
	for _, o := range ts.felt.stand.objects() {
		if text, ok := o.(*canvas.Text); ok && slices.Contains(ts.felt.stand.miniNames, text) {
			got = append(got, text.Text)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("the small stands say %q, want %q", got, want)
	}
	// In the pick the stand passed to the player stands big in the middle:
	// its small one goes (it stood there empty).
	playUntil(t, ts, func() bool { return picking(ts.model.View()) })
	ts.Render()
	for _, o := range ts.felt.stand.objects() {
		if text, ok := o.(*canvas.Text); ok && slices.Contains(ts.felt.stand.miniNames, text) && strings.HasSuffix(text.Text, " to You") {
			t.Fatalf("in the pick a small stand says %q", text.Text)
		}
	}
	playUntil(t, ts, func() bool { return ts.model.View().Phase == engine.PlayCard })
	ts.Render()
	if n := shown(); n != 0 {
		t.Fatalf("%d small stands while the tricks are played", n)
	}
}
