package lan

import (
	"strings"
	"testing"
)

// TestDuplicateNamesGetDistinct: a guest who picks a name another seat
// already has (in any case) is given "name 2", "name 3"..., also when the
// name is at its longest.
func TestDuplicateNamesGetDistinct(t *testing.T) {
	h := startHost(t, fakeCfg(6, 1, 1))
	addr := h.Addr().String()
	long := strings.Repeat("x", maxNameRunes)
	for _, name := range []string{"Alice", "alice", "Alice", long, long} {
		join(t, addr, clientCfg(name))
	}
	want := []string{"Alice", "alice 2", "Alice 3", long, strings.Repeat("x", maxNameRunes-2) + " 2", "Emi"}
	seats := h.Seats()
	for i, w := range want {
		if seats[i].Name != w {
			t.Errorf("seat %d is %q, want %q", i, seats[i].Name, w)
		}
	}
}
