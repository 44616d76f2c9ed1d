package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/engine/tutorial"
)

// TestTheSheetShowsWholeRows: in the guided game of Trick of Trip at
// 800x600, with the coach and the note of what was picked from the
// player's stand above the log, the score sheet gets less room than it
// needs: it shows as many whole rows as fit (the last row showed half a
// name, found by a stranger's playtest).
func TestTheSheetShowsWholeRows(t *testing.T) {
	s, err := tutorial.For("trip")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	if err := u.startTutorial(s); err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(800, 600))
	ts, c := u.screen, u.screen.coach
	sb := ts.side
	for want := 0; want < 8; want++ {
		drain(t, ts, func() bool { return (c.due && c.step == want) || (ts.summaryOpen && !c.due) })
		if !c.cur.Move {
			test.Tap(c.next)
			continue
		}
		drain(t, ts, func() bool { return !ts.model.Holding() })
		before := len(u.tutorial.Moves())
		playFromTable(t, ts, c.cur.Expected)
		drain(t, ts, func() bool { return len(u.tutorial.Moves()) > before })
	}
	if !sb.passed.Visible() {
		t.Fatal("no note of what was picked from the player's stand")
	}
	h := sb.sheet.Size().Height
	if h >= sb.sheetH {
		t.Fatalf("the sheet has all the room it needs (%v of %v): the test shows nothing", h, sb.sheetH)
	}
	if rows := h / sb.sheetRowH; math.Abs(float64(rows-float32(math.Round(float64(rows))))) > 0.01 || rows < 2 {
		t.Errorf("the sheet is %v tall: %.2f rows of %v", h, rows, sb.sheetRowH)
	}
}
