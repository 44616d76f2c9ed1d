package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
)

// TestRulesPagesWrapLikeText: every game's rules page, laid out from 300
// to 1000 px wide, wraps as text should. Fyne's RichText alone laid
// "**Low cards are strong**" out a letter a line where it started at the
// end of a line, left "Cards." alone on its line when the rest of the
// paragraph fitted on a line of its own (Trick of Trip at 1280x800), and
// started Japanese lines with "、".
func TestRulesPagesWrapLikeText(t *testing.T) {
	newTestUI(t) // the app's theme and fonts
	for _, g := range app.Games() {
		d := g.ID
		for _, language := range app.Languages {
			md := rulesText(d, language)
			// Given a word at a time, the page says the same: no space
			// lost after a bold word ("Players.2 to 5" was); but for the
			// space Fyne's markdown puts before an emphasis in Japanese,
			// which has none ("あれば いちばん小さい切り札").
			got, want := richTextWords(rulesRichText(md)), richTextWords(widget.NewRichTextFromMarkdown(md))
			if language == "ja" {
				got, want = strings.ReplaceAll(got, " ", ""), strings.ReplaceAll(want, " ", "")
			}
			if got != want {
				t.Fatalf("%s %s: the page word by word says\n%s\nnot\n%s", d, language, got, want)
			}
			// One page, laid out again at each width as the rules dialog
			// is when the window is resized.
			text := rulesRichText(md)
			w := test.NewTempWindow(t, text)
			for width := float32(300); width <= 1000; width += 20 {
				rows := rulesRows(w, text, width)
				where := func(i int) string { return fmt.Sprintf("%s %s at %v px: row %q", d, language, width, rows[i].text) }
				for i, row := range rows {
					if row.heights > 1 {
						// Words drawn at two heights on one line: a zero-width
						// space from a fallback font made some taller.
						t.Fatalf("%s: words of %d heights on one line", where(i), row.heights)
					}
					body := strings.TrimSpace(strings.ReplaceAll(row.text, wordBreak, ""))
					if n := len([]rune(body)); n == 1 && i+1 < len(rows) && len([]rune(strings.TrimSpace(rows[i+1].text))) <= 2 {
						t.Fatalf("%s: a letter a line", where(i))
					}
					if r := []rune(body); len(r) > 0 && closing(r[0]) {
						t.Fatalf("%s: starts with a closing mark", where(i))
					}
					if body == "Cards." {
						t.Fatalf("%s: the bold lead-in alone on its line", where(i))
					}
					if i+1 < len(rows) && language == "ja" {
						next := strings.TrimSpace(strings.ReplaceAll(rows[i+1].text, wordBreak, ""))
						if w := cutWord(body, next); w != "" {
							t.Fatalf("%s: %q is cut across two lines (next: %q)", where(i), w, next)
						}
					}
				}
			}
		}
	}
}

// wholeWords are Japanese words of the rules pages that a line must not
// cut: a reader saw ト/リック, いちば/ん and 切り/札 there.
var wholeWords = []string{"トリック", "いちばん", "切り札", "伏せ札", "捨て札", "カード", "リード"}

// cutWord is the word of wholeWords that one line ends and the next
// starts, or "".
func cutWord(line, next string) string {
	for _, w := range wholeWords {
		rs := []rune(w)
		for k := 1; k < len(rs); k++ {
			if strings.HasSuffix(line, string(rs[:k])) && strings.HasPrefix(next, string(rs[k:])) {
				return w
			}
		}
	}
	return ""
}

// textRow is a laid-out line: its text, and how many heights its texts
// are drawn at.
type textRow struct {
	text    string
	heights int
}

// rulesRows lays a rules page, text shown in w, out width px wide and
// returns its rows.
func rulesRows(w fyne.Window, text *widget.RichText, width float32) []textRow {
	w.Resize(fyne.NewSize(width+20, 400))
	text.Resize(fyne.NewSize(width, text.MinSize().Height))
	var ys []float32
	rows := map[float32]string{}
	heights := map[float32]map[float32]bool{}
	for _, o := range test.WidgetRenderer(text).Objects() {
		if tx, ok := o.(*canvas.Text); ok {
			y := tx.Position().Y
			if _, seen := rows[y]; !seen {
				ys = append(ys, y)
				heights[y] = map[float32]bool{}
			}
			rows[y] += tx.Text
			if strings.TrimSpace(strings.ReplaceAll(tx.Text, wordBreak, "")) != "" {
				heights[y][tx.MinSize().Height] = true
			}
		}
	}
	out := make([]textRow, len(ys))
	for i, y := range ys {
		out[i] = textRow{rows[y], len(heights[y])}
	}
	return out
}

// richTextWords is what a rich text says, its words one space apart.
func richTextWords(rt *widget.RichText) string {
	var b strings.Builder
	var walk func([]widget.RichTextSegment)
	walk = func(segs []widget.RichTextSegment) {
		for _, seg := range segs {
			switch s := seg.(type) {
			case *widget.TextSegment:
				b.WriteString(strings.ReplaceAll(s.Text, wordBreak, ""))
				if !s.Inline() {
					b.WriteString(" ")
				}
			case *widget.ListSegment:
				for _, item := range s.Items {
					if p, ok := item.(*widget.ParagraphSegment); ok {
						walk(p.Texts)
					}
					b.WriteString(" ")
				}
			case markedList:
				for _, item := range s.Items {
					if p, ok := item.(*widget.ParagraphSegment); ok {
						walk(p.Texts)
					}
					b.WriteString(" ")
				}
			}
		}
	}
	walk(rt.Segments)
	return strings.Join(strings.Fields(b.String()), " ")
}

// TestRulesListMarkersLeadWithTheWordBreak: a list whose items go to Fyne
// a word at a time has its markers ("1.", "•") led by the same zero-width
// space as the words, so a marker sits on its words' baseline (without
// it, drawn in another font's line height, it sat higher).
func TestRulesListMarkersLeadWithTheWordBreak(t *testing.T) {
	lists := 0
	for _, g := range app.Games() {
		for _, language := range app.Languages {
			for _, seg := range rulesRichText(rulesText(g.ID, language)).Segments {
				block, ok := seg.(widget.RichTextBlock)
				if !ok {
					continue
				}
				for _, item := range block.Segments() {
					p, ok := item.(*widget.ParagraphSegment)
					if !ok || len(p.Texts) < 2 {
						continue
					}
					marker, ok := p.Texts[0].(*widget.TextSegment)
					words, ok2 := p.Texts[1].(*widget.ParagraphSegment)
					if !ok || !ok2 || len(words.Texts) == 0 {
						continue
					}
					first, ok := words.Texts[0].(*widget.TextSegment)
					if !ok || !strings.HasPrefix(first.Text, wordBreak) {
						continue
					}
					lists++
					if !strings.HasPrefix(marker.Text, wordBreak) {
						t.Errorf("%s %s: the marker %q has no zero-width space before it, its words do (%q)", g.ID, language, marker.Text, first.Text)
					}
				}
			}
		}
	}
	if lists == 0 {
		t.Fatal("no rules page has a list split into words: the test looks at nothing")
	}
}
