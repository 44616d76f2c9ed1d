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
		{"Brunoは赤を出しました。", 6, []string{"Brunoは", "赤を", "出しました。"}},
		// A line breaks between phrases, not inside a word's kana (小さ/い,
		// 選び/ました).
		{"いちばん小さいカードを選びました", 8, []string{"いちばん小さい", "カードを", "選びました"}},
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
		// with its counter are never cut (カー/ド, 赤/8, 1〜/3 and （2/点）
		// do not read as one word).
		{"あいうえおカード", 6, []string{"あいうえお", "カード"}},
		{"あいうえ赤8です", 5, []string{"あいうえ", "赤8です"}},
		{"あいうえ1〜3枚", 5, []string{"あいうえ", "1〜3枚"}},
		{"あいうえ（2点）", 6, []string{"あいうえ", "（2点）"}},
		{"トリッキーエッグカードゲーム", 5, []string{"トリッキー", "エッグカー", "ドゲーム"}},
		// Katakana words joined by "・" are one name; after kanji, "・"
		// is a list's mark a line may break after.
		{"ゲームはトリック・オブ・トリップ・3人です", 14, []string{"ゲームは", "トリック・オブ・トリップ・", "3人です"}},
		{"あいうえお赤・青", 6, []string{"あいうえお赤・", "青"}},
		{"あいう・Bruno", 5, []string{"あいう・", "Bruno"}},
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

// TestEveryJapaneseTextWrapsWithoutLoss: every Japanese text the app has,
// wrapped at every width from 3 to 30 characters, keeps every character
// (only spaces at a break go), has no empty line, and starts no line but
// the first with a closing mark.
func TestEveryJapaneseTextWrapsWithoutLoss(t *testing.T) {
	var texts []string
	for _, v := range allWords(t, "ja") {
		switch v := v.(type) {
		case string:
			texts = append(texts, v)
		case map[string]any:
			for _, p := range v {
				if s, ok := p.(string); ok {
					texts = append(texts, s)
				}
			}
		}
	}
	if len(texts) < 100 {
		t.Fatalf("only %d Japanese texts", len(texts))
	}
	for _, text := range texts {
		for _, para := range strings.Split(text, "\n") {
			for w := float32(3); w <= 30; w++ {
				lines := wrapJapanese(para, w, oneEach)
				if joined := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); joined != strings.ReplaceAll(para, " ", "") {
					t.Fatalf("%q at %v loses text: %q", para, w, lines)
				}
				for i, l := range lines {
					if l == "" && para != "" {
						t.Fatalf("%q at %v: an empty line in %q", para, w, lines)
					}
					if r, _ := utf8.DecodeRuneInString(l); i > 0 && strings.ContainsRune(noLineStart, r) {
						t.Errorf("%q at %v: line %q starts with %q", para, w, l, r)
					}
				}
			}
		}
	}
}

// TestALabelsLinesFitItsWidth: in a label no closing mark may hang past
// the width (it did in History, "…を取り、" 8 px past its dialog), so a
// line ending in one is wrapped shorter there, and nowhere else.
func TestALabelsLinesFitItsWidth(t *testing.T) {
	text := "あいうえおかきくけこ、さしすせそ"
	if lines := wrapJapanese(text, 10, oneEach); lines[0] != "あいうえおかきくけこ、" {
		t.Fatalf("the felt's wrapping hangs no mark: %q", lines)
	}
	lines := wrapInside(text, 10, oneEach)
	for _, l := range lines {
		if oneEach(l) > 10 {
			t.Fatalf("a label's line %q is wider than 10: %q", l, lines)
		}
	}
	if strings.Join(lines, "") != text || len(lines) != 2 {
		t.Fatalf("wrapped in a label: %q", lines)
	}
	if got := wrapInside("あいうえお、かき", 10, oneEach); len(got) != 1 {
		t.Fatalf("a text that fits is wrapped: %q", got)
	}
}
