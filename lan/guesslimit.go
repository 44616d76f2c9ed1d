package lan

import (
	"sync"
	"time"
)

// guessLimit bounds how many join codes the host judges, per key (a remote
// address, or the seat a reconnect token names) and for the whole table.
// Every answer to a judged code tells its sender whether the code was
// right, so the bound is on judgements, not on wrong answers: an attempt
// takes a slot before its code is compared, and one without a free slot
// is refused unjudged, with the same answer whatever code it carried.
type guessLimit struct {
	mu     sync.Mutex
	now    func() time.Time
	window time.Duration
	perKey int // HostConfig.MaxBadCodes
	total  int // HostConfig.MaxCodeGuesses
	// byKey and all hold the times of attempts in the window that were
	// wrong or are still being judged; a right code gives its slot back.
	byKey map[string][]time.Time
	all   []time.Time
	// judged counts the codes compared so far (tests and measurements).
	judged int
}

// verdict is the outcome of one attempt.
type verdict int

const (
	codeRight verdict = iota
	codeWrong
	// codeWrongLast: wrong, and the key has no attempt left this window.
	codeWrongLast
	// codeLockedOut: not judged, because the key or the table has no
	// attempt left this window.
	codeLockedOut
)

func newGuessLimit(cfg *HostConfig) *guessLimit {
	return &guessLimit{
		now:    time.Now,
		window: cfg.BadCodeWindow,
		perKey: cfg.MaxBadCodes,
		total:  cfg.MaxCodeGuesses,
		byKey:  map[string][]time.Time{},
	}
}

// judge takes an attempt slot for key (and one of the table's, when
// tableWide) and then asks right whether the code was right; without a
// free slot it returns codeLockedOut and right is never called.
func (l *guessLimit) judge(key string, tableWide bool, right func() bool) verdict {
	l.mu.Lock()
	now := l.now()
	l.sweep(now)
	keyed := l.recent(l.byKey[key], now)
	l.all = l.recent(l.all, now)
	if len(keyed) >= l.perKey || (tableWide && len(l.all) >= l.total) {
		l.store(key, keyed)
		l.mu.Unlock()
		return codeLockedOut
	}
	l.store(key, append(keyed, now))
	if tableWide {
		l.all = append(l.all, now)
	}
	l.judged++
	l.mu.Unlock()

	if right() {
		l.mu.Lock()
		l.store(key, remove(l.byKey[key], now))
		if tableWide {
			l.all = remove(l.all, now)
		}
		l.mu.Unlock()
		return codeRight
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.byKey[key]) >= l.perKey {
		return codeWrongLast
	}
	return codeWrong
}

// judgedCount is how many codes were compared.
func (l *guessLimit) judgedCount() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.judged
}

// recent is ts without the times older than the window; ts is in time
// order, as every time is appended under l.mu.
func (l *guessLimit) recent(ts []time.Time, now time.Time) []time.Time {
	i := 0
	for i < len(ts) && now.Sub(ts[i]) >= l.window {
		i++
	}
	return ts[i:]
}

func (l *guessLimit) store(key string, ts []time.Time) {
	if len(ts) == 0 {
		delete(l.byKey, key)
	} else {
		l.byKey[key] = ts
	}
}

// sweep forgets keys whose attempts have all expired, so addresses that
// never come back cannot grow the map without bound: every other key holds
// an attempt in the window, and those are bounded by the table's total
// (plus the few seats of token holders).
func (l *guessLimit) sweep(now time.Time) {
	if len(l.byKey) <= l.total+16 {
		return
	}
	for k, ts := range l.byKey {
		l.store(k, l.recent(ts, now))
	}
}

// remove drops one occurrence of t from ts (the latest, as a slot is
// given back soon after it was taken).
func remove(ts []time.Time, t time.Time) []time.Time {
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].Equal(t) {
			return append(ts[:i:i], ts[i+1:]...)
		}
	}
	return ts
}
