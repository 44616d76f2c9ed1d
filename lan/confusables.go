package lan

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

//go:generate go run ./internal/confusegen -dir unicode -out confusables_table.go

// skeleton is the skeleton of s as UTS #39 (Unicode Security Mechanisms,
// section 4) defines it: s in NFD, without its Default_Ignorable_Code_Point
// characters, each character replaced by its prototype from confusables.txt
// (confusables_table.go), and in NFD again. Strings with one skeleton are
// confusable; a skeleton is for comparing, never for showing.
//
// The normalisation is golang.org/x/text's, of an older Unicode version
// than the table's: a character newer than it has no decomposition here,
// so it is looked up as it is, which only misses confusables that nobody's
// fonts draw yet.
func skeleton(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch p, ok := prototype(r); {
		case unicode.Is(defaultIgnorable, r):
		case ok:
			b.WriteString(p)
		default:
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}

// prototype is what confusables.txt maps r to, if it maps r.
func prototype(r rune) (string, bool) {
	i, ok := slices.BinarySearch(confusableFrom[:], r)
	if !ok {
		return "", false
	}
	at := confusableAt[i]
	return confusableTargets[at>>8 : at>>8+at&0xff], true
}
