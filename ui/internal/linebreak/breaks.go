package linebreak

import (
	"strings"
	"unicode"

	"github.com/go-text/typesetting/segmenter"
)

// level is how readily a line breaks at a place: a piece of text is
// broken at the lowest level that makes its pieces fit.
type level uint8

const (
	// phrases: where Unicode's rules and kinsoku allow a break, but not
	// inside a Japanese phrase (phraseStarts).
	phrases level = iota
	// opportunities: anywhere Unicode's rules and kinsoku allow (in a
	// long run of kana, after a URL's "/").
	opportunities
	// characters: between any two characters (graphemes) where kinsoku
	// allows, but not inside a Latin word that fits a line.
	characters
	// anywhere: as characters, but an opening mark may end a line.
	anywhere
	// never: inside a character, before a closing mark, inside a Latin
	// word that fits a line.
	never
)

// NoLineStart reports whether r may not start a line: closing marks,
// small kana and the long-vowel mark, and a percent sign, which belongs
// to its number ("9 / %）。"). Such a character stays with the one before.
func NoLineStart(r rune) bool { return strings.ContainsRune(noLineStart, r) }

// NoLineEnd reports whether r may not end a line: an opening bracket goes
// to the next line with what it opens.
func NoLineEnd(r rune) bool { return strings.ContainsRune(noLineEnd, r) }

const (
	noLineStart = "、。，．・：；？！ー」』）］｝】〕〉》…‥〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ％,.:;?!)]}%"
	noLineEnd   = "「『（［｛〈《([{"
)

// IsJapanese reports whether r is Japanese: kana, kanji, full-width forms
// and CJK punctuation (and "・", which Unicode gives no script).
func IsJapanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef) || r == '…' || r == '‥' || r == 'ー' || r == '・'
}

// breaksOf gives the level of a break before each rune of rs (index
// len(rs): after the last).
func breaksOf(rs []rune) []level {
	b := make([]level, len(rs)+1)
	if len(rs) == 0 {
		return b
	}
	for i := range b {
		b[i] = never
	}
	b[0], b[len(rs)] = phrases, phrases
	var seg segmenter.Segmenter
	seg.Init(rs)
	for g := seg.GraphemeIterator(); g.Next(); {
		if i := g.Grapheme().Offset; i > 0 {
			b[i] = kinsoku(rs, i, characters)
		}
	}
	starts := phraseStarts(rs)
	for l := seg.LineIterator(); l.Next(); {
		i := l.Line().Offset
		if i == 0 || b[i] > characters {
			continue
		}
		b[i] = opportunities
		if starts[i] {
			b[i] = phrases
		}
	}
	// A card and its points stay together (赤5（3点）): a bracket right
	// after a number opens only if nothing else fits.
	for i := 1; i < len(rs); i++ {
		if (rs[i] == '（' || rs[i] == '(') && unicode.IsDigit(rs[i-1]) && b[i] < anywhere {
			b[i] = anywhere
		}
	}
	return b
}

// kinsoku is the level of a break before rs[i] between two characters:
// never before a closing mark, only if it must after an opening one.
func kinsoku(rs []rune, i int, l level) level {
	if NoLineStart(rs[i]) {
		return never
	}
	j := i - 1
	for j > 0 && rs[j] == ' ' {
		j--
	}
	if NoLineEnd(rs[j]) {
		return anywhere
	}
	return l
}

// keepWords forbids breaks inside the Latin words of rs[from:to] that
// fit a line (a player's name), which a break between characters would
// otherwise cut.
func keepWords(rs []rune, b []level, from, to int, width float32, measure Measure) {
	for i := from; i < to; {
		j := i
		for j < to && inWord(rs, j) {
			j++
		}
		if j > i+1 && measure(string(rs[i:j])) <= width {
			for k := i + 1; k < j; k++ {
				b[k] = never
			}
		}
		i = j + 1
	}
}

