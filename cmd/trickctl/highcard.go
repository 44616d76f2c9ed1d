//go:build highcard

package main

import (
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

// High Card joins trickctl's games in a build made with -tags highcard:
// its scenarios, arenas and tables then play it, and its option "cards"
// becomes the flag --cards, with nothing else changed.
func init() { games.Register(&highcard.Descriptor) }
