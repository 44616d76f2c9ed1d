//go:build ohhell

package main

import (
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// Oh Hell joins the games of a build made with -tags ohhell: the game
// brings everything else in its package.
func init() { games.Register(&ohhell.Descriptor) }