// inWord says rs[i] is part of a Latin word: a letter or digit, an
// apostrophe between letters (Hana's), a point or comma between digits
// (12.5, 1,000).
func inWord(rs []rune, i int) bool {
	r := rs[i]
	if IsJapanese(r) {
		return false
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
		return true
	}
	between := func(is func(rune) bool) bool {
		return i > 0 && i+1 < len(rs) && is(rs[i-1]) && is(rs[i+1]) && !IsJapanese(rs[i-1]) && !IsJapanese(rs[i+1])
	}
	switch r {
	case '\'', '’':
		return between(unicode.IsLetter)
	case '.', ',':
		return between(unicode.IsDigit)
	}
	return false
}

// kind sorts characters for phraseStarts.
type kind uint8

const (
	none     kind = iota // a phrase's start: after a space or a mark
	kanji                // kanji
	katakana             // katakana and the long-vowel mark
	hiragana             // hiragana
	mark                 // other Japanese: punctuation, full-width forms
	latin                // the rest
)

func kindOf(r rune) kind {
	switch {
	case unicode.Is(unicode.Han, r):
		return kanji
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return katakana
	case unicode.Is(unicode.Hiragana, r):
		return hiragana
	case IsJapanese(r):
		return mark
	}
	return latin
}

// okurigana says the kanji at i goes on the word before it: between two
// kanji stands one kana of a verb's joining form (its i- or e-row ending),
// as in 切り札, 伏せ札, 捨て札, 遊び方 - compound words a reader would see
// broken. After a particle (赤を取る, 青が勝つ) or a word's own ending
// (取る青, 小さい赤) a new phrase starts.
func okurigana(rs []rune, i int) bool {
	if i < 2 || kindOf(rs[i-2]) != kanji {
		return false
	}
	return strings.ContainsRune(joiningKana, rs[i-1])
}

// joiningKana end a verb's joining form (連用形) inside a compound; the
// particles に, へ and で, and い (小さい), are left out.
const joiningKana = "きしちひみりぎじびけせてねめれげぜべえ"

// phraseStarts says where a phrase (bunsetsu) may start, which Unicode
// leaves to the reader: it breaks Japanese between any two characters.
// A run of kanji or of katakana (カード) is one word, and the hiragana
// after a word (its endings and particles: 小さい, 選びました, カードは,
// Brunoが) belong to it; a run of hiragana after a mark or a space is a
// phrase. A number keeps the kanji before and after it (赤8, 第2, 21点)
// and a range its other end (1〜3), and "= " the result after it:
// readers stumbled on "赤 / 8", "（2 / 点）" and "=" ending a line.
// Katakana words joined by "・" are one name (トリック・オブ・トリップ).
// Compounds stay whole: kanji and katakana side by side (上級ゲーム), a
// kanji word's one-kana ending between kanji (切り札, okurigana) and a
// number's katakana counter (3ラウンド).
func phraseStarts(rs []rune) []bool {
	starts := make([]bool, len(rs)+1)
	cur, start := none, 0
	digit := func(i int) bool { return i >= 0 && unicode.IsDigit(rs[i]) && !IsJapanese(rs[i]) }
	for i, r := range rs {
		k := kindOf(r)
		var join bool
		switch {
		case i == 0:
		case r == ' ':
			join = string(rs[start:i]) == "=" // a sum: "= 19点"
		case rs[i-1] == ' ':
			join = string(rs[start:i]) == "= "
		case k == hiragana:
			join = cur != none
		case r == '・' && cur == katakana:
			join, k = true, katakana
		case r == '・':
			k = mark // a list's mark after kanji: a line may break after it
		case k == cur && (k == kanji || k == katakana):
			join = true
		case k == kanji && cur == hiragana:
			join = okurigana(rs, i)
		case k == katakana && cur == kanji, k == kanji && cur == katakana:
			join = true // one compound word: 上級ゲーム, トリック数
		case k == katakana:
			join = digit(i - 1) // a number's counter: 3ラウンド
		case k == kanji:
			join = digit(i - 1) // a number's counter
		case digit(i):
			join = cur == kanji || rs[i-1] == '〜' && digit(i-2) // 赤8; 1〜3
		case r == '〜':
			join = digit(i - 1)
		}
		if !join {
			starts[i], start = true, i
		}
		cur = k
		if k == mark || r == ' ' && !join {
			cur = none
		}
	}
	return starts
}
