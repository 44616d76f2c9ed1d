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

// visibleTexts is every text a player can see on c: the canvas.Text
// objects that widgets finally draw, in the content and every overlay
// (dialogs, pop-ups), skipping hidden subtrees.
func visibleTexts(c fyne.Canvas) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *canvas.Text:
			if strings.TrimSpace(v.Text) != "" {
				out = append(out, v.Text)
			}
		case *fyne.Container:
			for _, child := range v.Objects {
				walk(child)
			}
		case fyne.Widget:
			if e, ok := v.(*widget.Entry); ok && e.Text == "" && e.PlaceHolder != "" {
				out = append(out, e.PlaceHolder)
			}
			for _, child := range test.WidgetRenderer(v).Objects() {
				walk(child)
			}
		}
	}
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		walk(o)
	}
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

// cramped lists the buttons and labels on c drawn smaller than their
// text needs (a cut or edge-touching label).
func cramped(c fyne.Canvas) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, child := range v.Objects {
				walk(child)
			}
			return
		case *container.Scroll:
			return // its content may be any size: it scrolls
		case fyne.Widget:
			// Buttons (ours embed widget.Button), labels, selects...: a
			// widget laid out narrower than it needs cuts or crowds its
			// text (labels that wrap or truncate do so on purpose).
			if l, ok := v.(*widget.Label); ok && (l.Truncation != fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff) {
				break
			}
			if v.Size().Width > 0 && v.Size().Width+0.5 < v.MinSize().Width {
				out = append(out, fmt.Sprintf("%T %q: %.0f wide, needs %.0f", v, drawnText(v), v.Size().Width, v.MinSize().Width))
			}
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, child := range test.WidgetRenderer(w).Objects() {
				walk(child)
			}
		}
	}
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		// A pop-up's own container covers the window; what it holds counts.
		if w, ok := o.(fyne.Widget); ok {
			for _, child := range test.WidgetRenderer(w).Objects() {
				walk(child)
			}
		} else {
			walk(o)
		}
	}
	return out
}

// drawnText is a widget's text, to name it in a failure.
func drawnText(o fyne.CanvasObject) string {
	var texts []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *canvas.Text:
			texts = append(texts, v.Text)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return strings.Join(texts, " ")
}
