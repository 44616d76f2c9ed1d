package ui

import (
	"fmt"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// walkShown calls visit for every visible object under o, depth first;
// visit returns false to skip what an object holds.
func walkShown(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !o.Visible() || !visit(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			walkShown(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(v).Objects() {
			walkShown(child, visit)
		}
	}
}

// walkCanvas is walkShown over c's content and every overlay (dialogs,
// pop-ups).
func walkCanvas(c fyne.Canvas, visit func(fyne.CanvasObject) bool) {
	walkShown(c.Content(), visit)
	for _, o := range c.Overlays().List() {
		walkShown(o, visit)
	}
}

// visibleTexts is every text a player can see on c: the canvas.Text
// objects that widgets finally draw, and empty entries' placeholders.
func visibleTexts(c fyne.Canvas) []string {
	var out []string
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *canvas.Text:
			if strings.TrimSpace(v.Text) != "" {
				out = append(out, v.Text)
			}
		case *widget.Entry:
			if v.Text == "" && v.PlaceHolder != "" {
				out = append(out, v.PlaceHolder)
			}
		}
		return true
	})
	return out
}

// latinWord is a run of two or more Latin letters: English the player
// would read (a lone letter, digits and signs are not words).
var latinWord = regexp.MustCompile(`[A-Za-zÀ-ÿ]{2,}`)

// englishIn returns the visible texts on c with an English word left
// once the allowed names (players, the app) are taken out.
func englishIn(c fyne.Canvas, allowed ...string) []string {
	var bad []string
	for _, s := range visibleTexts(c) {
		rest := s
		for _, a := range allowed {
			rest = strings.ReplaceAll(rest, a, "")
		}
		if latinWord.MatchString(rest) {
			bad = append(bad, s)
		}
	}
	return bad
}

// cramped lists the buttons, labels and other widgets on c laid out
// narrower than their text needs (a cut or edge-touching label).
func cramped(c fyne.Canvas) []string {
	var out []string
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *container.Scroll:
			return false // its content may be any size: it scrolls
		case *fyne.Container:
			return true
		case fyne.Widget:
			if isOverlayContainer(v) {
				return true // a pop-up's own container covers the window
			}
			// Labels that wrap or truncate do so on purpose.
			if l, ok := v.(*widget.Label); ok && (l.Truncation != fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff) {
				return true
			}
			if v.Size().Width > 0 && v.Size().Width+0.5 < v.MinSize().Width {
				out = append(out, fmt.Sprintf("%T %q: %.0f wide, needs %.0f", v, drawnText(v), v.Size().Width, v.MinSize().Width))
			}
		}
		return true
	})
	return out
}

// isOverlayContainer reports Fyne's internal pop-up container.
func isOverlayContainer(o fyne.CanvasObject) bool {
	return fmt.Sprintf("%T", o) == "*widget.OverlayContainer"
}

// drawnText is a widget's text, to name it in a failure.
func drawnText(o fyne.CanvasObject) string {
	var texts []string
	walkShown(o, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok {
			texts = append(texts, t.Text)
		}
		return true
	})
	return strings.Join(texts, " ")
}

// cutTexts lists the texts on c a player cannot read whole: a label, a
// drop-down's choice or any other rich text drawn shorter than it is (an
// ending "…", a lost word), or wrapped onto more lines than its widget
// was given room for.
func cutTexts(c fyne.Canvas) []string {
	var out []string
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		if _, ok := o.(*widget.Table); ok {
			return false // the score sheet cuts long names on purpose (sizeSheet)
		}
		rt, ok := o.(*widget.RichText)
		if !ok || rt.Size().Width <= 0 {
			return true
		}
		full, plain := "", true
		for _, s := range rt.Segments {
			ts, ok := s.(*widget.TextSegment)
			if !ok {
				plain = false
				break
			}
			full += ts.Text
		}
		if !plain {
			return false
		}
		drawn := drawnText(rt)
		if squeeze(drawn) != squeeze(full) {
			out = append(out, fmt.Sprintf("text cut: %q drawn as %q", full, drawn))
		} else if rt.Size().Height+0.5 < rt.MinSize().Height {
			out = append(out, fmt.Sprintf("text cut: %q needs %.0f px in height, has %.0f", full, rt.MinSize().Height, rt.Size().Height))
		}
		return false
	})
	return out
}

// wordsOnBars lists the progress bars on c that write words across
// themselves: Fyne draws them in the on-primary colour over the bar and
// its pale track, where they do not read (contrast_test.go).
func wordsOnBars(c fyne.Canvas) []string {
	var out []string
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.ProgressBar); ok {
			if s := strings.TrimSpace(drawnText(b)); s != "" {
				out = append(out, fmt.Sprintf("a progress bar writes %q across itself", s))
			}
			return false
		}
		return true
	})
	return out
}

// squeeze drops white space: a wrapped text is the same words on more
// lines.
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// offWindow lists the widgets and texts on c that lie partly outside the
// window (a scroll's content may: it scrolls).
func offWindow(c fyne.Canvas) []string {
	var out []string
	win := c.Size()
	d := fyne.CurrentApp().Driver()
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		switch o.(type) {
		case *container.Scroll:
			return false
		case *fyne.Container:
			return true
		case fyne.Widget, *canvas.Text:
		default:
			return true
		}
		if _, ok := o.(*widget.PopUp); ok || isOverlayContainer(o) {
			return true // covers the window, the dialog in it is checked
		}
		s := o.Size()
		if s.Width <= 0 || s.Height <= 0 {
			return true
		}
		// The test driver leaves out a made-up inset (a phone's notch).
		inset, _ := c.InteractiveArea()
		p := d.AbsolutePositionForObject(o).Add(inset)
		if p.X < -0.5 || p.Y < -0.5 || p.X+s.Width > win.Width+0.5 || p.Y+s.Height > win.Height+0.5 {
			out = append(out, fmt.Sprintf("%T %q at %v size %v is outside the window %v", o, drawnText(o), p, s, win))
		}
		return false
	})
	return out
}

// leftToFyne lists the Japanese texts on c that Fyne's own wrapping breaks
// into lines: it breaks anywhere, and started lines with "、" and "）";
// japaneseText breaks them by the rules (package linebreak). A text that fits
// its label on one line is not broken, and passes.
func leftToFyne(c fyne.Canvas) []string {
	var out []string
	walkCanvas(c, func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		if !ok || l.Wrapping == fyne.TextWrapOff || !strings.ContainsFunc(l.Text, linebreak.IsJapanese) || l.Size().Width <= 0 {
			return true
		}
		name := l.SizeName
		if name == "" {
			name = theme.SizeNameText
		}
		inner := l.Size().Width - 2*theme.InnerPadding()
		for _, para := range strings.Split(l.Text, "\n") {
			if fyne.MeasureText(para, theme.Size(name), l.TextStyle).Width > inner+0.5 {
				out = append(out, fmt.Sprintf("%q is broken into lines by Fyne, not by the rules of Japanese", l.Text))
				break
			}
		}
		return true
	})
	return out
}
