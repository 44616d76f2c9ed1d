package lan

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"sort"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// cpuTime is the process's user and system CPU time so far.
func cpuTime() (user, sys time.Duration) {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano()), time.Duration(ru.Stime.Nano())
}

func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[min(len(d)-1, int(float64(len(d))*p))]
}

// BenchmarkMoveToAllClients measures, on loopback, the time from a
// player's Submit until all 5 seats of a Gummi table hold the view that
// includes the move (reported as p50/p99 metrics).
func BenchmarkMoveToAllClients(b *testing.B) {
	var lat []time.Duration
	moves := 0
	var cpuU, cpuS time.Duration
	for moves < b.N {
		cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 5, Seed: uint64(moves + 1)}, Code: "ABCD23"}
		h, err := NewHost(cfg)
		if err != nil {
			b.Fatal(err)
		}
		arrivals := make(chan int, 1024)
		var cs []*Client
		for i := 0; i < 5; i++ {
			c := join(b, h.Addr().String(), clientCfg("p"))
			cs = append(cs, c)
			go func() {
				for ev := range c.Events() {
					if ev.Kind == EventView {
						arrivals <- ev.View.Version
					}
				}
			}()
		}
		waitFor(b, 5*time.Second, "start", func() bool {
			for _, c := range cs {
				if c.Observation() == nil {
					return false
				}
			}
			return true
		})
		for len(arrivals) > 0 {
			<-arrivals
		}
		rng := engine.NewRNG(uint64(moves))
		u0, s0 := cpuTime()
		for version := 0; moves < b.N; version++ {
			var mover *Client
			for _, c := range cs {
				if o := c.Observation(); o != nil && o.ToMove().Has(c.Seat()) && c.View().Version == version {
					mover = c
				}
			}
			if mover == nil {
				break // game over
			}
			legal := mover.Observation().Legal(nil)
			start := time.Now()
			mover.Submit(legal[rng.IntN(len(legal))])
			got := 0
			for got < 5 {
				if v := <-arrivals; v == version+1 {
					got++
				}
			}
			lat = append(lat, time.Since(start))
			moves++
		}
		u1, s1 := cpuTime()
		cpuU, cpuS = cpuU+u1-u0, cpuS+s1-s0
		for _, c := range cs {
			c.Close()
		}
		h.Close()
	}
	b.ReportMetric(float64(percentile(lat, 0.5).Microseconds()), "p50-µs")
	b.ReportMetric(float64(percentile(lat, 0.99).Microseconds()), "p99-µs")
	b.ReportMetric(float64(cpuU.Microseconds())/float64(moves), "user-µs/move")
	b.ReportMetric(float64(cpuS.Microseconds())/float64(moves), "sys-µs/move")
}

// rawSeat joins addr by hand and returns the sealed connection after the
// welcome, buffered: frames read from it are opened ones.
func rawSeat(tb testing.TB, addr string) (net.Conn, *bufio.Reader) {
	tb.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		tb.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	p, err := challengeOn(c, "")
	if err != nil {
		tb.Fatal(err)
	}
	p.sendCodeAs("ABCD23", "raw", "")
	if m, err := p.answerMsg(); err != nil || m.T != tWelcome {
		tb.Fatalf("want a welcome: %+v %v", m, err)
	}
	c.SetDeadline(time.Time{})
	return p.sealed, bufio.NewReader(p.sealed)
}

// frameVersion finds a view frame's version without decoding it (the
// host-only benchmark must not measure a client's JSON decoding).
func frameVersion(b []byte) int {
	const key = `,"version":`
	i := bytes.Index(b, []byte(key))
	if i < 0 || !bytes.HasPrefix(b, []byte(`{"t":"view"`)) {
		return -1
	}
	v := 0
	for _, c := range b[i+len(key):] {
		if c < '0' || c > '9' {
			break
		}
		v = v*10 + int(c-'0')
	}
	return v
}

