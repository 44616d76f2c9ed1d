package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// TestTheSharedWidgetsBreakLinesByOurRules: a heading or a sentence made
// by the shared widgets is broken into lines by ui's line breaker (the
// rules of Japanese), not by Fyne's wrapping, which started lines with
// "、".
func TestTheSharedWidgetsBreakLinesByOurRules(t *testing.T) {
	test.NewApp()
	for _, o := range []fyne.CanvasObject{widgets.SentenceLabel("あなたの番です、カードを出してください。"), widgets.Heading("ラウンド1の終わり")} {
		if _, plain := o.(*widget.Label); plain {
			t.Errorf("%T: a label Fyne wraps, not ui's line breaker", o)
		}
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 1 {
			t.Fatalf("%T is not the line breaker's box", o)
		}
		if _, ok := c.Layout.(*japaneseText); !ok {
			t.Errorf("the box is laid out by %T, not the line breaker", c.Layout)
		}
	}
}
