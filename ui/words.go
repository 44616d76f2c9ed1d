package ui

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/app"
)

// cardWords names a card for a player, in their language, from what the
// game says the card is (its suit's name, a translation key, and its
// number), never from the card's name in the notation.
func cardWords(game, name string) string {
	info, ok := app.LookupGame(game)
	if !ok {
		return name
	}
	face, ok := info.Card(name)
	if !ok {
		return name
	}
	// A card that shows a letter for its rank is read by it: "hearts Q".
	rank := strconv.Itoa(face.Rank)
	if face.RankName != "" {
		rank = face.RankName
	}
	if face.SuitName == "" {
		return rank
	}
	return lang.L("{{.S}} {{.R}}", map[string]any{"S": lang.L(face.SuitName), "R": rank})
}

// cardsWords names several cards, in order.
func cardsWords(game string, names []string) string {
	words := make([]string, len(names))
	for i, n := range names {
		words[i] = cardWords(game, n)
	}
	return listOf(words)
}

// listOf joins names with the language's list separator.
func listOf(names []string) string { return strings.Join(names, lang.L(", ")) }

// andList joins names as a sentence lists them: "Ann, Bob and Cleo".
// upperFirst starts a sentence with a capital letter (a refusal's words
// start in lower case, to be used inside a sentence too).
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func andList(names []string) string {
	if len(names) < 2 {
		return listOf(names)
	}
	return listOf(names[:len(names)-1]) + lang.L(" and ") + names[len(names)-1]
}
