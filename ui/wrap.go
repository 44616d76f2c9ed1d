package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// wrapText breaks text into lines no wider than width at size and style:
// Japanese by wrapJapanese; other text at spaces, and inside a word too
// long for a line between characters, never putting a closing
// mark (、。）」 and the like) at the start of a line: the character
// before it goes down with it; nor is the last line one word or character
// alone where the line before can spare one. A line holding a single
// character wider than width is still a line.
func wrapText(text string, size float32, style fyne.TextStyle, width float32) []string {
	if text == "" {
		return nil
	}
	measure := func(s string) float32 { return fyne.MeasureText(s, size, style).Width }
	fits := func(s string) bool { return measure(s) <= width }
	if fits(text) {
		return []string{text}
	}
	if strings.ContainsFunc(text, isWide) {
		// Japanese breaks by its own rules, between words where it can
		// (kinsoku.go), not at any character.
		return wrapJapanese(strings.Join(strings.Fields(text), " "), width, measure)
	}
	var lines []string
	cur := ""
	for _, word := range strings.Fields(text) {
		next := word
		if cur != "" {
			next = cur + " " + word
		}
		if fits(next) {
			cur = next
			continue
		}
		if cur != "" && fits(word) {
			lines = append(lines, cur)
			cur = word
			continue
		}
		// The word is too long for a line of its own: it goes on after
		// what the line holds, broken between characters.
		if cur != "" {
			cur += " "
		}
		for _, r := range word {
			if fits(cur+string(r)) || strings.TrimSpace(cur) == "" {
				cur += string(r)
				continue
			}
			next := string(r)
			if closesText(r) {
				// A closing mark takes the character before it (and the
				// closing marks between) down to the next line.
				rs := []rune(cur)
				k := len(rs) - 1
				for k > 0 && closesText(rs[k]) {
					k--
				}
				if k == 0 || rs[k] == ' ' {
					cur += next // nothing to take along: it hangs
					continue
				}
				cur, next = string(rs[:k]), string(rs[k:])+next
			}
			lines = append(lines, strings.TrimRight(cur, " "))
			cur = next
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	// No lone last word or character ("Brunoは6枚を2組に分けまし" over "た").
	return avoidWidow(lines, width, measure)
}

// wrapped is label, wrapping at spaces: every label whose text is a
// sentence or more.
func wrapped(label *widget.Label) *widget.Label {
	label.Wrapping = fyne.TextWrapWord
	return label
}

// closesText reports whether r closes a phrase and so never starts a line
// (it stays at the end of the line before, a little over its width).
func closesText(r rune) bool { return strings.ContainsRune(noLineStart, r) }
