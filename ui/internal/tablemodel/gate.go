package tablemodel

import (
	"sync"
	"time"
)

// Gate is the wait on a finished trick: while it is open, the player's
// click or Enter takes the trick in (GoOn), or, with a time set, the
// trick goes on by itself then. The director opens and shuts it from the
// pump's goroutine while the UI goroutine reads it and goes on, hence the
// lock. Its zero value is a shut gate.
type Gate struct {
	mu sync.Mutex
	// proceed is closed to go on; nil while nothing waits.
	proceed chan struct{}
	// until is when the held trick goes on by itself (zero: it waits for
	// the player).
	until time.Time
}

// Open starts a wait, until a time or (zero) for the player, and returns
// what closes when the player goes on.
func (g *Gate) Open(until time.Time) <-chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.proceed, g.until = make(chan struct{}), until
	return g.proceed
}

// Shut ends the wait, whoever ended it.
func (g *Gate) Shut() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.proceed, g.until = nil, time.Time{}
}

// GoOn takes in the trick waited on, if one is.
func (g *Gate) GoOn() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.proceed != nil {
		close(g.proceed)
		g.proceed = nil
	}
}

// Waits reports whether a held trick waits.
func (g *Gate) Waits() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.proceed != nil
}

// GoesOnAt is when the table goes on by itself from the held trick; false
// when it waits for the player, or nothing is held.
func (g *Gate) GoesOnAt() (time.Time, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.proceed == nil || g.until.IsZero() {
		return time.Time{}, false
	}
	return g.until, true
}
