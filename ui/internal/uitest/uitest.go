// Package uitest holds what the ui packages' tests share: walking a
// canvas for what a player can see (texts cut, cramped, off the window, in
// the wrong language) and pressing keys and finding widgets on it.
package uitest

import (
	"encoding/json"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// WalkShown calls visit for every visible object under o, depth first;
// visit returns false to skip what an object holds.
func WalkShown(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !o.Visible() || !visit(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, child := range v.Objects {
			WalkShown(child, visit)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(v).Objects() {
			WalkShown(child, visit)
		}
	}
}

// WalkCanvas is WalkShown over c's content and every overlay (dialogs,
// pop-ups).
func WalkCanvas(c fyne.Canvas, visit func(fyne.CanvasObject) bool) {
	WalkShown(c.Content(), visit)
	for _, o := range c.Overlays().List() {
		WalkShown(o, visit)
	}
}

// VisibleTexts is every text a player can see on c: the canvas.Text
// objects that widgets finally draw, and empty entries' placeholders.
func VisibleTexts(c fyne.Canvas) []string {
	var out []string
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
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

// LatinWord is a run of two or more Latin letters: English the player
// would read (a lone letter, digits and signs are not words).
var LatinWord = regexp.MustCompile(`[A-Za-zÀ-ÿ]{2,}`)

// EnglishIn returns the visible texts on c with an English word left
// once the allowed names (players, the app) are taken out.
func EnglishIn(c fyne.Canvas, allowed ...string) []string {
	var bad []string
	for _, s := range VisibleTexts(c) {
		rest := s
		for _, a := range allowed {
			rest = strings.ReplaceAll(rest, a, "")
		}
		if LatinWord.MatchString(rest) {
			bad = append(bad, s)
		}
	}
	return bad
}

// Cramped lists the buttons, labels and other widgets on c laid out
// narrower than their text needs (a cut or edge-touching label).
func Cramped(c fyne.Canvas) []string {
	var out []string
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *container.Scroll:
			return false // its content may be any size: it scrolls
		case *fyne.Container:
			return true
		case fyne.Widget:
			if IsOverlayContainer(v) {
				return true // a pop-up's own container covers the window
			}
			// Labels that wrap or truncate do so on purpose.
			if l, ok := v.(*widget.Label); ok && (l.Truncation != fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff) {
				return true
			}
			if v.Size().Width > 0 && v.Size().Width+0.5 < v.MinSize().Width {
				out = append(out, fmt.Sprintf("%T %q: %.0f wide, needs %.0f", v, DrawnText(v), v.Size().Width, v.MinSize().Width))
			}
		}
		return true
	})
	return out
}

// IsOverlayContainer reports Fyne's internal pop-up container.
func IsOverlayContainer(o fyne.CanvasObject) bool {
	return fmt.Sprintf("%T", o) == "*widget.OverlayContainer"
}

// DrawnText is a widget's text, to name it in a failure.
func DrawnText(o fyne.CanvasObject) string {
	var texts []string
	WalkShown(o, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok {
			texts = append(texts, t.Text)
		}
		return true
	})
	return strings.Join(texts, " ")
}

// CutTexts lists the texts on c a player cannot read whole: a label, a
// drop-down's choice or any other rich text drawn shorter than it is (an
// ending "…", a lost word), or wrapped onto more lines than its widget
// was given room for.
func CutTexts(c fyne.Canvas) []string {
	var out []string
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
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
		drawn := DrawnText(rt)
		if Squeeze(drawn) != Squeeze(full) {
			out = append(out, fmt.Sprintf("text cut: %q drawn as %q", full, drawn))
		} else if rt.Size().Height+0.5 < rt.MinSize().Height {
			out = append(out, fmt.Sprintf("text cut: %q needs %.0f px in height, has %.0f", full, rt.MinSize().Height, rt.Size().Height))
		}
		return false
	})
	return out
}

// WordsOnBars lists the progress bars on c that write words across
// themselves: Fyne draws them in the on-primary colour over the bar and
// its pale track, where they do not read (contrast_test.go).
func WordsOnBars(c fyne.Canvas) []string {
	var out []string
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.ProgressBar); ok {
			if s := strings.TrimSpace(DrawnText(b)); s != "" {
				out = append(out, fmt.Sprintf("a progress bar writes %q across itself", s))
			}
			return false
		}
		return true
	})
	return out
}

// Squeeze drops white space: a wrapped text is the same words on more
// lines.
func Squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// OffWindow lists the widgets and texts on c that lie partly outside the
// window (a scroll's content may: it scrolls).
func OffWindow(c fyne.Canvas) []string {
	var out []string
	win := c.Size()
	d := fyne.CurrentApp().Driver()
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
		switch o.(type) {
		case *container.Scroll:
			return false
		case *fyne.Container:
			return true
		case fyne.Widget, *canvas.Text:
		default:
			return true
		}
		if _, ok := o.(*widget.PopUp); ok || IsOverlayContainer(o) {
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
			out = append(out, fmt.Sprintf("%T %q at %v size %v is outside the window %v", o, DrawnText(o), p, s, win))
		}
		return false
	})
	return out
}

