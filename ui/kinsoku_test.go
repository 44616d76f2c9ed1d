package ui

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// oneEach measures every character one unit wide.
func oneEach(s string) float32 { return float32(utf8.RuneCountInString(s)) }

func TestJapaneseLinesFollowTheLineBreakingRules(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		// A name is never cut; a full stop never starts a line (it hangs).
		{"Brunoは赤を出しました。次はAikoです。", 8, []string{"Brunoは赤を", "出しました。次は", "Aikoです。"}},
		{"Brunoは赤を出しました。", 6, []string{"Brunoは", "赤を出しま", "した。"}},
		{"あいうえおかきくけこ。", 10, []string{"あいうえおかきくけこ。"}},
		// An opening bracket goes to the next line with what it opens.
		{"あいうえ「おか」です", 5, []string{"あいうえ", "「おか」", "です"}},
		// A last line is never one word (or one character) alone when
		// the line before can spare one.
		{"one two three four (each)", 20, []string{"one two three", "four (each)"}},
		{"one two three four (each)", 19, []string{"one two three", "four (each)"}},
		{"onetwothree four (each)", 18, []string{"onetwothree four", "(each)"}},
		{"あいうえおかきくけこさ。", 10, []string{"あいうえおかきくけ", "こさ。"}},
		// Small kana and the long-vowel mark do not start a line.
		{"あいうえおっとー", 5, []string{"あいうえおっ", "とー"}},
		// A word wider than a line is broken where it must be.
		{"Supercalifragilistic", 8, []string{"Supercal", "ifragili", "stic"}},
		// Spaces between words are break points and vanish at the edge;
		// a number keeps the kanji before it.
		{"赤8 and 青5です", 5, []string{"赤8", "and", "青5です"}},
		// A katakana word, a colour and its number, a range and a number
		// with its counter are never cut (strangers read カー/ド, 赤/8,
		// 1〜/3 and （2/点）).
		{"あいうえおカード", 6, []string{"あいうえお", "カード"}},
		{"あいうえ赤8です", 5, []string{"あいうえ", "赤8です"}},
		{"あいうえ1〜3枚", 5, []string{"あいうえ", "1〜3枚"}},
		{"あいうえ（2点）", 6, []string{"あいうえ", "（2点）"}},
		{"トリッキーエッグカードゲーム", 5, []string{"トリッキー", "エッグカー", "ドゲーム"}},
		// A number keeps its counter.
		{"あいうえ21点です", 5, []string{"あいうえ", "21点です"}},
		// A sum's "=" goes with its result.
		{"あいう ＋ えお = 19点", 8, []string{"あいう ＋ えお", "= 19点"}},
		// One closing mark hangs past the edge; with a second, the word
		// before them goes down with both (and, not to stand alone, the
		// character before it).
		{"あいうえお）。", 5, []string{"あいう", "えお）。"}},
		{"あいうえおかき）。", 7, []string{"あいうえお", "かき）。"}},
		// Kept line breaks.
		{"あい\nうえ", 5, []string{"あい", "うえ"}},
	} {
		got := wrapJapanese(c.text, c.width, oneEach)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
		for _, line := range got {
			if r, _ := utf8.DecodeRuneInString(line); strings.ContainsRune(noLineStart, r) {
				t.Errorf("%q: line %q starts with %q", c.text, line, r)
			}
		}
	}
}
