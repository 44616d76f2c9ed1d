package assets

import "sync"

// cache keeps generated SVG bytes: drawing is deterministic, so each
// picture is built once and then shared. Callers must not modify the
// returned slices.
var cache struct {
	mu sync.Mutex
	m  map[string][]byte
}

func cached(key string, build func() []byte) []byte {
	cache.mu.Lock()
	b, ok := cache.m[key]
	cache.mu.Unlock()
	if ok {
		return b
	}
	b = build() // outside the lock: building may take a millisecond
	cache.mu.Lock()
	defer cache.mu.Unlock()
	if old, ok := cache.m[key]; ok {
		return old // another goroutine won the race; keep one copy
	}
	if cache.m == nil {
		cache.m = make(map[string][]byte)
	}
	cache.m[key] = b
	return b
}
