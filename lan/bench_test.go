package lan

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

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
	for moves < b.N {
		cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 5, Seed: uint64(moves + 1)}, Code: "ABCD23"}
		h, err := NewHost(cfg)
		if err != nil {
			b.Fatal(err)
		}
		type arrival struct{ version int }
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
		for _, c := range cs {
			c.Close()
		}
		h.Close()
	}
	b.ReportMetric(float64(percentile(lat, 0.5).Microseconds()), "p50-µs")
	b.ReportMetric(float64(percentile(lat, 0.99).Microseconds()), "p99-µs")
}

// TestLoadTables is a load run, not a pass/fail test: LAN_LOAD_TABLES=N
// starts N Gummi tables in this process (2 networked players at human
// pace plus 2 host bots each) for LAN_LOAD_SECONDS and logs the p50/p99
// time from Submit to the acting client's next view.
func TestLoadTables(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("LAN_LOAD_TABLES"))
	if n == 0 {
		t.Skip("load run: set LAN_LOAD_TABLES=N (and LAN_LOAD_SECONDS) to run it")
	}
	secs, _ := strconv.Atoi(os.Getenv("LAN_LOAD_SECONDS"))
	if secs == 0 {
		secs = 15
	}
	think := 500 * time.Millisecond
	var mu sync.Mutex
	var lat []time.Duration
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 4, Seed: uint64(i + 1)}, Code: "ABCD23", Bots: 2, BotDelay: think, MaxConnsPerIP: 4}
		h, err := NewHost(cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		for j := 0; j < 2; j++ {
			cc := clientCfg("p")
			cc.KeepAlive = 5 * time.Second // production pace, not the tests' quick pings
			c := join(t, h.Addr().String(), cc)
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
					v, o := c.View(), c.Observation()
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
	time.Sleep(time.Duration(secs) * time.Second)
	close(stop)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	t.Logf("%d tables, %d moves measured in %ds: p50 %v, p99 %v", n, len(lat), secs, percentile(lat, 0.5), percentile(lat, 0.99))
	fmt.Printf("LOAD tables=%d moves=%d p50=%v p99=%v\n", n, len(lat), percentile(lat, 0.5), percentile(lat, 0.99))
}
