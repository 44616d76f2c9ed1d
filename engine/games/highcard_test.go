package games

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/highcard"
)

// High Card, the game a program adds with one line, runs every registry
// test here beside the built-in games.
func init() { Register(&highcard.Descriptor) }

// shipped is true for the games every build of Trick Party plays (those
// this package registers itself), false for High Card.
func shipped(d *engine.Descriptor) bool { return d != &highcard.Descriptor }
