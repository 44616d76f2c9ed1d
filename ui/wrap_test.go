package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// TestWrapText: a message breaks into lines that fit, at spaces in
// English and between characters in Japanese, losing nothing, and no
// line starts with a closing mark (、。）and the like).
func TestWrapText(t *testing.T) {
	newTestUI(t) // the app's fonts measure the text
	style := fyne.TextStyle{Bold: true}
	for _, c := range []struct {
		text  string
		width float32
		join  string
	}{
		{"Hint: split red 8, blue 2, yellow 5 / blue 1, blue 12, trump 6 (about 12.1 points this round); the next best has about 11.9 points this round.", 240, " "},
		{"ヒント：赤8、青2、黄5／青1、青12、切り札6に分ける手です（このラウンドの得点約12.1点）。次善手は赤8、青1、黄5／青2、青12、切り札6に分ける手です。", 200, ""},
		{"短い", 200, ""},
		{"averyveryverylongwordwithoutanyspaceatallthatcannotfit", 90, ""},
	} {
		lines := widgets.WrapText(c.text, 14, style, c.width)
		if got := strings.Join(lines, c.join); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(c.text, " ", "") {
			t.Errorf("%q wrapped loses text: %q", c.text, lines)
		}
		for i, l := range lines {
			w := fyne.MeasureText(l, 14, style).Width
			first := []rune(l)[0]
			if i > 0 && linebreak.NoLineStart(first) {
				t.Errorf("%q: line %d %q starts with a closing mark", c.text, i, l)
			}
			// A closing mark may hang past the width by one character.
			if w > c.width+fyne.MeasureText("。", 14, style).Width {
				t.Errorf("%q: line %d %q is %v wide, over %v", c.text, i, l, w, c.width)
			}
		}
		if len(c.text) > 10 && len(lines) < 2 {
			t.Errorf("%q did not wrap at %v: %q", c.text, c.width, lines)
		}
	}
	// A percent sign stays with its number at every width (a hint broke
	// "勝率約9 / %）。").
	hint := "ヒント：赤8を出す（勝率約9%）。次善手：青2を出す（勝率約7%）。"
	for w := float32(60); w <= 320; w += 2 {
		for _, l := range widgets.WrapText(hint, 14, style, w)[1:] {
			if r := []rune(l)[0]; r == '%' || r == '）' {
				t.Fatalf("at %v px a line starts with %q: %q", w, r, widgets.WrapText(hint, 14, style, w))
			}
		}
	}
	if lines := widgets.WrapText("", 14, style, 100); len(lines) != 0 {
		t.Errorf("nothing wraps to %q", lines)
	}
}

// TestWrappedTextEndsOnMoreThanOneCharacter: a log line ended with 「た」
// alone on its line.
func TestWrappedTextEndsOnMoreThanOneCharacter(t *testing.T) {
	newTestUI(t)
	style := fyne.TextStyle{}
	text := "Brunoは6枚を2組に分けました"
	full := fyne.MeasureText(text, 14, style).Width
	// Just too narrow for the whole line: the last character would go
	// down alone.
	lines := widgets.WrapText(text, 14, style, full-2)
	if len(lines) != 2 || len([]rune(lines[1])) < 2 {
		t.Fatalf("wrapped as %q", lines)
	}
}
