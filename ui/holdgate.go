package ui

import (
	"sync"
	"time"
)

// holdGate is the pump's wait on a finished trick: while it is open, a
// click on the felt or Enter takes the trick in (go), or, with a time
// set, the trick goes on by itself then. The pump opens and shuts it from
// its own goroutine while the UI goroutine reads and closes it, hence the
// lock.
type holdGate struct {
	mu sync.Mutex
	// proceed is closed to go on; nil while nothing waits.
	proceed chan struct{}
	// until is when the held trick goes on by itself (zero: it waits for
	// the player).
	until time.Time
}

// open starts a wait, until a time or (zero) for the player, and returns
// what closes when the player goes on.
func (g *holdGate) open(until time.Time) <-chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.proceed, g.until = make(chan struct{}), until
	return g.proceed
}

// shut ends the wait, whoever ended it.
func (g *holdGate) shut() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.proceed, g.until = nil, time.Time{}
}

// goOn takes in the trick waited on, if one is.
func (g *holdGate) goOn() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.proceed != nil {
		close(g.proceed)
		g.proceed = nil
	}
}

// waits reports whether a held trick waits.
func (g *holdGate) waits() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.proceed != nil
}

// goesOnAt is when the table goes on by itself from the held trick; false
// when it waits for the player, or nothing is held.
func (g *holdGate) goesOnAt() (time.Time, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.proceed == nil || g.until.IsZero() {
		return time.Time{}, false
	}
	return g.until, true
}
