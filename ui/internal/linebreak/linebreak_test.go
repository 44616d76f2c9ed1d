package linebreak

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// oneEach measures every character one unit wide.
func oneEach(s string) float32 { return float32(utf8.RuneCountInString(s)) }

// checkLines fails unless lines hold text (spaces aside), none is empty
// and none but the first starts with a closing mark.
func checkLines(t *testing.T, text string, width float32, lines []string) {
	t.Helper()
	if got, want := strings.ReplaceAll(strings.Join(lines, ""), " ", ""), strings.ReplaceAll(strings.ReplaceAll(text, "\n", ""), " ", ""); got != want {
		t.Errorf("%q at %v loses text: %q", text, width, lines)
	}
	for i, l := range lines {
		if l == "" && !strings.Contains(text, "\n\n") && text != "" {
			t.Errorf("%q at %v: an empty line in %q", text, width, lines)
		}
		if r, _ := utf8.DecodeRuneInString(l); i > 0 && NoLineStart(r) {
			t.Errorf("%q at %v: line %q starts with %q", text, width, l, r)
		}
	}
}

func TestJapaneseLinesFollowTheLineBreakingRules(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		// A name is never cut; a full stop never starts a line (it hangs).
		{"Brunoは赤を出しました。次はAikoです。", 8, []string{"Brunoは赤を", "出しました。次は", "Aikoです。"}},
		{"Brunoは赤を出しました。", 6, []string{"Brunoは", "赤を出しま", "した。"}},
		// A line breaks between phrases, not inside a word's kana (小さ/い,
		// 選び/ました).
		{"いちばん小さいカードを選びました", 8, []string{"いちばん小さい", "カードを選びま", "した"}},
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
		// with its counter are never cut (a reader would see カー/ド, 赤/8,
		// 1〜/3 and （2/点） as broken words).
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
		// Compound words stay whole: 切り札, 伏せ札, 遊び方 (one kana
		// between kanji), 上級ゲーム, トリック数, 3ラウンド; after a
		// particle a phrase starts (赤を/取る).
		{"あいうえお切り札です", 6, []string{"あいうえお", "切り札です"}},
		{"あいうえ伏せ札の列", 6, []string{"あいうえ", "伏せ札の列"}},
		{"あいうえ遊び方です", 6, []string{"あいうえ", "遊び方です"}},
		{"あいう上級ゲームへ", 6, []string{"あいう", "上級ゲームへ"}},
		{"あいうえ3ラウンド", 6, []string{"あいうえ", "3ラウンド"}},
		{"あいうトリック数", 5, []string{"あいう", "トリック数"}},
		{"赤を取る青が勝つ", 4, []string{"赤を取る", "青が勝つ"}},
		{"あ小さい赤です", 4, []string{"あ小さい", "赤です"}},
		// Kept line breaks.
		{"あい\nうえ", 5, []string{"あい", "うえ"}},
	} {
		got := Wrap(c.text, c.width, oneEach)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
		checkLines(t, c.text, c.width, got)
	}
}

// TestUnicodeBreaks: where Unicode's rules say a line may break in Latin
// text, and where not (the app's own rules once kept every run without a
// space whole, and cut a long one at whichever character reached the
// edge).
func TestUnicodeBreaks(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		// An address breaks after its "/", not inside a name in it.
		{"see https://example.com/rules/gummi now", 16, []string{"see https://", "example.com/", "rules/gummi now"}},
		// A hyphen is a place to break; a number's point, comma and
		// percent sign are not, nor the brackets around it.
		{"well-known trick-taking", 12, []string{"well-known", "trick-taking"}},
		{"twenty-one-point", 11, []string{"twenty-one-", "point"}},
		{"about 12.5 (1,000.25%) points", 12, []string{"about 12.5", "(1,000.25%)", "points"}},
		{"score 1,000,000", 10, []string{"score", "1,000,000"}},
		// A question or exclamation mark stays with its word.
		{"Is it your turn? Yes!", 10, []string{"Is it your", "turn? Yes!"}},
	} {
		got := Wrap(c.text, c.width, oneEach)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
		checkLines(t, c.text, c.width, got)
	}
}

