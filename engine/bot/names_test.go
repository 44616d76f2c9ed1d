package bot

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestNamesDifferAtEveryTable(t *testing.T) {
	if Name(1) != "Aiko" || Name(2) != "Bruno" {
		t.Errorf("seats 1 and 2 are %q and %q, want Aiko and Bruno", Name(1), Name(2))
	}
	seen := map[string]int{}
	for seat := 0; seat < engine.MaxPlayers; seat++ {
		n := Name(seat)
		if n == "" {
			t.Errorf("seat %d has no name", seat)
		}
		if other, ok := seen[n]; ok {
			t.Errorf("seats %d and %d are both %q", other, seat, n)
		}
		seen[n] = seat
	}
	if Name(-1) == "" || Name(100) == "" {
		t.Error("a seat out of range has no name")
	}
}
