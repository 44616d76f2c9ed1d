package ui

import (
	"fmt"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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
