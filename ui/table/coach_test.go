package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/tutorial"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// coachHostRecorder is a table for the coach alone: it records what the
// coach asks of it.
type coachHostRecorder struct {
	summary, waits bool
	tapped, rounds int
	marked         []engine.Action
}

func (h *coachHostRecorder) summaryShown() bool { return h.summary }
func (h *coachHostRecorder) trickWaits() bool   { return h.waits }
func (h *coachHostRecorder) feltTapped()        { h.tapped++; h.waits = false }
func (h *coachHostRecorder) nextRound() bool {
	if !h.summary {
		return false
	}
	h.rounds++
	h.summary = false
	return true
}
func (h *coachHostRecorder) markMove(a engine.Action) { h.marked = append(h.marked, a) }

// lastMark is the move the coach marked last (NoAction: none yet).
func (h *coachHostRecorder) lastMark() engine.Action {
	if len(h.marked) == 0 {
		return engine.NoAction
	}
	return h.marked[len(h.marked)-1]
}

// TestCoachNeedsOnlyItsHostAndTheModel: the coach teaches at any table
// that gives it a host and the model: it says a note and waits for Next
// (Enter), takes a finished trick in on the way to a move, marks the
// move's card from the model, holds the move back while a trick or the
// round's summary is in the way, and its last buttons go where it was
// told.
func TestCoachNeedsOnlyItsHostAndTheModel(t *testing.T) {
	newTestUI(t)
	tut, err := app.NewTutorial(tinyScript(t), "You")
	if err != nil {
		t.Fatal(err)
	}
	defer tut.Close()
	m := tablemodel.New(0, cardLess("gummi"))
	if err := m.Observe(tut.Observation()); err != nil {
		t.Fatal(err)
	}
	h := &coachHostRecorder{}
	left, real := 0, 0
	c := newCoach(h, m, "gummi", tut, func() { left++ }, func() { real++ })
	c.render()
	if c.say.Text != "Welcome." || !c.waitsForNext() || h.lastMark() != engine.NoAction {
		t.Fatalf("first step: %q, waits for Next %v, marked %v", c.say.Text, c.waitsForNext(), h.lastMark())
	}
	h.waits = true // a trick on the felt, as far as the coach knows
	if !c.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Fatal("Enter was not Next")
	}
	red9, ok := m.Card("red9")
	if !ok {
		t.Fatal("no red 9 in the model's hand")
	}
	if c.say.Text != "Play the red 9." || c.point() != tutorial.PointHand || h.tapped != 1 || h.lastMark() != red9.Action {
		t.Fatalf("the move step: %q, point %q, tricks taken in %d, marked %v (the red 9 is %v)", c.say.Text, c.point(), h.tapped, h.lastMark(), red9.Action)
	}
	m.TrickDone(engine.TrickRecord{Round: 1, Plays: []engine.PlayRecord{{Seat: 1, Card: "red2"}}, Winners: []int{1}})
	c.render()
	if h.lastMark() != engine.NoAction || c.point() != tutorial.PointNone {
		t.Fatalf("a trick held on the table: marked %v, point %q", h.lastMark(), c.point())
	}
	m.Release()
	h.summary = true
	c.render()
	if h.lastMark() != engine.NoAction {
		t.Fatalf("the round's summary up: marked %v", h.lastMark())
	}
	h.summary = false
	c.render()
	if h.lastMark() != red9.Action || h.rounds != 0 {
		t.Fatalf("nothing in the way: marked %v, rounds dealt %d", h.lastMark(), h.rounds)
	}
	test.Tap(c.real)
	test.Tap(c.home)
	if real != 1 || left != 1 {
		t.Fatalf("play a real game %d, home %d", real, left)
	}
}

// TestCoachQuotesTheTagsOwnWords: where the coach says what a card's tag
// says, it quotes the tag's own words ("from the row"), in each language;
// it said "face-down" beside a tag that read "from the row".
func TestCoachQuotesTheTagsOwnWords(t *testing.T) {
	tag := map[string]string{}
	for _, code := range []string{"ja", "en"} {
		if err := words.Use(code); err != nil {
			t.Fatal(err)
		}
		tag[code] = lang.L("from the row")
	}
	en, ja := tag["en"], tag["ja"]
	s, err := tutorial.For("gummi")
	if err != nil {
		t.Fatal(err)
	}
	quoted := 0
	for i, st := range s.Steps {
		if strings.Contains(st.Say.EN, "tag says") {
			quoted++
			if !strings.Contains(st.Say.EN, `tag says "`+en+`"`) {
				t.Errorf("step %d: %q does not quote the tag's %q", i, st.Say.EN, en)
			}
			if !strings.Contains(st.Say.JA, "「"+ja+"」") {
				t.Errorf("step %d: %q does not quote the tag's %q", i, st.Say.JA, ja)
			}
		}
	}
	if quoted == 0 {
		t.Error("no step of the guided game says what a tag says")
	}
}