// rawPlayer plays a seat over a raw connection for the load run: it reads
// every frame, answers pings, and decodes (strictly, like Client) only a
// view that puts it to move at a new version, then acts at once (like the
// load run's Client players, which act as soon as a view arrives).
// report gets the time from an act to the next frame of a later version.
func rawPlayer(c net.Conn, br *bufio.Reader, seed uint64, stop <-chan struct{}, report func(time.Duration)) {
	go func() { <-stop; c.Close() }()
	rng := engine.NewRNG(seed)
	buf := make([]byte, 0, 4096)
	lastVer := -1
	var sent time.Time
	var seat = -1
	for {
		f, err := ReadFrame(br, buf)
		if err != nil {
			return
		}
		if bytes.Equal(f, pingFrame[4:]) {
			c.Write(pongFrame)
			continue
		}
		ver := frameVersion(f)
		if ver < 0 {
			continue
		}
		if !sent.IsZero() && ver > lastVer {
			report(time.Since(sent))
			sent = time.Time{}
		}
		if ver == lastVer {
			continue
		}
		if seat >= 0 {
			// Cheap test first: skip views whose to_move lacks this seat.
			i := bytes.Index(f, []byte(`"to_move":[`))
			if i < 0 || !bytes.Contains(f[i:i+bytes.IndexByte(f[i:], ']')], []byte(strconv.Itoa(seat))) {
				continue
			}
		}
		m, err := decodeMsg(f)
		if err != nil || m.View == nil || len(m.View.Obs) == 0 || m.View.Over {
			continue
		}
		seat = m.View.Seat
		o, err := decodeObservation(m.View.Game, m.View.Obs)
		if err != nil || !o.ToMove().Has(seat) {
			continue
		}
		legal := o.Legal(nil)
		act := int(legal[rng.IntN(len(legal))])
		lastVer, sent = m.View.Version, time.Now()
		writeMsg(c, &Msg{T: tAct, Seq: m.View.NextSeq, Action: &act})
	}
}

// BenchmarkHostMoveFanout isolates the host: 5 raw seats on loopback that
// only read frames (no JSON decoding), a shadow copy of the game to pick
// legal actions, and the time from writing an act until all 5 seats have
// read the frame of the new version. CPU per move is then mostly the
// host's: read and apply the act, build 5 views, write them.
func BenchmarkHostMoveFanout(b *testing.B) {
	var lat []time.Duration
	moves := 0
	var cpuU, cpuS time.Duration
	for moves < b.N {
		cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 5, Seed: uint64(moves + 1)}, Code: "ABCD23"}
		h, err := NewHost(cfg)
		if err != nil {
			b.Fatal(err)
		}
		shadow, err := games.New(cfg.Game)
		if err != nil {
			b.Fatal(err)
		}
		arrivals := make(chan int, 1024)
		conns := make([]net.Conn, 5)
		for i := range conns {
			c, br := rawSeat(b, h.Addr().String())
			conns[i] = c
			go func() {
				buf := make([]byte, 0, 4096)
				for {
					f, err := ReadFrame(br, buf)
					if err != nil {
						return
					}
					if v := frameVersion(f); v >= 0 {
						arrivals <- v
					}
				}
			}()
		}
		for got := 0; got < 5; { // every seat's first view of the game
			if <-arrivals == 0 {
				got++
			}
		}
		rng := engine.NewRNG(uint64(moves))
		seqs := make([]int, 5)
		u0, s0 := cpuTime()
		for version := 0; moves < b.N && !shadow.Over(); version++ {
			seat := shadow.ToMove().First()
			legal := shadow.Legal(seat, nil)
			a := legal[rng.IntN(len(legal))]
			act := int(a)
			start := time.Now()
			writeMsg(conns[seat], &Msg{T: tAct, Seq: seqs[seat], Action: &act})
			if err := shadow.Apply(seat, a); err != nil {
				b.Fatal(err)
			}
			seqs[seat]++
			for got := 0; got < 5; {
				if <-arrivals == version+1 {
					got++
				}
			}
			lat = append(lat, time.Since(start))
			moves++
		}
		u1, s1 := cpuTime()
		cpuU, cpuS = cpuU+u1-u0, cpuS+s1-s0
		for _, c := range conns {
			c.Close()
		}
		h.Close()
	}
	b.ReportMetric(float64(percentile(lat, 0.5).Microseconds()), "p50-µs")
	b.ReportMetric(float64(percentile(lat, 0.99).Microseconds()), "p99-µs")
	b.ReportMetric(float64(cpuU.Microseconds())/float64(moves), "user-µs/move")
	b.ReportMetric(float64(cpuS.Microseconds())/float64(moves), "sys-µs/move")
}

