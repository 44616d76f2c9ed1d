package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// Fyne wraps text at spaces and, in a run without one (every Japanese
// sentence), at whichever character reaches the edge: a line could start
// with "。" and a name such as "Bruno" could be cut in two. Japanese text
// is wrapped by package linebreak instead (kinsoku, phrases, names kept
// whole) and shown with its lines already broken.

// JapaneseText is a label whose Japanese text is wrapped by
// linebreak.WrapInside at the width it is given (any other text wraps as
// a Label's does).
type JapaneseText struct {
	Label *widget.Label
	text  string
	width float32
	Box   *fyne.Container
	// WrapAll wraps English here too, so that no last line is a lone word.
	WrapAll bool
	// Reserve are texts the label will show in turn (History's tricks):
	// it keeps lines for the longest, so the box keeps its height and
	// what is around it stays put. reserved is that many lines at the
	// width reservedAt, counted again only when the width changes (not
	// for each text shown).
	Reserve    []string
	reserved   int
	reservedAt float32
}

// Ruled is label showing text, broken into lines by the rules of
// Japanese where it is Japanese (japaneseText; Fyne's wrapping breaks
// anywhere, and started lines with "、"); what goes on screen.
func Ruled(label *widget.Label, text string) fyne.CanvasObject {
	j := NewJapaneseText(label)
	j.SetText(text)
	return j.Box
}

func NewJapaneseText(label *widget.Label) *JapaneseText {
	j := &JapaneseText{Label: label}
	j.Box = container.New(j, label)
	return j
}

// SetText shows text, wrapped at the current width.
func (j *JapaneseText) SetText(text string) {
	j.text = text
	j.wrap(j.width, true)
}

// Set shows text unless it is shown already.
func (j *JapaneseText) Set(text string) {
	if j.text != text {
		j.SetText(text)
	}
}

// Text is the text shown, unwrapped.
func (j *JapaneseText) Text() string { return j.text }

// Show, Hide and Visible show, hide and tell of the text's box.
func (j *JapaneseText) Show()         { j.Box.Show() }
func (j *JapaneseText) Hide()         { j.Box.Hide() }
func (j *JapaneseText) Visible() bool { return j.Box.Visible() }

func (j *JapaneseText) wrap(width float32, force bool) {
	if !force && width == j.width {
		return
	}
	j.width = width
	if width <= 0 || (!j.WrapAll && !strings.ContainsFunc(j.text, linebreak.IsJapanese)) {
		j.Label.Wrapping = fyne.TextWrapWord
		j.Label.SetText(j.text)
		return
	}
	j.Label.Wrapping = fyne.TextWrapOff
	// The label's own text size (a caption's is smaller).
	name := j.Label.SizeName
	if name == "" {
		name = theme.SizeNameText
	}
	size := theme.Size(name)
	if th := j.Label.Theme(); th != nil {
		size = th.Size(name)
	}
	inner := width - 2*theme.InnerPadding()
	measure := func(s string) float32 { return fyne.MeasureText(s, size, j.Label.TextStyle).Width }
	lines := linebreak.WrapInside(j.text, inner, measure)
	if len(j.Reserve) > 0 && j.reservedAt != inner {
		j.reserved, j.reservedAt = 0, inner
		for _, r := range j.Reserve {
			j.reserved = max(j.reserved, len(linebreak.WrapInside(r, inner, measure)))
		}
	}
	for len(lines) < j.reserved {
		lines = append(lines, " ")
	}
	j.Label.SetText(strings.Join(lines, "\n"))
}

// Layout gives the label the width it wraps for.
func (j *JapaneseText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	j.wrap(size.Width, false)
	objs[0].Resize(size)
}

// MinSize is the wrapped text's height at a narrow width: the container
// decides the width.
func (j *JapaneseText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	min := objs[0].MinSize()
	if j.Label.Wrapping == fyne.TextWrapOff {
		min.Width = 40
	}
	return min
}
