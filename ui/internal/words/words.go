// Package words says the game in the player's language, without Fyne:
// cards, why a trick was won, why a player scored, who plays a seat, why a
// move was refused, a hint, a remote table's trouble. It holds the
// interface's translations (translations/LANG.json) and loads them with
// every game's own words (Use), so its tests read what the screens say.
package words

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/app"
)

// Card names a card for a player, in their language, from what the
// game says the card is (its suit's name, a translation key, and its
// number), never from the card's name in the notation.
func Card(game, name string) string {
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

// Cards names several cards, in order.
func Cards(game string, names []string) string {
	words := make([]string, len(names))
	for i, n := range names {
		words[i] = Card(game, n)
	}
	return ListOf(words)
}

// GameTitle is a game's name in the player's language.
func GameTitle(title string) string { return lang.L(title) }

// ListOf joins names with the language's list separator.
func ListOf(names []string) string { return strings.Join(names, lang.L(", ")) }

// UpperFirst starts a sentence with a capital letter (a refusal's words
// start in lower case, to be used inside a sentence too).
func UpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// AndList joins names as a sentence lists them: "Ann, Bob and Cleo".
func AndList(names []string) string {
	if len(names) < 2 {
		return ListOf(names)
	}
	return ListOf(names[:len(names)-1]) + lang.L(" and ") + names[len(names)-1]
}

// NameInLanguage is the player's name, with the default name ("You", or
// its translation in another language) said in the current language.
func NameInLanguage(name string) string {
	if name == app.DefaultSettings.Name || name == lang.L(app.DefaultSettings.Name) {
		return lang.L(app.DefaultSettings.Name)
	}
	for _, code := range app.Languages {
		if s, ok := lang.Message(code, app.DefaultSettings.Name); ok && name == s {
			return lang.L(app.DefaultSettings.Name)
		}
	}
	return name
}

// SpacedCode splits a code in two halves so it is easy to read aloud.
func SpacedCode(code string) string {
	if len(code) < 6 {
		return code
	}
	h := len(code) / 2
	return code[:h] + " " + code[h:]
}
