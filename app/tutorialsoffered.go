package app

import (
	"slices"
	"strings"

	"github.com/trickparty/trickparty/engine/games"
)

// tutorialsKey keeps the games whose guided game was offered (or taken),
// so choosing such a game to play goes straight to the table.
const tutorialsKey = "tutorials_offered"

// TutorialOffered reports whether game's guided game was offered already.
func TutorialOffered(p Prefs, game string) bool {
	return slices.Contains(strings.Split(p.String(tutorialsKey), ","), game)
}

// MarkTutorialOffered remembers that game's guided game was offered. Ids
// of games this program does not have are dropped.
func MarkTutorialOffered(p Prefs, game string) {
	var keep []string
	for _, g := range append(strings.Split(p.String(tutorialsKey), ","), game) {
		if _, ok := games.Lookup(g); ok && !slices.Contains(keep, g) {
			keep = append(keep, g)
		}
	}
	p.SetString(tutorialsKey, strings.Join(keep, ","))
}
