// Package highcard_test plays High Card (engine/highcard), the fourth game,
// through app.Table and a LAN host, registered as a program registers it
// (cmd/trickparty/highcard.go, cmd/trickctl/highcard.go), and holds the
// checks that a game is one package: docs/ARCHITECTURE.md's "Adding a
// game" list against its descriptor, and no other file naming it.
package highcard_test

import (
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

const (
	id   = highcard.Name
	hand = highcard.DefaultHand
)

func init() { games.Register(&highcard.Descriptor) }
