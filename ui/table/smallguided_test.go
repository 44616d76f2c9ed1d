package table

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/tutorial"
)

// TestTheSheetShowsWholeRows: in the guided game of Trick of Trip at
// 800x600 the score sheet shows every player (the note of what was
// picked from the player's stand, which the coach says, took its room);
// given less room than it needs, a sheet shows as many whole rows as fit
// (never half a row, with a name cut in two).
func TestTheSheetShowsWholeRows(t *testing.T) {
	u, _ := smallTripTutorial(t, fyne.NewSize(800, 600))
	ts, c := u.tableScreen(), u.tableScreen().coach
	sb := ts.panel.side
	for want := 0; want < 8; want++ {
		drain(t, ts, func() bool { return (c.due && c.step == want) || (ts.felt.panel.round && !c.due) })
		if !c.cur.Move {
			test.Tap(c.next)
			continue
		}
		drain(t, ts, func() bool { return !ts.model.Holding() })
		before := len(u.guided().Moves())
		playFromTable(t, ts, c.cur.Expected)
		drain(t, ts, func() bool { return len(u.guided().Moves()) > before })
	}
	// The coach says what was picked from the player's stand: the note of
	// it took the room of the sheet and of the coach's words.
	if sb.passed.Visible() {
		t.Fatal("a guided game shows the note of what was picked from the player's stand")
	}
	if h := sb.sheet.Size().Height; h < sb.sheetH {
		t.Errorf("the sheet at 800x600 is %v of the %v it needs", h, sb.sheetH)
	}
	for _, room := range []float32{sb.sheetH - 1, 2.5 * sb.sheetRowH, 3.9 * sb.sheetRowH, sb.sheetRowH} {
		h := sb.sheetShown(room)
		if rows := h / sb.sheetRowH; math.Abs(float64(rows-float32(math.Round(float64(rows))))) > 0.01 || rows < 2 {
			t.Errorf("in %v of room the sheet is %v tall: %.2f rows of %v", room, h, rows, sb.sheetRowH)
		}
	}
}

// TestANewCoachStepIsReadFromItsStart: on a small window a step's words can be
// longer than the coach's box; the learner scrolls down, presses Next, and
// the next step shows from its first line, not at the last step's scroll
// with its first line cut.
//
// Every step says its words twice here, so that steps longer than the box
// follow each other however much room the sidebar leaves the coach.
func TestANewCoachStepIsReadFromItsStart(t *testing.T) {
	s, err := tutorial.For("trip")
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Steps {
		s.Steps[i].Say.EN += "\n\n" + s.Steps[i].Say.EN
	}
	u, _ := newTestUI(t)
	if err := u.startTutorial(s); err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(MinWindow) // 800x560
	ts, c := u.tableScreen(), u.tableScreen().coach
	checked := false
	for want := 0; want < len(s.Steps)-1 && !checked; want++ {
		drain(t, ts, func() bool { return (c.due && c.step == want) || (ts.felt.panel.round && !c.due) })
		if !c.due && ts.felt.panel.primary != nil {
			ts.felt.panel.primary()
			drain(t, ts, func() bool { return c.due && c.step == want })
		}
		if c.cur.Move {
			drain(t, ts, func() bool { return !ts.model.Holding() })
			before := len(u.guided().Moves())
			playFromTable(t, ts, c.cur.Expected)
			drain(t, ts, func() bool { return len(u.guided().Moves()) > before })
			continue
		}
		overflows := func() bool { return c.texts.MinSize().Height > c.scroll.Size().Height }
		long := overflows()
		if long {
			// A step longer than the box: read to its end, then Next.
			c.scroll.ScrollToBottom()
		}
		test.Tap(c.next)
		drain(t, ts, func() bool { return c.due && c.step == want+1 })
		if long && overflows() {
			// The next is long too: it must open at its first line.
			checked = true
			if c.scroll.Offset.Y != 0 {
				t.Errorf("step %d opens scrolled %v px down", want+2, c.scroll.Offset.Y)
			}
		}
	}
	if !checked {
		t.Fatal("no two steps in a row were longer than the coach's box at 800x600")
	}
}

// smallTripTutorial starts Trick of Trip's guided game in a window of size.
func smallTripTutorial(t *testing.T, size fyne.Size) (*testWindow, *tutorial.Script) {
	t.Helper()
	s, err := tutorial.For("trip")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	if err := u.startTutorial(s); err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(size)
	return u, s
}

// TestEveryGuidedGameShowsEveryPlayerAt800x600: beside the coach, the
// score sheet of each guided game shows every player's row at 800x600
// (Gudetama's showed two of three, and the end score was reached in the
// hidden row), and the coach keeps room for its words.
func TestEveryGuidedGameShowsEveryPlayerAt800x600(t *testing.T) {
	for _, g := range app.Games() {
		s, err := tutorial.For(g.ID)
		if err != nil {
			continue
		}
		t.Run(g.ID, func(t *testing.T) {
			u, _ := newTestUI(t)
			if err := u.startTutorial(s); err != nil {
				t.Fatal(err)
			}
			u.Win.Resize(fyne.NewSize(800, 600))
			ts := u.tableScreen()
			drain(t, ts, coachDue(ts))
			ts.panel.side.render()
			ts.panel.side.column.Refresh()
			sb := ts.panel.side
			if h := sb.sheet.Size().Height; h < sb.sheetH {
				t.Errorf("the sheet is %v of the %v it needs", h, sb.sheetH)
			}
			if sb.target.Visible() || sb.targetLbl.Visible() {
				t.Error("a guided game shows the end-score bar")
			}
			if h := ts.coach.box.Size().Height; h < 180 {
				t.Errorf("the coach has %v px for its words", h)
			}
		})
	}
}