// TestMixedLatinAndJapanese: a Latin word in a Japanese sentence is a
// phrase with the particle after it; numbers with their marks stay whole.
func TestMixedLatinAndJapanese(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		{"次はAikoが出します。", 6, []string{"次は", "Aikoが", "出します。"}},
		{"勝率約9%）。次善手", 5, []string{"勝率約", "9%）。", "次善手"}},
		{"得点約12.1点です", 6, []string{"得点約", "12.1点", "です"}},
		{"https://example.com/で遊べます", 12, []string{"https://", "example.com/", "で遊べます"}},
	} {
		got := Wrap(c.text, c.width, oneEach)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
		checkLines(t, c.text, c.width, got)
	}
}

// TestNamesAreNotCut: a table's or a player's name in a Japanese sentence
// is cut only inside a word wider than the line (the rules used to cut
// "tabl / e」。" when two marks followed a word that fit).
func TestNamesAreNotCut(t *testing.T) {
	for _, text := range []string{
		"「Hana's table」の席に戻る",
		"あなたの席は「Hana's table」。",
		"「Hana's table」（Gummi Trick）のあなたの席は確保されています。",
		"（席は「Alexandra」）。",
		"Hana'sが「Hana's table」）。",
	} {
		rs := []rune(text)
		for w := float32(1); w <= 30; w++ {
			for _, wrap := range []func(string, float32, Measure) []string{Wrap, WrapInside} {
				lines := wrap(text, w, oneEach)
				checkLines(t, text, w, lines)
				// Where each line ends in the text: the end must not be
				// inside a word that fits a line.
				at := 0
				for _, l := range lines[:len(lines)-1] {
					at += utf8.RuneCountInString(l)
					for at < len(rs) && rs[at] == ' ' {
						at++
					}
					from, to := at, at
					for from > 0 && latinOrApostrophe(rs[from-1]) {
						from--
					}
					for to < len(rs) && latinOrApostrophe(rs[to]) {
						to++
					}
					if from < at && at < to && oneEach(string(rs[from:to])) <= w {
						t.Errorf("%q at %v: %q cut inside %q", text, w, lines, string(rs[from:to]))
					}
				}
			}
		}
	}
}

func latinOrApostrophe(r rune) bool { return r == '\'' || unicode.In(r, unicode.Latin) }

