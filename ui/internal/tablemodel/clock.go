package tablemodel

import (
	"sync"
	"time"
)

// ManualClock is a Clock whose time moves only when told (Advance): the
// director's pacing tested without waiting for it.
type ManualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []manualTimer
	// armed is signalled whenever a timer is set (BlockUntil).
	armed *sync.Cond
}

type manualTimer struct {
	at time.Time
	c  chan time.Time
}

// NewManualClock is a clock stopped at now.
func NewManualClock(now time.Time) *ManualClock {
	c := &ManualClock{now: now}
	c.armed = sync.NewCond(&c.mu)
	return c
}

// Now implements Clock.
func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// After implements Clock: the channel gets the time once Advance has
// moved the clock d on.
func (c *ManualClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d <= 0 {
		ch <- c.now
		return ch
	}
	c.timers = append(c.timers, manualTimer{at: c.now.Add(d), c: ch})
	c.armed.Broadcast()
	return ch
}

// Advance moves the clock d on and fires every timer then due.
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	kept := c.timers[:0]
	for _, t := range c.timers {
		if t.at.After(c.now) {
			kept = append(kept, t)
			continue
		}
		t.c <- c.now
	}
	c.timers = kept
}

// BlockUntil waits until at least n timers are set and not yet fired: a
// test moves the clock on only once the director waits on it.
func (c *ManualClock) BlockUntil(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.timers) < n {
		c.armed.Wait()
	}
}
