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
//
// The table-wide bound alone would let strangers lock friends out: wrong
// codes from a dozen addresses at one a second keep the table's slots
// spent, and every friend arriving from an address of their own would be
// refused. So an address that is new to the table's guessing (no attempt
// of its own in the window, and no newcomer slot taken in the last
// newcomerWindows windows) may still have one code judged when the table's
// slots are spent, from a second, smaller pool of newcomer slots. A friend
// with the right code gets in, and gives the slot back; a stranger who
// takes one has used up, for an hour, what their address could add to the
// table's guesses. Per hour, with N addresses and the defaults (5 codes
// per address and 60 for the table a minute, 15 newcomer slots):
//
//   - judged codes: at most min(300N, 3600 + min(N, 900)), where without
//     newcomer slots it was min(300N, 3600); the 900 is 60 windows of 15
//     slots, and each address can take only one of them an hour;
//   - to keep friends out, strangers must keep both pools spent: that
//     takes 15 addresses a minute that have not taken a newcomer slot in
//     the hour, so 900 distinct addresses an hour (more than a /24 network
//     holds), where without newcomer slots 12 addresses at 5 codes a
//     minute each did.
//
// Nothing keyed on addresses holds against an attacker who can use as many
// addresses as they like (IPv6 on the same link): the table's guesses stay
// bounded, but friends can be kept out.
type guessLimit struct {
	mu     sync.Mutex
	now    func() time.Time
	window time.Duration
	perKey int // HostConfig.MaxBadCodes
	total  int // HostConfig.MaxCodeGuesses
	// newcomers is the newcomer slots per window, a quarter of total: few
	// enough that a crowd of fresh addresses adds little to the table's
	// guesses, and enough that no /24 network holds the addresses it takes
	// to keep them spent for an hour.
	newcomers int
	// byKey, all and fresh hold the times of attempts in the window that
	// were wrong or are still being judged (fresh: those that took a
	// newcomer slot); a right code gives its slot back.
	byKey map[string][]time.Time
	all   []time.Time
	fresh []time.Time
	// tookFresh is when each key last took a newcomer slot that it kept,
	// within newcomerWindows windows; tookOrder lists the same in time
	// order so old ones are forgotten without scanning the map.
	tookFresh map[string]time.Time
	tookOrder []keyTime
	// judged counts the codes compared so far (tests and measurements).
	judged int
}

// newcomerWindows is how many windows an address that took a newcomer
// slot waits before it may take another: an hour with the default window.
// An attacker must bring a new address for every newcomer slot they spend
// in that time; a friend who mistyped in one waits for the table's own
// slots instead, which only matters while strangers keep those spent.
const newcomerWindows = 60

type keyTime struct {
	key string
	at  time.Time
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
		now:       time.Now,
		window:    cfg.BadCodeWindow,
		perKey:    cfg.MaxBadCodes,
		total:     cfg.MaxCodeGuesses,
		newcomers: max(1, cfg.MaxCodeGuesses/4),
		byKey:     map[string][]time.Time{},
		tookFresh: map[string]time.Time{},
	}
}

// judge takes an attempt slot for key (and one of the table's, when
// tableWide: a slot of the shared pool, or else a newcomer slot if key is
// new to the table's guessing) and then asks right whether the code was
// right; without a free slot it returns codeLockedOut and right is never
// called.
func (l *guessLimit) judge(key string, tableWide bool, right func() bool) verdict {
	l.mu.Lock()
	now := l.now()
	l.sweep(now)
	keyed := l.recent(l.byKey[key], now)
	l.all = l.recent(l.all, now)
	l.fresh = l.recent(l.fresh, now)
	l.forgetNewcomers(now)
	var pool *[]time.Time // the table-wide slots the attempt takes, if any
	switch {
	case len(keyed) >= l.perKey:
		l.store(key, keyed)
		l.mu.Unlock()
		return codeLockedOut
	case !tableWide:
	case len(l.all) < l.total:
		pool = &l.all
	case len(keyed) == 0 && len(l.fresh) < l.newcomers && !l.tookNewcomer(key):
		pool = &l.fresh
		l.tookFresh[key] = now
		l.tookOrder = append(l.tookOrder, keyTime{key, now})
	default:
		l.store(key, keyed)
		l.mu.Unlock()
		return codeLockedOut
	}
	l.store(key, append(keyed, now))
	if pool != nil {
		*pool = append(*pool, now)
	}
	l.judged++
	l.mu.Unlock()

	if right() {
		l.mu.Lock()
		l.store(key, remove(l.byKey[key], now))
		if pool != nil {
			*pool = remove(*pool, now)
		}
		if pool == &l.fresh {
			delete(l.tookFresh, key)
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

// tookNewcomer reports whether key kept a newcomer slot within
// newcomerWindows windows.
func (l *guessLimit) tookNewcomer(key string) bool {
	_, ok := l.tookFresh[key]
	return ok
}

// forgetNewcomers drops the newcomer slots taken newcomerWindows windows
// ago or more. Both records then hold at most newcomerWindows*newcomers
// keys: a key is added only with a newcomer slot.
func (l *guessLimit) forgetNewcomers(now time.Time) {
	i := 0
	for ; i < len(l.tookOrder) && now.Sub(l.tookOrder[i].at) >= newcomerWindows*l.window; i++ {
		kt := l.tookOrder[i]
		// A later slot of the same key (after a right code gave an earlier
		// one back) is still remembered.
		if at, ok := l.tookFresh[kt.key]; ok && at.Equal(kt.at) {
			delete(l.tookFresh, kt.key)
		}
	}
	l.tookOrder = l.tookOrder[i:]
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
// an attempt in the window, and those are bounded by the table's two pools
// (plus the few seats of token holders).
func (l *guessLimit) sweep(now time.Time) {
	if len(l.byKey) <= l.total+l.newcomers+16 {
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
