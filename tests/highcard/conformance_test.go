package highcard_test

import (
	"testing"

	"github.com/trickparty/trickparty/engine/enginetest"
	"github.com/trickparty/trickparty/engine/games"
)

// TestConformance: the fourth game passes the suite every game passes.
func TestConformance(t *testing.T) {
	d, ok := games.Lookup(id)
	if !ok {
		t.Fatal("highcard is not registered")
	}
	enginetest.Run(t, d)
}
