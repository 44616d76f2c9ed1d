package table

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/engine/tutorial"
)

// walkGuided plays game's guided game through in a window of size and
// language, as the learner would, calling visit at each step shown.
func walkGuided(t *testing.T, game, language string, size fyne.Size, visit func(ts *Screen, c *coach, step int)) {
	t.Helper()
	s, err := tutorial.For(game)
	if err != nil {
		t.Fatal(err)
	}
	u := testUIIn(t, language)
	u.Win.Resize(size)
	if err := u.startTutorial(s); err != nil {
		t.Fatal(err)
	}
	ts, c := u.tableScreen(), u.tableScreen().coach
	for want := range s.Steps {
		drain(t, ts, func() bool { return (c.due && c.step == want) || (ts.felt.panel.round && !c.due) })
		if !c.due && ts.felt.panel.primary != nil {
			ts.felt.panel.primary()
			drain(t, ts, func() bool { return c.due && c.step == want })
		}
		ts.Render()
		visit(ts, c, want)
		if want == len(s.Steps)-1 {
			break
		}
		if !c.cur.Move {
			// Read on where the words go past the panel (800x600).
			for i := 0; i < 10 && c.unread(); i++ {
				test.Tap(c.next)
			}
			test.Tap(c.next)
			continue
		}
		drain(t, ts, func() bool { return !ts.model.Holding() })
		if ts.felt.panel.round && ts.felt.panel.primary != nil {
			ts.felt.panel.primary()
		}
		before := len(u.guided().Moves())
		playFromTable(t, ts, c.cur.Expected)
		drain(t, ts, func() bool { return len(u.guided().Moves()) > before })
	}
}

// TestTheCoachAtTheSmallestAndUsualWindow walks every guided game once
// per language and window size (the smallest and the usual), as the
// learner would, and checks at every step what the coach shows:
// checkRings always, checkCoachJapanese in Japanese. One walk serves
// both: each walk plays a whole guided game in a window.
func TestTheCoachAtTheSmallestAndUsualWindow(t *testing.T) {
	for _, game := range []string{"gummi", "trip", "gudetama"} {
		for _, language := range []string{"en", "ja"} {
			for _, size := range []fyne.Size{{Width: 800, Height: 600}, defaultWindow} {
				t.Run(fmt.Sprintf("%s-%s-%vx%v", game, language, size.Width, size.Height), func(t *testing.T) {
					walkGuided(t, game, language, size, func(ts *Screen, c *coach, step int) {
						checkRings(t, ts, c, step)
						if language == "ja" {
							checkCoachJapanese(t, c, step)
						}
					})
				})
			}
		}
	}
}

// checkRings: a ring is round what the coach's words are about and
// crosses nothing it does not hold. Around the piles it rings only seats
// that have won something (a ring round an empty spot beside a plate
// points at nothing); around the face-down row it holds the row's name,
// which an outline between the two struck through; and a raised
// face-down card never covers that name.
func checkRings(t *testing.T, ts *Screen, c *coach, step int) {
	t.Helper()
	f := ts.felt
	for _, r := range c.ringRects {
		if c.point() != tutorial.PointPiles {
			break
		}
		ringed := false
		for _, b := range f.seatW {
			if b.pile.size.Width > 0 && b.pile.within(r) {
				ringed = true
				if !b.holdsWon() {
					t.Errorf("step %d rings %s's pile, which holds nothing", step+1, f.seatName(b.seat))
				}
			}
		}
		if !ringed && (r != f.geometryFor(f.Size()).drop || !ts.model.Holding() || anyWon(f)) {
			t.Errorf("step %d rings %v, round no pile (and not the trick, held while nobody has won a card)", step+1, r)
		}
	}
	if len(f.fdW) == 0 {
		return
	}
	label := textRect(f.fdLabel)
	pad := 6 * f.geometryFor(f.Size()).chrome
	for _, r := range c.ringRects {
		outer := rectAt(r.pos.X-pad-2, r.pos.Y-pad-2, r.size.Width+2*pad+4, r.size.Height+2*pad+4)
		inner := rectAt(r.pos.X-pad+2, r.pos.Y-pad+2, r.size.Width+2*pad-4, r.size.Height+2*pad-4)
		if label.overlaps(outer) && !label.within(inner) {
			t.Errorf("step %d: the ring at %v runs through the name %q at %v", step+1, outer, f.fdLabel.Text, label)
		}
	}
	for _, w := range f.fdW {
		top := w.Position().Y
		if w.lifted || w.hovered {
			top -= cardRaise(w.Size()) + 2 // and its ring
		}
		if w.Visible() && w != f.in.dragging && label.bottom() > top+0.5 && label.right() > w.Position().X && label.pos.X < w.Position().X+w.Size().Width {
			t.Errorf("step %d: the face-down card %s, drawn from y %.1f, covers the name %q (down to %.1f)", step+1, w.name, top, f.fdLabel.Text, label.bottom())
		}
	}
}

// anyWon says some seat's pile holds something.
func anyWon(f *feltArea) bool {
	for _, b := range f.seatW {
		if b.holdsWon() {
			return true
		}
	}
	return false
}
