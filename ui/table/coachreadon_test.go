package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestTheCoachsNextReadsOnFirst: at 800x600 in Japanese, the Gudetama
// coach's first words are taller than its panel. Next reads "Read on"
// and scrolls them, keeping the step, until their end is in sight; then
// it is Next and goes to the next step (a Next under a cut sentence
// would skip the half of the step not yet read).
func TestTheCoachsNextReadsOnFirst(t *testing.T) {
	u, _ := newTestUI(t)
	setLanguage("ja")
	t.Cleanup(func() { setLanguage("en") })
	if err := u.StartTutorial("gudetama"); err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(800, 600))
	ts := u.tableScreen()
	drain(t, ts, coachDue(ts))
	c := ts.coach
	uitest.Relayout(u.Win)
	if !c.unread() || c.next.Text != "続きを読む" {
		t.Fatalf("the first step's words fit their panel (%v high in %v), or Next says %q", c.texts.MinSize().Height, c.scroll.Size().Height, c.next.Text)
	}
	step := c.step
	for i := 0; c.next.Text == "続きを読む"; i++ {
		if i == 5 {
			t.Fatal("five presses did not bring the words' end in sight")
		}
		before := c.scroll.Offset.Y
		test.Tap(c.next)
		if c.step != step || c.scroll.Offset.Y <= before {
			t.Fatalf("Read on went to step %d, scrolled from %v to %v", c.step, before, c.scroll.Offset.Y)
		}
	}
	if c.unread() || c.next.Text != "次へ" {
		t.Fatalf("at the words' end Next says %q", c.next.Text)
	}
	test.Tap(c.next)
	drain(t, ts, coachDue(ts))
	if c.step == step {
		t.Fatal("Next at the words' end did not go on")
	}
	if c.scroll.Offset.Y != 0 {
		t.Errorf("the next step starts scrolled to %v", c.scroll.Offset.Y)
	}
}
