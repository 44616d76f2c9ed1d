package ui

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

// japaneseText is a label whose Japanese text is wrapped by
// linebreak.WrapInside at the width it is given (any other text wraps as
// a Label's does).
type japaneseText struct {
	label *widget.Label
	text  string
	width float32
	box   *fyne.Container
	// wrapAll wraps English here too, so that no last line is a lone word.
	wrapAll bool
	// reserve are texts the label will show in turn (History's tricks):
	// it keeps lines for the longest, so the box keeps its height and
	// what is around it stays put. reserved is that many lines at the
	// width reservedAt, counted again only when the width changes (not
	// for each text shown).
	reserve    []string
	reserved   int
	reservedAt float32
}

// ruledText is label showing text, broken into lines by the rules of
// Japanese where it is Japanese (japaneseText; Fyne's wrapping breaks
// anywhere, and started lines with "、"); what goes on screen.
func ruledText(label *widget.Label, text string) fyne.CanvasObject {
	j := newJapaneseText(label)
	j.SetText(text)
	return j.box
}

func newJapaneseText(label *widget.Label) *japaneseText {
	j := &japaneseText{label: label}
	j.box = container.New(j, label)
	return j
}

// SetText shows text, wrapped at the current width.
func (j *japaneseText) SetText(text string) {
	j.text = text
	j.wrap(j.width, true)
}

// set shows text unless it is shown already.
func (j *japaneseText) set(text string) {
	if j.text != text {
		j.SetText(text)
	}
}

// Text is the text shown, unwrapped.
func (j *japaneseText) Text() string { return j.text }

// Show, Hide and Visible show, hide and tell of the text's box.
func (j *japaneseText) Show()         { j.box.Show() }
func (j *japaneseText) Hide()         { j.box.Hide() }
func (j *japaneseText) Visible() bool { return j.box.Visible() }

func (j *japaneseText) wrap(width float32, force bool) {
	if !force && width == j.width {
		return
	}
	j.width = width
	if width <= 0 || (!j.wrapAll && !strings.ContainsFunc(j.text, linebreak.IsJapanese)) {
		j.label.Wrapping = fyne.TextWrapWord
		j.label.SetText(j.text)
		return
	}
	j.label.Wrapping = fyne.TextWrapOff
	// The label's own text size (a caption's is smaller).
	name := j.label.SizeName
	if name == "" {
		name = theme.SizeNameText
	}
	size := theme.Size(name)
	if th := j.label.Theme(); th != nil {
		size = th.Size(name)
	}
	inner := width - 2*theme.InnerPadding()
	measure := func(s string) float32 { return fyne.MeasureText(s, size, j.label.TextStyle).Width }
	lines := linebreak.WrapInside(j.text, inner, measure)
	if len(j.reserve) > 0 && j.reservedAt != inner {
		j.reserved, j.reservedAt = 0, inner
		for _, r := range j.reserve {
			j.reserved = max(j.reserved, len(linebreak.WrapInside(r, inner, measure)))
		}
	}
	for len(lines) < j.reserved {
		lines = append(lines, " ")
	}
	j.label.SetText(strings.Join(lines, "\n"))
}

// Layout gives the label the width it wraps for.
func (j *japaneseText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	j.wrap(size.Width, false)
	objs[0].Resize(size)
}

// MinSize is the wrapped text's height at a narrow width: the container
// decides the width.
func (j *japaneseText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	min := objs[0].MinSize()
	if j.label.Wrapping == fyne.TextWrapOff {
		min.Width = 40
	}
	return min
}
