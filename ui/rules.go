package ui

import (
	"embed"
)

// rulesFS holds each game's rules as Trick Party plays them, one Markdown
// file per game and language (rules/GAME.LANG.md), written for this program
// from our rules reference (not a publisher's text).
//
//go:embed rules/*.md
var rulesFS embed.FS

// rulesText is a game's rules in the given language ("en" or "ja"),
// falling back to English for a language without its own text.
func rulesText(game, language string) string {
	if b, err := rulesFS.ReadFile("rules/" + game + "." + language + ".md"); err == nil {
		return string(b)
	}
	b, _ := rulesFS.ReadFile("rules/" + game + ".en.md")
	return string(b)
}
