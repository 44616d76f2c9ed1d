package lan

import (
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"
)

// These measure the host's exposure to crowds of hostile connections. They
// only report numbers (machines are too noisy to make them pass/fail) and
// run when TRICKPARTY_MEASURE is set:
//
//	TRICKPARTY_MEASURE=1 go test ./lan/ -run Measure -v
//
// They dial from 127.0.0.2 and up, which Linux routes to loopback without
// any set-up, so each connection has the source address of a distinct
// "player".

func skipUnlessMeasuring(t *testing.T) {
	if os.Getenv("TRICKPARTY_MEASURE") == "" {
		t.Skip("set TRICKPARTY_MEASURE=1 to measure")
	}
}

// dialFrom connects to addr from the loopback address 127.0.0.(2+n).
func dialFrom(n int, addr string) (net.Conn, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(2+n))}, Timeout: 5 * time.Second}
	return d.Dial("tcp", addr)
}

func heapInUse() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse + ms.StackInuse
}

// TestMeasureHandshakeMemory: 2,000 connections from 125 addresses each
// announce a hello of 64 KiB (or 4 KiB, the most a handshake may now
// send) and never finish it.
func TestMeasureHandshakeMemory(t *testing.T) {
	skipUnlessMeasuring(t)
	for _, size := range []uint32{MaxFrame, 4 << 10} {
		t.Run(fmt.Sprint(size), func(t *testing.T) { measureHandshakeMemory(t, size) })
	}
}

func measureHandshakeMemory(t *testing.T, size uint32) {
	cfg := fakeCfg(2, 1, 1)
	cfg.HandshakeTimeout = time.Minute // the crowd must still be there when measured
	h := startHost(t, cfg)
	addr := h.Addr().String()
	before := heapInUse()
	var hdr [4]byte
	binary.BigEndian.PutUint32(hdr[:], size)
	var conns []net.Conn
	var mu sync.Mutex
	var wg sync.WaitGroup
	for a := 0; a < 125; a++ {
		wg.Add(1)
		go func(a int) {
			defer wg.Done()
			for i := 0; i < 16; i++ {
				c, err := dialFrom(a, addr)
				if err != nil {
					t.Errorf("dial: %v", err)
					return
				}
				c.Write(hdr[:])
				c.Write([]byte(`{"t":"hello"`))
				mu.Lock()
				conns = append(conns, c)
				mu.Unlock()
			}
		}(a)
	}
	wg.Wait()
	time.Sleep(2 * time.Second) // let the host read every header
	after := heapInUse()
	h.mu.Lock()
	held := len(h.conns)
	h.mu.Unlock()
	t.Logf("%d connections dialled, %d held by the host; heap+stack in use %.1f MB before, %.1f MB after",
		len(conns), held, float64(before)/1e6, float64(after)/1e6)
	for _, c := range conns {
		c.Close()
	}
}

// TestMeasureJudgedGuesses: 200 addresses each send a burst of 16 wrong
// codes in parallel, and we count the answers that tell the code was
// judged (every answer to an auth on the old code; see judgedAnswer).
func TestMeasureJudgedGuesses(t *testing.T) {
	skipUnlessMeasuring(t)
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxConnsPerIP = 16
	h := startHost(t, cfg)
	addr := h.Addr().String()
	var mu sync.Mutex
	answers := map[string]int{}
	var wg sync.WaitGroup
	start := time.Now()
	for a := 0; a < 200; a++ {
		for i := 0; i < 16; i++ {
			wg.Add(1)
			go func(a int) {
				defer wg.Done()
				c, err := dialFrom(a, addr)
				if err != nil {
					return
				}
				defer c.Close()
				c.SetDeadline(time.Now().Add(20 * time.Second))
				p, err := challengeOn(c, "")
				var refused *refusedHello
				if errors.As(err, &refused) {
					mu.Lock()
					answers["before the code: "+refused.m.Code]++
					mu.Unlock()
					return
				}
				if err != nil {
					return
				}
				p.sendCode("WRONG2")
				m, err := p.answerMsg()
				if err != nil {
					return
				}
				mu.Lock()
				if m != nil {
					answers[m.Code+": "+m.Text]++
				}
				mu.Unlock()
			}(a)
		}
	}
	wg.Wait()
	t.Logf("3,200 attempts from 200 addresses in %v; answers: %v; judged by the host's count: %d",
		time.Since(start).Round(time.Millisecond), answers, judgedCount(h))
}
