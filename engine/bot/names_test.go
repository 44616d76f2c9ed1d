package bot

import (
	"strings"
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

// A computer player's name reads as a person's, never as a leftover from
// development or a role.
func TestNamesArePeoplesNames(t *testing.T) {
	for seat := 0; seat < engine.MaxPlayers; seat++ {
		switch n := Name(seat); strings.ToLower(n) {
		case "dev", "debug", "test", "bot", "player", "cpu", "ai", "todo", "tmp", "foo", "bar":
			t.Errorf("seat %d is called %q, which reads as a placeholder, not a name", seat, n)
		}
	}
}
