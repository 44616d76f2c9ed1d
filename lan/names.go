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

// nameSkeleton is what names are compared by, never shown: the visible
// characters, NFKC-normalised, then UTS #39's skeleton (confusables.go)
// and case folding, each applied to the other's result until neither
// changes anything, and i read as l; runs of spaces count as one.
//
// The skeleton comes first because case changes the look: Greek capital Ν
// is an N, its small letter ν a v, and Cyrillic В a B, its small letter в
// a small capital. Folding after it makes "ALICE" and "alice" one name
// and the German ß, which the skeleton keeps (β looks like it), "ss"; the
// skeleton after folding maps what folding made (Cherokee small letters
// fold to their capitals, which look like Latin ones). The skeleton makes
// I, 1 and | an l already; once case is ignored, i is drawn like l in many
// fonts too.
func nameSkeleton(s string) string {
	s = norm.NFKC.String(visible(s))
	// No character changes after its third round (Greek Ϛ takes three);
	// the bound keeps a name from costing more should a table ever make
	// the rounds cycle.
	for range 8 {
		t := foldCase(skeleton(s))
		if t == s {
			break
		}
		s = t
	}
	s = strings.Map(func(r rune) rune {
		if r == 'i' {
			return 'l'
		}
		return r
	}, s)
	return collapseSpaces(s)
}

// foldCase is Unicode's full case folding. golang.org/x/text's folds each
// Cherokee letter to the other case, capital to small and small to
// capital, so a second fold undoes the first; Unicode folds them to the
// capitals, which ToUpper gives.
func foldCase(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cherokee, r) {
			return unicode.ToUpper(r)
		}
		return r
	}, cases.Fold().String(s))
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
		case r == '\x1b' || r == '\u009b' || r == '\u009d':
			// A terminal control sequence goes whole: dropping only its
			// escape would leave "[31m" or "]0;title" in the name.
			s = skipEscape(r, s)
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

// skipEscape returns s without the rest of the control sequence that
// intro (ESC, or the C1 CSI or OSC) began, as ECMA-48 delimits it: a CSI
// ("ESC [") runs to its final byte in @..~, an OSC ("ESC ]") to BEL or
// ST ("ESC \\"). Any other escape loses only its ESC: those are the
// sequences that colour, move or retitle a terminal.
func skipEscape(intro rune, s string) string {
	kind := intro
	if intro == '\x1b' {
		switch {
		case strings.HasPrefix(s, "["):
			kind = '\u009b'
		case strings.HasPrefix(s, "]"):
			kind = '\u009d'
		default:
			return s
		}
		s = s[1:]
	}
	for i, r := range s {
		switch {
		case kind == '\u009b' && r >= 0x40 && r <= 0x7e:
			return s[i+1:]
		case kind == '\u009b' && (r < 0x20 || r > 0x3f):
			// Not a parameter or intermediate byte: the sequence was cut
			// short, and what follows is text.
			return s[i:]
		case kind == '\u009d' && (r == '\a' || r == '\u009c'):
			return s[i+utf8.RuneLen(r):]
		case kind == '\u009d' && r == '\x1b' && strings.HasPrefix(s[i:], "\x1b\\"):
			return s[i+2:]
		}
	}
	return ""
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
