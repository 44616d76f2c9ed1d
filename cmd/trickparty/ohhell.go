//go:build ohhell

package main

import (
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// Oh Hell joins the games of a build made with -tags ohhell: a game with a
// decision of its own (the bid) is still one package and this one line.
func init() { games.Register(&ohhell.Descriptor) }