// TestOpeningMarksDoNotEndALine: an opening bracket ends a line only where
// nothing else would fit (「 stood alone above a name).
func TestOpeningMarksDoNotEndALine(t *testing.T) {
	for _, text := range []string{"あなたの席は「Hana's table」。", "「Hana's table」、", "次は（赤8）です"} {
		for w := float32(8); w <= 20; w++ {
			lines := Wrap(text, w, oneEach)
			for _, l := range lines[:len(lines)-1] {
				if r, _ := utf8.DecodeLastRuneInString(l); NoLineEnd(r) {
					t.Errorf("%q at %v: %q ends a line with %q", text, w, lines, r)
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
	if lines := Wrap(text, 10, oneEach); lines[0] != "あいうえおかきくけこ、" {
		t.Fatalf("the felt's wrapping hangs no mark: %q", lines)
	}
	lines := WrapInside(text, 10, oneEach)
	for _, l := range lines {
		if oneEach(l) > 10 {
			t.Fatalf("a label's line %q is wider than 10: %q", l, lines)
		}
	}
	if strings.Join(lines, "") != text || len(lines) != 2 {
		t.Fatalf("wrapped in a label: %q", lines)
	}
	if got := WrapInside("あいうえお、かき", 10, oneEach); len(got) != 1 {
		t.Fatalf("a text that fits is wrapped: %q", got)
	}
}

// TestOnlyJapaneseMarksHang: in Japanese one closing mark may hang past
// the edge (not in a label); a Latin "." or ")" does not, so English
// lines fit their width.
func TestOnlyJapaneseMarksHang(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		wrap  func(string, float32, Measure) []string
		want  []string
	}{
		{"あいう。", 3, Wrap, []string{"あいう。"}},
		{"あいう。", 3, WrapInside, []string{"あい", "う。"}},
		{"It is mine.", 10, Wrap, []string{"It is", "mine."}},
		{"(it is mine)", 11, Wrap, []string{"(it is", "mine)"}},
	} {
		if got := c.wrap(c.text, c.width, oneEach); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

// TestWidowRule: the last line takes a word (a character in Japanese)
// from the line before only where that line broke at a space and keeps
// two words, and never lets it glue two words together.
func TestWidowRule(t *testing.T) {
	for _, c := range []struct {
		text  string
		width float32
		want  []string
	}{
		{"aa bb cc dd", 8, []string{"aa bb", "cc dd"}},
		// The line before keeps only one word: the last stays alone.
		{"aaaa bb cc", 7, []string{"aaaa bb", "cc"}},
		// The break before the last line was after a "/": the word before
		// cannot go down (it would come back with a space).
		{"go to ab.cd/efgh/ijklm", 17, []string{"go to ab.cd/efgh/", "ijklm"}},
		// Japanese: one character alone takes the one before.
		{"あいうえおかきくけこさ。", 10, []string{"あいうえおかきくけ", "こさ。"}},
		// Not across a space, which would vanish.
		{"あいうえおかき さ。", 8, []string{"あいうえおかき", "さ。"}},
	} {
		got := Wrap(c.text, c.width, oneEach)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

// TestEdges: nothing, spaces, and widths no text fits.
func TestEdges(t *testing.T) {
	if got := Wrap("", 5, oneEach); !reflect.DeepEqual(got, []string{""}) {
		t.Errorf("nothing wraps to %q", got)
	}
	if got := Wrap("  ab  cd  ", 3, oneEach); !reflect.DeepEqual(got, []string{"ab", "cd"}) {
		t.Errorf("spaces: %q", got)
	}
	for _, w := range []float32{0, -1, 1} {
		text := "「あ」。Hana's 12.5%"
		lines := Wrap(text, w, oneEach)
		checkLines(t, text, w, lines)
	}
}

// TestPhrases: the pieces a rich text wraps whole are Wrap's phrases: no
// compound word, counter or kana ending cut, a space kept with the word
// before it, no closing mark starting a piece.
func TestPhrases(t *testing.T) {
	for text, want := range map[string][]string{
		"いちばん小さい切り札を出します。":      {"いちばん", "小さい", "切り札を", "出します。"},
		"Brunoは赤8（2点）を取りました":    {"Brunoは", "赤8（2点）", "を", "取りました"},
		"Play the lowest card.": {"Play ", "the ", "lowest ", "card."},
		"":                      nil,
	} {
		if got := Phrases(text); !reflect.DeepEqual(got, want) {
			t.Errorf("Phrases(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestJapaneseLinesFillTheWidth: a Japanese line is filled to the width
// where a phrase would have left it short (a line broke a quarter or
// more before the edge), and a card keeps its points (赤5（3点）) and a
// number its counter.
func TestJapaneseLinesFillTheWidth(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width float32
		want  []string
	}{
		{"最初のトリックはあなたがリードします（ランダムに決まりました）。", 16, []string{"最初のトリックはあなたがリードし", "ます（ランダムに決まりました）。"}},
		{"合計は赤5（3点）です", 6, []string{"合計は", "赤5（3点）", "です"}},
		{"赤が4点：赤5（3点）と赤1（4点）の合計です", 12, []string{"赤が4点：赤5（3点）と", "赤1（4点）の合計です"}},
	} {
		got := Wrap(tc.text, tc.width, oneEach)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q at %v: %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// TestALineIsMeasuredWholeOnlyNearTheEdge: a line well inside the width
// is bounded by the widths of its pieces, which repeat from text to text
// (and a caller's measure caches them), instead of measured whole each
// time a word joins it; the lines come out as measuring every line
// whole would make them.
func TestALineIsMeasuredWholeOnlyNearTheEdge(t *testing.T) {
	text := strings.Repeat("Bruno takes the trick with the blue nine and leads again ", 6)
	width := float32(300)
	var whole int
	measure := func(s string) float32 {
		if strings.Count(strings.TrimSpace(s), " ") >= 3 {
			whole++ // four words or more: a line, not a piece
		}
		return 7 * float32(utf8.RuneCountInString(s))
	}
	lines := Wrap(text, width, measure)
	// Every line measured whole, by hand: the lines Wrap must give.
	var want []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && 7*float32(utf8.RuneCountInString(line+" "+w)) > width {
			want = append(want, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	want = append(want, line)
	if !slices.Equal(lines, want) {
		t.Fatalf("lines\n%q\nwant\n%q", lines, want)
	}
	if whole > 3*len(lines) {
		t.Errorf("%d lines measured whole for %d lines: each line is measured as each word joins it", whole, len(lines))
	}
}
