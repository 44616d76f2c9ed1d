package lan

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

// TestBrowserKeepsBrowsingThroughFailedQueries: failed queries are
// reported and asked again; the table found once the network answers is
// listed, and only the context's end stops the browser.
func TestBrowserKeepsBrowsingThroughFailedQueries(t *testing.T) {
	var mu sync.Mutex
	calls := 0
	table := Found{Instance: "kitchen-4000", Name: "Kitchen", Addr: "127.0.0.1:4000", Game: "fake", Players: 4, Free: 2}
	var troubles []error
	b := &Browser{
		Interval: 5 * time.Millisecond, MaxBackoff: 20 * time.Millisecond,
		Query: func(ctx context.Context, wait time.Duration) ([]Found, error) {
			mu.Lock()
			defer mu.Unlock()
			calls++
			if calls <= 4 {
				return nil, errors.New("sendto: network is unreachable")
			}
			return []Found{table}, nil
		},
		OnTrouble: func(err error) {
			mu.Lock()
			defer mu.Unlock()
			troubles = append(troubles, err)
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := make(chan []Found, 16)
	done := make(chan struct{})
	go func() { b.Run(ctx, func(l []Found) { changes <- l }); close(done) }()
	select {
	case l := <-changes:
		if len(l) != 1 || l[0] != table {
			t.Fatalf("listed %+v", l)
		}
	case <-done:
		t.Fatal("the browser stopped at a failed query")
	case <-time.After(5 * time.Second):
		t.Fatal("the browser found nothing after the failures")
	}
	mu.Lock()
	got := append([]error(nil), troubles...)
	mu.Unlock()
	if len(got) != 5 || got[4] != nil {
		t.Fatalf("troubles told %v, want four failures then nil", got)
	}
	for _, err := range got[:4] {
		if !errors.Is(err, ErrBrowse) {
			t.Fatalf("trouble %v is not ErrBrowse", err)
		}
	}
	select {
	case <-done:
		t.Fatal("the browser stopped before its context ended")
	case <-time.After(30 * time.Millisecond):
	}
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the browser kept running after its context ended")
	}
}

// TestBrowserBacksOff: the wait doubles from Interval with each failure in
// a row, up to MaxBackoff.
func TestBrowserBacksOff(t *testing.T) {
	b := &Browser{Interval: 2 * time.Second, MaxBackoff: 30 * time.Second}
	want := []time.Duration{2, 4, 8, 16, 30, 30, 30}
	for i, w := range want {
		if got := b.backoff(i + 1); got != w*time.Second {
			t.Errorf("failure %d: wait %v, want %v", i+1, got, w*time.Second)
		}
	}
	if got := b.backoff(1000); got != 30*time.Second {
		t.Errorf("failure 1000: wait %v", got)
	}
}
