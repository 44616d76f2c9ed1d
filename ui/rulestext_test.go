package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
)

// TestRulesPagesWrapLikeText: every game's rules page, laid out from 300
// to 1000 px wide, wraps as text should. Fyne's RichText alone laid
// "**Low cards are strong**" out a letter a line where it started at the
// end of a line, left "Cards." alone on its line when the rest of the
// paragraph fitted on a line of its own (Trick of Trip at 1280x800, found
// by a stranger's playtest), and started Japanese lines with "、".
func TestRulesPagesWrapLikeText(t *testing.T) {
	test.NewTempApp(t)
	for _, g := range app.Games() {
		d := g.ID
		for _, language := range app.Languages {
			md := rulesText(d, language)
			for width := float32(300); width <= 1000; width += 20 {
				rows := rulesRows(t, md, width)
				where := func(i int) string { return fmt.Sprintf("%s %s at %v px: row %q", d, language, width, rows[i]) }
				for i, row := range rows {
					body := strings.TrimSpace(strings.ReplaceAll(row, wordBreak, ""))
					if n := len([]rune(body)); n == 1 && i+1 < len(rows) && len([]rune(strings.TrimSpace(rows[i+1]))) <= 2 {
						t.Fatalf("%s: a letter a line", where(i))
					}
					if r := []rune(body); len(r) > 0 && strings.ContainsRune(closingMarks, r[0]) {
						t.Fatalf("%s: starts with a closing mark", where(i))
					}
					if body == "Cards." {
						t.Fatalf("%s: the bold lead-in alone on its line", where(i))
					}
				}
			}
		}
	}
}

// rulesRows lays a rules page out width px wide and returns its rows' text.
func rulesRows(t *testing.T, md string, width float32) []string {
	text := rulesRichText(md)
	w := test.NewTempWindow(t, text)
	w.Resize(fyne.NewSize(width+20, 400))
	text.Resize(fyne.NewSize(width, text.MinSize().Height))
	var ys []float32
	rows := map[float32]string{}
	for _, o := range test.WidgetRenderer(text).Objects() {
		if tx, ok := o.(*canvas.Text); ok {
			y := tx.Position().Y
			if _, seen := rows[y]; !seen {
				ys = append(ys, y)
			}
			rows[y] += tx.Text
		}
	}
	out := make([]string, len(ys))
	for i, y := range ys {
		out[i] = rows[y]
	}
	return out
}
