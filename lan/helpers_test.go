package lan

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// fakeCfg is a host on loopback playing the fake game with short timers.
func fakeCfg(players, bots int, seed uint64) HostConfig {
	return HostConfig{
		Game:      engine.Config{Game: "fake", Players: players, Seed: seed},
		Name:      "Test table",
		Code:      "ABCD23",
		Bots:      bots,
		Grace:     150 * time.Millisecond,
		KeepAlive: 200 * time.Millisecond,
		NewGame:   newFake,
		NewBot:    newFakeBot,
	}
}

func startHost(t testing.TB, cfg HostConfig) *Host {
	t.Helper()
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatalf("NewHost: %v", err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func clientCfg(name string) ClientConfig {
	return ClientConfig{Code: "ABCD23", Name: name, KeepAlive: 200 * time.Millisecond, RetryFor: 10 * time.Second, MaxBackoff: 200 * time.Millisecond}
}

func join(t testing.TB, addr string, cfg ClientConfig) *Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := Dial(ctx, addr, cfg)
	if err != nil {
		t.Fatalf("Dial %s: %v", cfg.Name, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// autoplay plays c's seat with choose whenever it is due, until the game
// ends or the session closes; it returns the last view seen.
func autoplay(c *Client, choose func(obs engine.Observation) engine.Action) <-chan *View {
	out := make(chan *View, 1)
	go func() {
		lastSeq, lastVer := -1, -1
		var last *View
		try := func(force bool) {
			v, obs := c.Latest()
			if v == nil || obs == nil {
				return
			}
			last = v
			if v.Over || !obs.ToMove().Has(obs.Seat()) {
				return
			}
			if !force && v.NextSeq == lastSeq && v.Version == lastVer {
				return
			}
			// A submit refused while the link is down (a redial in
			// progress) is retried on the next event, not remembered.
			if c.Submit(choose(obs)) == nil {
				lastSeq, lastVer = v.NextSeq, v.Version
			}
		}
		for ev := range c.Events() {
			switch ev.Kind {
			case EventView, EventReconnected:
				try(false)
			case EventNotice:
				try(true)
			}
			if v := c.View(); v != nil && v.Over {
				last = v
				break
			}
		}
		if v := c.View(); v != nil {
			last = v
		}
		out <- last
	}()
	return out
}

func randomChooser(seed uint64) func(engine.Observation) engine.Action {
	var mu sync.Mutex
	rng := engine.NewRNG(seed)
	return func(obs engine.Observation) engine.Action {
		mu.Lock()
		defer mu.Unlock()
		legal := obs.Legal(nil)
		return legal[rng.IntN(len(legal))]
	}
}

// hostSave snapshots the host's table through its loop.
func hostSave(h *Host) *Save {
	ch := make(chan *Save, 1)
	h.post(func() {
		s := h.save()
		b, _ := json.Marshal(s)
		var cp Save
		json.Unmarshal(b, &cp)
		ch <- &cp
	})
	return <-ch
}

// replay plays a save's moves offline with newGame and returns the game.
func replay(t testing.TB, newGame func(engine.Config) (engine.Game, error), s *Save) engine.Game {
	t.Helper()
	g, err := newGame(s.Config)
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range s.Moves {
		a, err := g.DecodeMove(mv)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		if err := g.Apply(mv.Seat, a); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
	}
	return g
}

func waitDone(t testing.TB, h *Host, d time.Duration) {
	t.Helper()
	select {
	case <-h.Done():
	case <-time.After(d):
		ch := make(chan string, 1)
		h.post(func() {
			ch <- fmt.Sprintf("to move %v after %d moves; seats %+v", h.game.ToMove().Seats(), len(h.moves), h.seatInfos())
		})
		select {
		case s := <-ch:
			t.Fatalf("game did not finish within %v: %s", d, s)
		case <-time.After(time.Second):
			t.Fatalf("game did not finish within %v and the host loop is stuck", d)
		}
	}
}

func waitFor(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// recConn records every byte read from a connection.
type recConn struct {
	net.Conn
	mu       *sync.Mutex
	buf, out *[]byte
}

// Write records what the client sends into the same stream: a capture
// holds both directions.
func (r recConn) Write(p []byte) (int, error) {
	r.mu.Lock()
	*r.out = append(*r.out, p...)
	r.mu.Unlock()
	return r.Conn.Write(p)
}

func (r recConn) Read(p []byte) (int, error) {
	n, err := r.Conn.Read(p)
	r.mu.Lock()
	*r.buf = append(*r.buf, p[:n]...)
	r.mu.Unlock()
	return n, err
}

// recorder collects the byte streams of all of a client's connections:
// as they crossed the network (wire: what the client read, sent holds
// what it wrote), and as the client read them after opening each sealed
// frame (streams, in frames).
type recorder struct {
	mu      sync.Mutex
	wire    []*[]byte
	sent    []*[]byte
	streams []*[]byte
}

// watch makes cc record into r.
func (r *recorder) watch(cc *ClientConfig) {
	cc.Dial = r.dial
	cc.Tap = r.tap
}

// tap adds one opened payload, as a frame, to the latest connection's
// stream.
func (r *recorder) tap(p []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	st := r.streams[len(r.streams)-1]
	*st = binary.BigEndian.AppendUint32(*st, uint32(len(p)))
	*st = append(*st, p...)
}

func (r *recorder) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	var d net.Dialer
	c, err := d.DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	b, out := new([]byte), new([]byte)
	r.mu.Lock()
	r.wire = append(r.wire, b)
	r.sent = append(r.sent, out)
	r.streams = append(r.streams, new([]byte))
	r.mu.Unlock()
	return recConn{Conn: c, mu: &r.mu, buf: b, out: out}, nil
}

var (
	json_Marshal   = json.Marshal
	json_Unmarshal = json.Unmarshal
)

// snapshot copies the recorded streams, opened (the recorder keeps
// recording).
func (r *recorder) snapshot() []*[]byte { return r.copyOf(&r.streams) }

// wireSnapshot copies the bytes as they crossed the network, both ways.
func (r *recorder) wireSnapshot() []*[]byte {
	return append(r.copyOf(&r.wire), r.copyOf(&r.sent)...)
}

func (r *recorder) copyOf(streams *[]*[]byte) []*[]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []*[]byte
	for _, st := range *streams {
		b := append([]byte(nil), *st...)
		out = append(out, &b)
	}
	return out
}

// fakeTable listens on loopback, hands its first connection to serve (and
// closes it after), and returns its address: a table played by hand.
func fakeTable(t *testing.T, serve func(c net.Conn)) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		serve(c)
	}()
	return ln.Addr().String()
}
