// Package linebreak breaks the app's text, Japanese and English, into
// lines no wider than a width. Where a line may break comes from Unicode's
// line breaking algorithm (UAX #14, go-text's segmenter); on top of it
// are the app's own rules: Japanese breaks between phrases, not between
// any two characters (a word keeps its kana, a number its counter),
// kinsoku (closing marks never start a line, opening ones never end one),
// a closing mark may hang past the edge, a Latin word (a player's or a
// table's name) is cut only when it is wider than a line, and a
// paragraph's last line is not one word alone. It has no Fyne: the width
// of a text comes from a Measure the caller passes.
package linebreak

import (
	"strings"
	"unicode/utf8"
)

// Measure gives the width of s as it is drawn.
type Measure func(s string) float32

// Wrap breaks text into lines no wider than width as measure says;
// existing line breaks are kept. One Japanese closing mark at a line's
// end may hang past width (the felt's messages and the log have room for
// it). A space where a line breaks is dropped.
func Wrap(text string, width float32, measure Measure) []string {
	return wrap(text, width, measure, true)
}

// WrapInside is Wrap for a label, which has no room past its width: no
// mark hangs, so every line fits unless a single word (with the marks
// that must stay with it) is wider than width.
func WrapInside(text string, width float32, measure Measure) []string {
	return wrap(text, width, measure, false)
}

func wrap(text string, width float32, measure Measure, hang bool) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		f := filler{width: width, measure: measure, hang: hang}
		f.paragraph(para)
		lines = append(lines, f.lines...)
	}
	return lines
}

// filler fills a paragraph's lines greedily, piece by piece.
type filler struct {
	width   float32
	measure Measure
	hang    bool
	lines   []string // lines so far, each with the spaces it broke at
	line    string   // the line being filled
	// bounded is the last line fits looked at and boundW a width it is
	// no narrower than. A line that extends it is bounded by boundW and
	// its new piece (bound), so a line well inside the width is not
	// measured whole: a whole line is a text nobody measured before,
	// and measuring a text costs far more than adding two widths.
	bounded string
	boundW  float32
}

func (f *filler) paragraph(text string) {
	rs := []rune(text)
	b := breaksOf(rs)
	f.fill(rs, b, 0, len(rs), phrases)
	if f.line != "" || len(f.lines) == 0 {
		f.lines = append(f.lines, f.line)
	}
	f.lines = avoidWidow(f.lines, f.width, f.measure)
	for i, l := range f.lines {
		f.lines[i] = strings.TrimRight(l, " ")
	}
}

// fill puts rs[from:to] on lines, in the pieces that breaks at level
// allow; a piece too wide for a line of its own starts a line and goes
// in smaller pieces (the next level). Past the last level a piece stays
// whole, wider than the line.
func (f *filler) fill(rs []rune, b []level, from, to int, allow level) {
	for start := from; start < to; {
		end := start + 1
		for end < to && b[end] > allow {
			end++
		}
		p := string(rs[start:end])
		if allow == phrases && f.line != "" && strings.TrimLeft(p, " ") != "" && !f.fits(f.line+p) {
			// A Japanese phrase that does not fit the rest of the line
			// fills it first: a line broken only between phrases ended
			// well before the edge.
			if k := f.fillTo(rs, b, start, end); k > start {
				f.line += string(rs[start:k])
				f.flush()
				start = k
				continue
			}
		}
		switch {
		case strings.TrimLeft(p, " ") == "":
			// Spaces go at the end of a line (they take no room there),
			// and not at a line's start.
			if f.line != "" {
				f.line += p
			}
		case f.fits(f.line + p):
			f.line += p
		case f.fits(p) || allow == anywhere:
			f.flush()
			f.line = p
		default:
			f.flush()
			if allow+1 == characters {
				keepWords(rs, b, start, end, f.width, f.measure)
			}
			f.fill(rs, b, start, end, allow+1)
		}
		start = end
	}
}

// fillTo is where in rs[start:end] the line being filled may break so
// that it is as full as it can be: between two hiragana of the phrase's
// kana where kinsoku allows (出しま／した), never inside a word - a run of
// kanji, a compound (切り札), a katakana word (カー／ド) - nor next to a
// number, a name or a Latin word (赤5, 3点, Bruno stay whole); start
// where there is no such place.
func (f *filler) fillTo(rs []rune, b []level, start, end int) int {
	// Two characters at least on either side: a phrase's lone first
	// or last character reads as a stray.
	for k := end - 2; k > start+1; k-- {
		if b[k] > characters || kindOf(rs[k-1]) != hiragana || kindOf(rs[k]) != hiragana {
			continue
		}
		if f.fits(f.line + string(rs[start:k])) {
			return k
		}
	}
	return start
}

