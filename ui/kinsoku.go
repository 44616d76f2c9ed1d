package ui

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne wraps text at spaces and, in a run without one (every Japanese
// sentence), at whichever character reaches the edge: a line could start
// with "。" and a name such as "Bruno" could be cut in two. Japanese text
// the coach says is wrapped here instead, by the usual rules (kinsoku):
// closing punctuation and small kana never start a line (they hang at the
// end of the one before), opening brackets never end one, and a run of
// Latin letters or digits is never split unless it is wider than a line.

// noLineStart are the characters a line must not start with: closing
// marks, small kana and the long-vowel mark, and a percent sign, which
// belongs to its number ("9 / %）。" left a line starting with "%"). Every
// wrapping routine here (wrapJapanese, wrapText, the rules' words) keeps
// them with the character before.
const noLineStart = "、。，．・：；？！ー」』）］｝】〕〉》…‥〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ％,.:;?!)]}%"

// noLineEnd are the characters a Japanese line must not end with.
const noLineEnd = "「『（［｛〈《([{"

// wrapJapanese breaks text into lines no wider than width as measure
// says, by the rules above. Existing line breaks are kept.
func wrapJapanese(text string, width float32, measure func(string) float32) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		lines = append(lines, avoidWidow(wrapParagraph(para, width, measure), width, measure)...)
	}
	return lines
}

// wrapInside is wrapJapanese for a label, which has no room past its
// width for a closing mark to hang in: where a mark would hang, the text
// is wrapped again narrower by what hung, so that every line fits (a
// hanging "、" made History's label wider than its dialog).
func wrapInside(text string, width float32, measure func(string) float32) []string {
	for w := width; ; {
		lines := wrapJapanese(text, w, measure)
		over := float32(0)
		for _, l := range lines {
			over = max(over, measure(l)-width)
		}
		if over <= 0 || w-over < width/2 {
			return lines
		}
		w -= over
	}
}

// avoidWidow gives a paragraph's last line a second word (in Japanese, a
// second character) from the line before when it holds only one and the
// word fits: a lone "each)" or "す。" under a full line reads as a stray.
func avoidWidow(lines []string, width float32, measure func(string) float32) []string {
	n := len(lines)
	if n < 2 {
		return lines
	}
	prev, last := lines[n-2], lines[n-1]
	var keep, moved string
	switch {
	case strings.TrimLeft(last, noLineStart) != "" && !strings.ContainsFunc(last, isWide) && !strings.Contains(last, " "):
		// One Latin word: the word before it goes down, if the line
		// before keeps two.
		i := strings.LastIndexByte(prev, ' ')
		if i <= 0 || !strings.Contains(prev[:i], " ") || strings.ContainsFunc(prev[i+1:], isWide) {
			return lines
		}
		keep, moved = prev[:i], prev[i+1:]+" "
	case utf8.RuneCountInString(strings.TrimRight(last, noLineStart)) == 1 && isWide([]rune(last)[0]):
		// One Japanese character and its closing marks: the character
		// before goes down, unless it may not start a line or is part
		// of a Latin word or number.
		r, size := utf8.DecodeLastRuneInString(prev)
		if !isWide(r) || strings.ContainsRune(noLineStart, r) || utf8.RuneCountInString(prev) < 4 {
			return lines
		}
		keep, moved = prev[:len(prev)-size], string(r)
		if end, _ := utf8.DecodeLastRuneInString(keep); strings.ContainsRune(noLineEnd, end) {
			return lines
		}
	default:
		return lines
	}
	if measure(moved+last) > width {
		return lines
	}
	out := append([]string(nil), lines[:n-2]...)
	return append(out, keep, moved+last)
}

