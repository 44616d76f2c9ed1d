package lan

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Names: what a player or a table is shown as (cleanName), and when two
// names look alike (sameName), so no seat can pass for another.

// maxNameRunes bounds a player's or table's name.
const maxNameRunes = 24

// cleanName makes a supplied name fit to show: invisible and control
// characters removed, NFKC-normalised (full-width "Ａｌｉｃｅ" is "Alice",
// Japanese kana and kanji stay as they are), blanks trimmed and runs of
// them made one space, at most maxNameRunes runes; def if nothing is left.
func cleanName(s, def string) string {
	out := collapseSpaces(norm.NFKC.String(visible(s)))
	if utf8.RuneCountInString(out) > maxNameRunes {
		out = strings.TrimRight(string([]rune(out)[:maxNameRunes]), " ")
	}
	if out == "" {
		return def
	}
	return out
}

// sameName reports whether a and b look alike to a reader.
func sameName(a, b string) bool { return nameSkeleton(a) == nameSkeleton(b) }

// nameSkeleton is what names are compared by, never shown: visible
// characters, NFKC, Cyrillic and Greek letters that look like Latin ones
// made Latin, case-folded, and 0 read as o and 1, i, l as one letter
// (which they are in many fonts, once case is ignored).
func nameSkeleton(s string) string {
	s = norm.NFKC.String(visible(s))
	// Homoglyphs are mapped before folding because case changes the look:
	// Greek capital Ν is an N, its small letter ν a v.
	s = strings.Map(func(r rune) rune {
		if l, ok := homoglyphs[r]; ok {
			return l
		}
		return r
	}, s)
	s = norm.NFKC.String(cases.Fold().String(s))
	s = strings.Map(func(r rune) rune {
		switch r {
		case '0':
			return 'o'
		case '1', 'i', 'ı', '|':
			return 'l'
		}
		return r
	}, s)
	return collapseSpaces(s)
}

// homoglyphs maps the Cyrillic and Greek letters that are drawn like a
// Latin letter in common fonts to that letter, keeping its case.
var homoglyphs = map[rune]rune{
	// Cyrillic capitals and small letters.
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O',
	'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X', 'У': 'Y', 'Ү': 'Y', 'Ѕ': 'S',
	'І': 'I', 'Ӏ': 'I', 'Ј': 'J', 'Ԛ': 'Q', 'Ԝ': 'W', 'Һ': 'H',
	'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'ү': 'y',
	'х': 'x', 'ѕ': 's', 'і': 'i', 'ӏ': 'l', 'ј': 'j', 'ԛ': 'q', 'ԝ': 'w',
	'һ': 'h', 'ԁ': 'd',
	// Greek capitals and small letters.
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K',
	'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
	'Ϲ': 'C', 'Ϳ': 'J',
	'α': 'a', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'υ': 'u',
	'χ': 'x', 'ϲ': 'c', 'ϳ': 'j',
	// Latin letters drawn like other Latin letters.
	'ɑ': 'a', 'ɡ': 'g', 'ǀ': 'l',
}

// visible is s without invalid UTF-8, control and format characters and
// the characters Unicode says to draw as nothing (zero-width spaces and
// joiners, soft hyphens, variation selectors, Hangul fillers...), with
// every kind of blank made a plain space.
func visible(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch {
		case r == utf8.RuneError && n <= 1:
		case invisible(r):
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.IsPrint(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// invisible reports default-ignorable code points that unicode.IsPrint
// lets through (format characters it already refuses), and the braille
// blank, which is drawn as nothing yet is neither.
func invisible(r rune) bool {
	return unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) ||
		unicode.Is(unicode.Variation_Selector, r) ||
		r == '\u2800'
}

// collapseSpaces trims s and makes each run of spaces one.
func collapseSpaces(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
