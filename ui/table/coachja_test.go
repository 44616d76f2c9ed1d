package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// checkCoachJapanese: the coach's Japanese words are broken into lines
// by package linebreak (between phrases, kinsoku), never again by Fyne:
// every line the bubble shows fits its width as drawn
// (TestTheCoachAtTheSmallestAndUsualWindow walks it at the smallest and
// the usual window).
func checkCoachJapanese(t *testing.T, c *coach, step int) {
	t.Helper()
	l := c.say
	if l.Size().Width <= 0 || !strings.ContainsFunc(l.Text, linebreak.IsJapanese) {
		t.Fatalf("step %d: the coach's words %q are not shown", step+1, l.Text)
	}
	if l.Wrapping != fyne.TextWrapOff {
		t.Errorf("step %d: the coach's Japanese is left to Fyne's wrapping: %q", step+1, l.Text)
	}
	size := l.Theme().Size(theme.SizeNameText)
	inner := l.Size().Width - 2*theme.InnerPadding()
	for _, line := range strings.Split(l.Text, "\n") {
		if w := fyne.MeasureText(line, size, l.TextStyle).Width; w > inner+0.5 {
			t.Errorf("step %d: the line %q is %.1f wide in a bubble of %.1f: Fyne breaks it again", step+1, line, w, inner)
		}
	}
	for _, s := range uitest.LeftToFyne(fyne.CurrentApp().Driver().CanvasForObject(c.say)) {
		t.Errorf("step %d: %s", step+1, s)
	}
}
