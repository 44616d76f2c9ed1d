//go:build highcard

package main

import (
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

// High Card joins the games of a build made with -tags highcard: this line
// is all a program needs to play a game that is one package.
func init() { games.Register(&highcard.Descriptor) }
