package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	// As ui does: no error logged where the locale is C.UTF-8.
	_ "github.com/trickparty/trickparty/ui/internal/posixlocale"
)

// TestAMeterFillsWithItsValue: a meter shows nothing filled at 0 over a
// grey track, half at half its Max, and all of it at Max.
func TestAMeterFillsWithItsValue(t *testing.T) {
	test.NewApp()
	m, line := NewBar()
	m.Max = 20
	w := test.NewWindow(container.NewVBox(line))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 100))
	objs := test.WidgetRenderer(m).Objects()
	track, fill := objs[0].(*canvas.Rectangle), objs[1].(*canvas.Rectangle)
	if fill.Visible() && fill.Size().Width > 0 {
		t.Errorf("at 0 the meter is filled %v of %v", fill.Size().Width, m.Size().Width)
	}
	r, g, b, _ := track.FillColor.RGBA()
	if max(r, g, b)-min(r, g, b) > 0x0800 || track.FillColor == fill.FillColor {
		t.Errorf("the track is %v under a fill of %v: not a grey of its own", track.FillColor, fill.FillColor)
	}
	for _, c := range []struct{ v, lo, hi float64 }{{10, 0.45, 0.55}, {20, 0.99, 1.01}, {30, 0.99, 1.01}} {
		m.SetValue(c.v)
		full := float64(m.Size().Width)
		if got := float64(fill.Size().Width); !fill.Visible() || got < full*c.lo || got > full*c.hi {
			t.Errorf("at %v of %v the meter is filled %v of %v", c.v, m.Max, got, full)
		}
	}
}

// TestAKeyButtonPressesOnEnterAndPassesOtherKeys: Enter and Space press
// the button; any other key reaches the window's key handler.
func TestAKeyButtonPressesOnEnterAndPassesOtherKeys(t *testing.T) {
	test.NewApp()
	pressed := 0
	b := NewKeyButton("Play", func() { pressed++ })
	w := test.NewWindow(b)
	defer w.Close()
	var passed []fyne.KeyName
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) })
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeySpace, fyne.KeyEscape, fyne.KeyLeft} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if pressed != 2 || len(passed) != 2 || passed[0] != fyne.KeyEscape || passed[1] != fyne.KeyLeft {
		t.Errorf("pressed %d times, passed on %v", pressed, passed)
	}
	b.Disable()
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if pressed != 2 {
		t.Error("a disabled button pressed on Enter")
	}
}

// TestAValueSelectReadsBackValues: a select reads back the value chosen
// by its place, and the fallback when none is.
func TestAValueSelectReadsBackValues(t *testing.T) {
	test.NewApp()
	values := []string{"Slow", "Normal", "Fast"}
	s := NewValueSelect(values, "Normal")
	if got := ValueOf(s, values, "x"); got != "Normal" {
		t.Errorf("chosen %q, want Normal", got)
	}
	SelectValue(s, values, "Fast")
	if got := ValueOf(s, values, "x"); got != "Fast" {
		t.Errorf("chosen %q, want Fast", got)
	}
	if got := ValueOf(widget.NewSelect(values, nil), values, "x"); got != "x" {
		t.Errorf("nothing chosen reads %q, want the fallback", got)
	}
}

// TestAWideSelectFitsItsLongestChoice: the select asks for the width of
// its longest choice, not of its placeholder.
func TestAWideSelectFitsItsLongestChoice(t *testing.T) {
	test.NewApp()
	s := NewValueSelect([]string{"A", "A much longer choice than the placeholder"}, "A")
	wide := WideSelect(s)
	long := fyne.MeasureText(s.Options[1], s.Theme().Size("text"), fyne.TextStyle{}).Width
	if wide.MinSize().Width < long || s.MinSize().Width >= long {
		t.Errorf("a wide select asks for %v, its longest choice is %v wide (Fyne's own: %v)", wide.MinSize().Width, long, s.MinSize().Width)
	}
}

// TestMeasureIsTheTextsWidth: Measure measures in the text's own size
// and style.
func TestMeasureIsTheTextsWidth(t *testing.T) {
	test.NewApp()
	c := canvas.NewText("", nil)
	c.TextSize, c.TextStyle = 20, fyne.TextStyle{Bold: true}
	if got, want := Measure(c, "Trick"), fyne.MeasureText("Trick", 20, fyne.TextStyle{Bold: true}).Width; got != want || got <= Measure(c, "Tri") {
		t.Errorf("Measure %v, want %v", got, want)
	}
}

// TestTheSharedWidgetsBreakLinesByOurRules: a heading or a sentence made
// by the shared widgets is broken into lines by ui's line breaker (the
// rules of Japanese), not by Fyne's wrapping, which started lines with
// "、".
func TestTheSharedWidgetsBreakLinesByOurRules(t *testing.T) {
	test.NewApp()
	for _, o := range []fyne.CanvasObject{SentenceLabel("あなたの番です、カードを出してください。"), Heading("ラウンド1の終わり")} {
		if _, plain := o.(*widget.Label); plain {
			t.Errorf("%T: a label Fyne wraps, not ui's line breaker", o)
		}
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 1 {
			t.Fatalf("%T is not the line breaker's box", o)
		}
		if _, ok := c.Layout.(*JapaneseText); !ok {
			t.Errorf("the box is laid out by %T, not the line breaker", c.Layout)
		}
	}
}
