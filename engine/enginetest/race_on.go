//go:build race

package enginetest

// raceEnabled: the race detector slows play about tenfold, so the suite
// plays fewer games under it.
const raceEnabled = true
