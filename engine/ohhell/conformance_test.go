package ohhell_test

import (
	"testing"

	"github.com/trickparty/trickparty/engine/enginetest"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/ohhell"
)

// Oh Hell joins the registry for this package's tests, as a program that
// plays it does (cmd/trickparty/ohhell.go): the registry's checks, the
// bots and the scenario runner then take it like any other game.
func init() { games.Register(&ohhell.Descriptor) }

// TestConformance: what the rest of Trick Party relies on a game to do
// (enginetest.Run), on every table size and option extreme.
func TestConformance(t *testing.T) {
	enginetest.Run(t, &ohhell.Descriptor)
}
