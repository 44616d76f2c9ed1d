package app

import (
	"bytes"
	"context"
	"encoding/binary"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
)

// viewCounter is a connection that counts the view frames carrying an
// observation that it reads.
type viewCounter struct {
	net.Conn
	mu    sync.Mutex
	buf   []byte
	views int
}

func (c *viewCounter) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.buf = append(c.buf, p[:n]...)
	for len(c.buf) >= 4 {
		size := int(binary.BigEndian.Uint32(c.buf))
		if len(c.buf) < 4+size {
			break
		}
		frame := c.buf[4 : 4+size]
		if bytes.HasPrefix(frame, []byte(`{"t":"view"`)) && bytes.Contains(frame, []byte(`"obs":`)) {
			c.views++
		}
		c.buf = c.buf[4+size:]
	}
	return n, err
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
	var conns []*viewCounter
	before := fakeDecodes.Load()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Ann", KeepAlive: 200 * time.Millisecond,
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			nc, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if err != nil {
				return nil, err
			}
			vc := &viewCounter{Conn: nc}
			conns = append(conns, vc)
			return vc, nil
		}})
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