func wrapParagraph(text string, width float32, measure func(string) float32) []string {
	tokens := tokenize(text)
	var lines []string
	var line []string
	fits := func(extra string) bool { return measure(strings.Join(line, "")+extra) <= width }
	flush := func() {
		s := strings.TrimRight(strings.Join(line, ""), " ")
		lines = append(lines, s)
		line = nil
	}
	for _, tok := range tokens {
		switch {
		case len(line) == 0 && tok == " ":
			// A space at a line's start is dropped.
		case fits(tok):
			line = append(line, tok)
		case strings.Contains(noLineStart, tok) && (fits("") || len(line) < 2):
			// Closing punctuation hangs at the end of its line.
			line = append(line, tok)
		case strings.Contains(noLineStart, tok):
			// A second mark would hang too ("点）。" past the edge): the
			// word before the marks goes down with them, and an opening
			// bracket before it.
			k := len(line) - 1
			for k > 0 && strings.Contains(noLineStart, line[k]) {
				k--
			}
			j := k
			for j > 0 && strings.Contains(noLineEnd, line[j-1]) {
				j--
			}
			if j == 0 {
				// Nothing before the word to break after: its last
				// character goes (with any closing marks in it).
				r := []rune(line[k])
				i := len(r) - 1
				for i > 0 && strings.ContainsRune(noLineStart, r[i]) {
					i--
				}
				if i == 0 {
					line = append(line, tok)
					continue
				}
				line = slices.Insert(line, k+1, string(r[i:]))
				line[k] = string(r[:i])
				j = k + 1
			}
			moved := append(slices.Clone(line[j:]), tok)
			line = line[:j]
			flush()
			line = moved
		default:
			// Break before tok; an opening bracket goes along with it.
			var carry []string
			for len(line) > 1 && strings.Contains(noLineEnd, line[len(line)-1]) {
				carry = append([]string{line[len(line)-1]}, carry...)
				line = line[:len(line)-1]
			}
			if len(line) > 0 {
				flush()
			}
			line = carry
			if tok == " " {
				continue
			}
			if measure(tok) > width {
				// A word wider than a line is broken where it must be.
				for _, r := range tok {
					if len(line) > 0 && !fits(string(r)) && !strings.ContainsRune(noLineStart, r) {
						flush()
					}
					line = append(line, string(r))
				}
				continue
			}
			line = append(line, tok)
		}
	}
	if len(line) > 0 || len(lines) == 0 {
		flush()
	}
	return lines
}

// tokenize splits text into what a line may break between, roughly a
// phrase each (bunsetsu): a space or a mark alone; a run of kanji, of
// katakana (カード) or of other characters (a Latin word, a number,
// "{{.N}}") with the hiragana after it, its endings and particles (小さい,
// 選びました, カードは, Brunoが); a run of hiragana after a mark or a space.
// A line broken between kana splits a word (小さ/い, 選び/ました).
// A number keeps the kanji before and after it (赤8, 第2, 21点) and a
// range its other end (1〜3), and "=" the result after it, so the coach's
// words and the log never show "赤 / 8" or "（2 / 点）". Katakana words
// joined by "・" are one name (a game's title must not break as
// "トリック・" / "オブ・トリップ").
func tokenize(text string) []string {
	var out []string
	var run []rune
	kind := ' '
	end := func() {
		if len(run) > 0 {
			out = append(out, string(run))
			run = run[:0]
		}
		kind = ' '
	}
	add := func(r rune, k rune) {
		run = append(run, r)
		kind = k
	}
	digitLast := func() bool { return len(run) > 0 && unicode.IsDigit(run[len(run)-1]) }
	for _, r := range text {
		k := charKind(r)
		switch {
		case r == ' ' && string(run) == "=":
			add(r, 'l') // a sum keeps its result: "= 19点", not "=" at a line's end
		case r == ' ':
			end()
			out = append(out, " ")
		case k == 'j' && kind != ' ':
			add(r, k) // a word's kana and particles after it: 小さい, 選びました, カードは
		case r == '・' && kind == 'k':
			add(r, 'k') // a name of katakana words: トリック・オブ・トリップ
		case k == kind && k != 'w':
			add(r, k)
		case k == 'h' && digitLast():
			add(r, k) // a number's counter: 1枚, 21点
		case k == 'l' && unicode.IsDigit(r) && kind == 'h':
			add(r, k) // a number after its kanji: 赤8, 第2
		case r == '〜' && digitLast():
			add(r, 'l') // a range: 1〜3
		default:
			end()
			if k == 'w' {
				out = append(out, string(r))
				continue
			}
			add(r, k)
		}
	}
	end()
	return out
}

// charKind sorts a character for tokenize: 'h' kanji, 'k' katakana and
// the long-vowel mark, 'j' hiragana, 'w' any other Japanese (marks), 'l'
// the rest.
func charKind(r rune) rune {
	switch {
	case unicode.Is(unicode.Han, r):
		return 'h'
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return 'k'
	case unicode.Is(unicode.Hiragana, r):
		return 'j'
	case isWide(r):
		return 'w'
	}
	return 'l'
}

// isWide reports whether r is Japanese (kana, kanji, full-width forms and
// CJK punctuation): a line may break before or after it.
func isWide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef) || r == '…' || r == '‥' || r == 'ー' ||
		r == '・' // of no script in Unicode: it was read as a Latin letter, joined to "{{.N}}" after it
}

// japaneseText is a label whose Japanese text is wrapped by wrapJapanese
// at the width it is given (any other text wraps as a Label's does).
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
	if width <= 0 || (!j.wrapAll && !strings.ContainsFunc(j.text, isWide)) {
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
	lines := wrapInside(j.text, inner, measure)
	if len(j.reserve) > 0 && j.reservedAt != inner {
		j.reserved, j.reservedAt = 0, inner
		for _, r := range j.reserve {
			j.reserved = max(j.reserved, len(wrapInside(r, inner, measure)))
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
