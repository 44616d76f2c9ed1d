package app

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
)

// viewCounter counts the view frames carrying an observation that a
// client reads (lan.ClientConfig.Tap).
type viewCounter struct {
	mu    sync.Mutex
	views int
}

func (c *viewCounter) tap(frame []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if bytes.HasPrefix(frame, []byte(`{"t":"view"`)) && bytes.Contains(frame, []byte(`"obs":`)) {
		c.views++
	}
}

func (c *viewCounter) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.views
}

// TestRemoteDecodesEachObservationOnce: the client reads each view's
// observation once, and the session takes it from the client rather than
// reading the view again (counted by the fake game's NewObservation).
func TestRemoteDecodesEachObservationOnce(t *testing.T) {
	h := lanHost(t, engine.Config{Game: "fake", Players: 2, Seed: 3}, 1)
	vc := &viewCounter{}
	conns := []*viewCounter{vc}
	before := fakeDecodes.Load()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Ann", KeepAlive: 200 * time.Millisecond, Tap: vc.tap})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRemote(c, RemoteOptions{})
	waitStarted(t, r)
	_, events := r.Subscribe()
	evs := playRemote(t, r, events)
	r.Close()
	if evs[len(evs)-1].Kind != GameOver {
		t.Fatalf("the game did not end: %d events", len(evs))
	}
	views := 0
	for _, vc := range conns {
		views += vc.count()
	}
	decodes := int(fakeDecodes.Load() - before)
	t.Logf("%d views with an observation, %d observations decoded", views, decodes)
	if views < count(evs, ActionApplied) || decodes != views {
		t.Fatalf("%d views with an observation, %d observations decoded: want one decode per view", views, decodes)
	}
}
