package ui

import (
	"io/fs"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// rulesText is a game's rules page in the given language ("en" or "ja"),
// from the game's own pages (Descriptor.Rules), falling back to English for
// a language without its own text.
func rulesText(game, language string) string {
	d, ok := app.LookupGame(game)
	if !ok || d.Rules == nil {
		return ""
	}
	if b, err := fs.ReadFile(d.Rules, "rules."+language+".md"); err == nil {
		return string(b)
	}
	b, _ := fs.ReadFile(d.Rules, "rules.en.md")
	return string(b)
}

// rulesRichText is a rules page as rich text that wraps word by word.
// Fyne 2.7's RichText lays a paragraph out a segment at a time, and two of
// its ways with a segment that starts in the middle of a line went wrong
// on our pages:
//   - a segment that fits on a line of its own moves whole to the next
//     line: "**Cards.** 54 cards: ..." left "Cards." alone on its line;
//   - a segment that starts where not even one letter fits is laid out a
//     letter a line ("**Low cards are strong**" ran down the page).
//
// So a paragraph that mixes styles, and Japanese, goes to Fyne a word at a
// time, each word led by a zero-width space, which always fits and lets
// Fyne take the word to the next line whole. Every word has one: the space
// comes from a fallback font, whose taller line would otherwise set the
// words that have it lower than those that have not.
func rulesRichText(markdown string) *widget.RichText {
	text := widget.NewRichTextFromMarkdown(markdown)
	text.Segments = wordByWord(text.Segments)
	text.Wrapping = fyne.TextWrapWord
	return text
}

// wordBreak is a zero-width space.
const wordBreak = "\u200b"

// wordByWord splits the text of a paragraph of several inline segments,
// and Japanese text, into a segment a word (with its space or closing
// mark), in lists' items too.
func wordByWord(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := make([]widget.RichTextSegment, 0, len(segs))
	var last *widget.TextSegment // the last word given, on this line
	for i, seg := range segs {
		switch s := seg.(type) {
		case *widget.ListSegment:
			split := false
			for _, item := range s.Items {
				if p, ok := item.(*widget.ParagraphSegment); ok {
					p.Texts = wordByWord(p.Texts)
					if len(p.Texts) > 0 {
						t, ok := p.Texts[0].(*widget.TextSegment)
						split = split || ok && strings.HasPrefix(t.Text, wordBreak)
					}
				}
			}
			if split {
				out = append(out, markedList{s})
				last = nil
				continue
			}
		case *widget.TextSegment:
			if !s.Inline() || !mixedLine(segs, i) && !strings.ContainsFunc(s.Text, japaneseMark) {
				last = nil
				break
			}
			for _, w := range linePieces(s.Text) {
				switch {
				case strings.TrimSpace(w) == "" && last == nil:
					continue // no space to start a line
				case last != nil && (strings.TrimSpace(w) == "" || startsClosed(w)):
					// A space or a closing mark stays with the word
					// before it, in that word's style.
					last.Text += w
					continue
				}
				last = &widget.TextSegment{Style: s.Style, Text: wordBreak + w}
				out = append(out, last)
			}
			continue
		}
		out = append(out, seg)
	}
	return closeJapaneseGaps(out)
}

// closeJapaneseGaps drops the space Fyne's markdown leaves between a
// Japanese text and the emphasis after it: Japanese has no spaces between
// its words ("あれば いちばん小さい切り札", "カードが 14なら").
func closeJapaneseGaps(segs []widget.RichTextSegment) []widget.RichTextSegment {
	for i := 0; i+1 < len(segs); i++ {
		a, ok := segs[i].(*widget.TextSegment)
		b, ok2 := segs[i+1].(*widget.TextSegment)
		if !ok || !ok2 || !strings.HasSuffix(a.Text, " ") {
			continue
		}
		trimmed := strings.TrimRight(a.Text, " ")
		before, _ := utf8.DecodeLastRuneInString(trimmed)
		if rest := strings.TrimLeft(b.Text, wordBreak); linebreak.IsJapanese(before) && rest != "" && !strings.HasPrefix(rest, " ") {
			a.Text = trimmed
		}
	}
	return segs
}

// linePieces splits text into the pieces a line may break between: the
// phrases our line breaker keeps whole (a word with its kana, a number
// with its counter, a compound such as 切り札), each with the space or
// closing marks after it. A closing mark that starts the text is a piece
// of its own (it follows the word before, in another style).
func linePieces(text string) []string {
	var out []string
	if r, size := utf8.DecodeRuneInString(text); size > 0 && closing(r) {
		out, text = append(out, text[:size]), text[size:]
	}
	return append(out, linebreak.Phrases(text)...)
}

// closing says r may not start a line.
func closing(r rune) bool { return linebreak.NoLineStart(r) }

// japaneseMark says r is a Japanese mark kinsoku keeps off a line's start
// or end (U+2E80 and above: Latin text is left to Fyne).
func japaneseMark(r rune) bool {
	return r >= 0x2E80 && (closing(r) || linebreak.NoLineEnd(r))
}

// startsClosed says w starts with a closing mark, which stays on the line
// of the word before it.
func startsClosed(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return closing(r)
}

// mixedLine says segment i shares its paragraph with another inline text
// segment (a bold lead-in before it, an emphasis after it).
func mixedLine(segs []widget.RichTextSegment, i int) bool {
	inline := func(k int) bool {
		s, ok := segs[k].(*widget.TextSegment)
		return ok && s.Inline() && s.Text != ""
	}
	return i > 0 && inline(i-1) || i+1 < len(segs) && inline(i+1)
}

// markedList is a list whose items go to Fyne a word at a time: each
// marker ("1.", "•") leads with the zero-width space the words have, or
// it would sit higher than the words on its line.
type markedList struct{ *widget.ListSegment }

// Segments is the list's items, each led by its marker.
func (l markedList) Segments() []widget.RichTextSegment {
	segs := l.ListSegment.Segments()
	for _, s := range segs {
		if p, ok := s.(*widget.ParagraphSegment); ok && len(p.Texts) > 0 {
			if b, ok := p.Texts[0].(*widget.TextSegment); ok {
				b.Text = wordBreak + b.Text
			}
		}
	}
	return segs
}
