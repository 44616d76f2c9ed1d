package ui

import (
	"io/fs"

	"github.com/trickparty/trickparty/app"
)

// rulesText is a game's rules page in the given language ("en" or "ja"),
// from the game's own pages (Descriptor.Rules), falling back to English for
// a language without its own text.
func rulesText(game, language string) string {
	d, ok := app.LookupGame(game)
	if !ok || d.Rules == nil {
		return ""
	}
	if b, err := fs.ReadFile(d.Rules, "rules."+language+".md"); err == nil {
		return string(b)
	}
	b, _ := fs.ReadFile(d.Rules, "rules.en.md")
	return string(b)
}
