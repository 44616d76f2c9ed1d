package games

import (
	"testing"

	"github.com/trickparty/trickparty/engine/enginetest"
)

// TestConformance runs the conformance suite over every registered game:
// what the rest of Trick Party relies on a game to do (enginetest.Run).
func TestConformance(t *testing.T) {
	for _, d := range All() {
		t.Run(d.ID, func(t *testing.T) { enginetest.Run(t, d) })
	}
}
