//go:build race

package gudetama

// raceEnabled: the race detector slows play about tenfold, so the random
// tests play fewer games under it.
const raceEnabled = true