// LeftToFyne lists the Japanese texts on c that Fyne's own wrapping breaks
// into lines: it breaks anywhere, and started lines with "、" and "）";
// japaneseText breaks them by the rules (package linebreak). A text that fits
// its label on one line is not broken, and passes.
func LeftToFyne(c fyne.Canvas) []string {
	var out []string
	WalkCanvas(c, func(o fyne.CanvasObject) bool {
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

// Press delivers a key as Fyne's desktop driver does: Tab and Shift+Tab
// move the focus, any other key goes to the focused widget or, when none
// has the focus, to the window's key handler; Space also types a space.
func Press(t *testing.T, c fyne.Canvas, k fyne.KeyName) {
	t.Helper()
	if k == fyne.KeyTab {
		c.FocusNext()
		return
	}
	ev := &fyne.KeyEvent{Name: k}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		if k == fyne.KeySpace {
			f.TypedRune(' ')
		}
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// TextOf is a focusable's label, for finding it by Tab.
func TextOf(f fyne.Focusable) string {
	switch w := f.(type) {
	case *widgets.KeyButton:
		return w.Text
	case *widget.Button:
		return w.Text
	}
	return ""
}

// TabTo presses Tab until a widget whose label starts with label has the
// focus, and fails if a whole round of Tabs never gets there.
func TabTo(t *testing.T, c fyne.Canvas, label string) fyne.Focusable {
	t.Helper()
	var seen []string
	for i := 0; i < 80; i++ {
		Press(t, c, fyne.KeyTab)
		f := c.Focused()
		if f != nil && strings.HasPrefix(TextOf(f), label) {
			return f
		}
		seen = append(seen, TextOf(f))
	}
	t.Fatalf("Tab never reached %q; it went through %q", label, seen)
	return nil
}

func OverlayOpen(c fyne.Canvas) bool { return c.Overlays().Top() != nil }

// TabToObj presses Tab until o has the focus.
func TabToObj(t *testing.T, c fyne.Canvas, o fyne.Focusable) {
	t.Helper()
	for i := 0; i < 80; i++ {
		Press(t, c, fyne.KeyTab)
		if c.Focused() == o {
			return
		}
	}
	t.Fatalf("Tab never reached %T", o)
}

// FindFirst finds the first object of type T under o that match accepts,
// looking into containers and widgets' renderers.
func FindFirst[T fyne.CanvasObject](o fyne.CanvasObject, match func(T) bool) (found T) {
	if v, ok := o.(T); ok && match(v) {
		return v
	}
	var children []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		children = v.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(v).Objects()
	}
	for _, c := range children {
		if f := FindFirst(c, match); any(f) != nil && !reflect.ValueOf(f).IsNil() {
			return f
		}
	}
	return found
}

// TextsIn lists the texts of the labels and canvas texts in o.
func TextsIn(o fyne.CanvasObject) []string {
	var out []string
	for _, c := range test.LaidOutObjects(o) {
		switch v := c.(type) {
		case *widget.Label:
			out = append(out, v.Text)
		case *canvas.Text:
			out = append(out, v.Text)
		}
	}
	return out
}

// FindButton finds a button by its text inside containers and widgets (a
// dialog's buttons sit in its renderer).
func FindButton(o fyne.CanvasObject, text string) *widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == text {
			return v
		}
	case *widgets.KeyButton:
		if v.Text == text {
			return &v.Button
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := FindButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if b := FindButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// ButtonStarting finds a button whose text starts with prefix.
func ButtonStarting(o fyne.CanvasObject, prefix string) *widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if strings.HasPrefix(v.Text, prefix) {
			return v
		}
	case *widgets.KeyButton:
		if strings.HasPrefix(v.Text, prefix) {
			return &v.Button
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := ButtonStarting(c, prefix); b != nil {
				return b
			}
		}
	case *container.Scroll:
		return ButtonStarting(v.Content, prefix)
	}
	return nil
}

// CanvasHasText reports whether a label or button on w shows s.
func CanvasHasText(w fyne.Window, s string) bool {
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			found = found || strings.Contains(w.Text, s)
		case *widget.Button:
			found = found || strings.Contains(w.Text, s)
		case *widgets.KeyButton:
			found = found || strings.Contains(w.Text, s)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case fyne.Widget:
			r := test.WidgetRenderer(w)
			for _, c := range r.Objects() {
				walk(c)
			}
		}
	}
	walk(w.Content())
	for _, o := range w.Canvas().Overlays().List() {
		walk(o)
	}
	return found
}

// AllWords is what the interface can say in one language, as ui's
// SetLanguage loads it, by English key: the interface's own translations
// and every game's words (Descriptor.Words, words.LANG.json).
func AllWords(t testing.TB, code string) map[string]any {
	t.Helper()
	all := map[string]any{}
	read := func(fsys fs.FS, name string) {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &all); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	read(words.Translations, "translations/"+code+".json")
	for _, g := range app.Games() {
		if g.Words != nil {
			read(g.Words, "words."+code+".json")
		}
	}
	return all
}

// Relayout lays w's content out again, as the app's canvas does when a
// minimum size changes; the test canvas does it only on a resize.
func Relayout(w fyne.Window) {
	size := w.Canvas().Size()
	w.Resize(size.AddWidthHeight(1, 1))
	w.Resize(size)
}

// Shoot saves w as NAME.png in dir; nothing when dir is "".
func Shoot(t testing.TB, w fyne.Window, dir, name string) {
	t.Helper()
	if dir == "" {
		return
	}
	img := w.Canvas().Capture()
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