func (f *filler) flush() {
	if f.line != "" {
		f.lines = append(f.lines, f.line)
		f.line = ""
	}
}

// fits says line is no wider than the width, but for the spaces it ends
// with and, where marks hang, one Japanese closing mark (、。」: as in
// Japanese print; English lines keep inside the width, as Fyne's do).
func (f *filler) fits(line string) bool {
	line = strings.TrimRight(line, " ")
	if w, ok := f.bound(line); ok && w <= f.width {
		f.bounded, f.boundW = line, w
		return true
	}
	w := f.measure(line)
	f.bounded, f.boundW = line, w
	if w <= f.width {
		return true
	}
	r, size := utf8.DecodeLastRuneInString(line)
	return f.hang && NoLineStart(r) && IsJapanese(r) && f.measure(line[:len(line)-size]) <= f.width
}

// bound is a width line is drawn no wider than, when it is or extends
// the last line fits looked at: that line's width and the rest's, with
// JoinSlack for the join.
func (f *filler) bound(line string) (float32, bool) {
	if line == f.bounded {
		return f.boundW, true
	}
	if f.bounded == "" || len(line) < len(f.bounded) || !strings.HasPrefix(line, f.bounded) {
		return 0, false
	}
	rest := f.measure(line[len(f.bounded):])
	return f.boundW + rest + JoinSlack(rest), true
}

// JoinSlack is how much wider than a and b measured apart a+b may be
// drawn, where b is w wide: kerning across the join and rounding to a
// 64th of a pixel come to far less than a pixel and a sixteenth of b.
func JoinSlack(w float32) float32 { return 1 + w/16 }

// avoidWidow gives a paragraph's last line a second word (in Japanese, a
// second character) from the line before when it holds only one and the
// word fits: a lone "each)" or "す。" under a full line reads as a stray.
// lines still end with the spaces they broke at.
func avoidWidow(lines []string, width float32, measure Measure) []string {
	n := len(lines)
	if n < 2 {
		return lines
	}
	prev, last := lines[n-2], strings.TrimRight(lines[n-1], " ")
	p := strings.TrimRight(prev, " ")
	atSpace := len(p) < len(prev)
	var keep, moved string
	switch {
	case strings.TrimLeftFunc(last, NoLineStart) != "" && !strings.ContainsFunc(last, IsJapanese) && !strings.Contains(last, " "):
		// One Latin word: the word before it goes down, if the line
		// before broke at a space and keeps two words.
		i := strings.LastIndexByte(p, ' ')
		if !atSpace || i <= 0 || !strings.Contains(p[:i], " ") || strings.ContainsFunc(p[i+1:], IsJapanese) {
			return lines
		}
		keep, moved = p[:i], p[i+1:]+" "
	case utf8.RuneCountInString(strings.TrimRightFunc(last, NoLineStart)) == 1 && IsJapanese([]rune(last)[0]):
		// One Japanese character and its closing marks: the character
		// before goes down, unless it may not start a line or is part
		// of a Latin word or number.
		r, size := utf8.DecodeLastRuneInString(prev)
		if atSpace || !IsJapanese(r) || NoLineStart(r) || utf8.RuneCountInString(prev) < 4 {
			return lines
		}
		keep, moved = prev[:len(prev)-size], string(r)
		if end, _ := utf8.DecodeLastRuneInString(keep); NoLineEnd(end) {
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

// Phrases splits one paragraph of text into the pieces a line may break
// between when it breaks only where Wrap first would: between Japanese
// phrases (a word with its kana and particles, a number with its counter),
// after a space (which stays with the piece before it) and where kinsoku
// allows. A renderer that wraps pieces whole (Fyne's rich text, given a
// piece a segment) then breaks lines as Wrap does.
func Phrases(text string) []string {
	rs := []rune(text)
	b := breaksOf(rs)
	var out []string
	start := 0
	for i := 1; i < len(rs); i++ {
		if b[i] == phrases {
			out = append(out, string(rs[start:i]))
			start = i
		}
	}
	if start < len(rs) {
		out = append(out, string(rs[start:]))
	}
	return out
}
