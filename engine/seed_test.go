package engine

import (
	"testing"
	"time"
)

// TestRandomSeedIsNotTheClock: seeds drawn one after another differ, are
// never 0, and are not the clock's nanoseconds at the time they were drawn
// (which a clock seed would be).
func TestRandomSeedIsNotTheClock(t *testing.T) {
	seen := map[uint64]bool{}
	for i := 0; i < 1000; i++ {
		before := uint64(time.Now().UnixNano())
		s := RandomSeed()
		after := uint64(time.Now().UnixNano())
		if s >= before && s <= after {
			t.Fatalf("seed %d was drawn between %d and %d ns: it is the clock", s, before, after)
		}
		if s == 0 || seen[s] {
			t.Fatalf("seed %d drawn again or 0, after %d draws", s, i)
		}
		seen[s] = true
	}
}