// BenchmarkLoadTables is the load run: LAN_LOAD_TABLES Gummi tables
// (default 500) in this process, each with 2 networked players at human
// pace plus 2 host bots, for LAN_LOAD_SECONDS (default 15); it reports the
// p50/p99 time from a player's act to its next view. Run it once:
//
//	LAN_LOAD_TABLES=500 go test -run '^$' -bench LoadTables -benchtime 1x ./lan
func BenchmarkLoadTables(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("LAN_LOAD_TABLES"))
	if n <= 0 {
		n = 500
	}
	secs, _ := strconv.Atoi(os.Getenv("LAN_LOAD_SECONDS"))
	if secs <= 0 {
		secs = 15
	}
	// LAN_LOAD_CLIENT=raw measures the host rather than the in-process
	// clients: each seat reads frames raw and decodes only the views it
	// acts on (see rawPlayer).
	raw := os.Getenv("LAN_LOAD_CLIENT") == "raw"
	think := 500 * time.Millisecond
	var mu sync.Mutex
	var lat []time.Duration
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 4, Seed: uint64(i + 1)}, Code: "ABCD23", Bots: 2, BotDelay: think, MaxConnsPerIP: 4}
		h, err := NewHost(cfg)
		if err != nil {
			b.Fatal(err)
		}
		defer h.Close()
		for j := 0; j < 2; j++ {
			if raw {
				c, br := rawSeat(b, h.Addr().String())
				defer c.Close()
				wg.Add(1)
				go func(seed uint64) {
					defer wg.Done()
					rawPlayer(c, br, seed, stop, func(d time.Duration) {
						mu.Lock()
						lat = append(lat, d)
						mu.Unlock()
					})
				}(uint64(i*2 + j))
				continue
			}
			cc := clientCfg("p")
			cc.KeepAlive = 5 * time.Second // production pace, not the tests' quick pings
			c := join(b, h.Addr().String(), cc)
			wg.Add(1)
			go func(seed uint64) {
				defer wg.Done()
				rng := engine.NewRNG(seed)
				lastVer := -1
				var sent time.Time
				tick := time.NewTimer(think)
				for {
					select {
					case <-stop:
						return
					case ev, ok := <-c.Events():
						if !ok {
							return
						}
						if ev.Kind == EventView && !sent.IsZero() && ev.View.Version > lastVer {
							mu.Lock()
							lat = append(lat, time.Since(sent))
							mu.Unlock()
							sent = time.Time{}
						}
					case <-tick.C:
					}
					tick.Reset(think / 4)
					v, o := c.Latest()
					if v == nil || o == nil || v.Over || !sent.IsZero() || !o.ToMove().Has(c.Seat()) || v.Version == lastVer {
						continue
					}
					legal := o.Legal(nil)
					lastVer = v.Version
					sent = time.Now()
					c.Submit(legal[rng.IntN(len(legal))])
				}
			}(uint64(i*2 + j))
		}
	}
	u0, s0 := cpuTime()
	mu.Lock()
	measured0 := len(lat)
	mu.Unlock()
	time.Sleep(time.Duration(secs) * time.Second)
	u1, s1 := cpuTime()
	close(stop)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	// CPU is counted over the timed run only (not the joins); host bots
	// move as often as the players, so the table made about twice the
	// measured moves.
	perMove := func(d time.Duration) time.Duration { return d / time.Duration(max(1, 2*(len(lat)-measured0))) }
	fmt.Printf("LOAD tables=%d moves=%d p50=%v p99=%v user/move=%v sys/move=%v\n", n, len(lat), percentile(lat, 0.5), percentile(lat, 0.99), perMove(u1-u0), perMove(s1-s0))
	b.ReportMetric(float64(n), "tables")
	b.ReportMetric(float64(percentile(lat, 0.5).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(percentile(lat, 0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64((perMove(u1-u0) + perMove(s1-s0)).Microseconds()), "cpu-µs/move")
}

// BenchmarkHandshake is one guest's join, connect to welcome, on
// loopback: the PAKE, the host's signature and the sealed join included
// (reported as the time per join and both sides' CPU).
func BenchmarkHandshake(b *testing.B) {
	cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 5, Seed: 1}, Code: "ABCD23", Bots: 4, MaxCodeGuesses: 1 << 30, MaxBadCodes: 1 << 30}
	h, err := NewHost(cfg)
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	addr := h.Addr().String()
	first := join(b, addr, clientCfg("p"))
	cc := clientCfg("p")
	cc.Token, cc.RetryFor = first.Token(), -1
	first.Close()
	u0, s0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c, err := Dial(context.Background(), addr, cc)
		if err != nil {
			b.Fatal(err)
		}
		c.Close()
	}
	b.StopTimer()
	u1, s1 := cpuTime()
	b.ReportMetric(float64((u1-u0).Microseconds())/float64(b.N), "user-µs/join")
	b.ReportMetric(float64((s1-s0).Microseconds())/float64(b.N), "sys-µs/join")
}
