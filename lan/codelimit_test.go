package lan

import (
	"sync"
	"testing"
)

// TestWrongCodeLimitHoldsInParallel: 16 connections from one address say
// hello at once; 15 then send wrong codes and the last the right one. Only
// MaxBadCodes wrong codes are ever judged, and the right code that comes
// after them is refused exactly as it is when sent alone after them.
// Which of the judged ones say "bad_code" and which "too_many" depends on
// how they interleave: each judged code says too_many when, as it is
// answered, the address has no attempt left, so at least the one that
// took the last slot does, and perhaps others judged alongside it.
func TestWrongCodeLimitHoldsInParallel(t *testing.T) {
	cfg := fakeCfg(2, 1, 1)
	cfg.MaxBadCodes = 5
	h := startHost(t, cfg)
	addr := h.Addr().String()
	conns := make([]*challenged, 16)
	var wg sync.WaitGroup
	for i := range conns {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			p, err := challenge(t, addr)
			if err != nil {
				t.Errorf("connection %d: challenge: %v", i, err)
				return
			}
			conns[i] = p
		}(i)
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	codes := map[string]int{}
	var mu sync.Mutex
	for i := 0; i < 15; i++ {
		wg.Add(1)
		go func(p *challenged) {
			defer wg.Done()
			p.sendCode("WRONG2")
			m, err := p.answerMsg()
			mu.Lock()
			defer mu.Unlock()
			if err != nil || m.T != tError {
				t.Errorf("a wrong code got %+v %v", m, err)
				return
			}
			codes[m.Code]++
		}(conns[i])
	}
	wg.Wait()
	if n := judgedCount(h); n != cfg.MaxBadCodes {
		t.Errorf("%d of 15 wrong codes judged, want %d", n, cfg.MaxBadCodes)
	}
	if codes[CodeBadCode] > cfg.MaxBadCodes-1 || codes[CodeBadCode]+codes[CodeTooMany] != 15 {
		t.Errorf("replies to 15 wrong codes: %v, want at most %d %s and the rest %s", codes, cfg.MaxBadCodes-1, CodeBadCode, CodeTooMany)
	}
	last := conns[15]
	last.sendCode("ABCD23")
	if m, err := last.answerMsg(); err != nil || m.T != tError || m.Code != CodeTooMany {
		t.Fatalf("the right code after 15 wrong ones: %+v %v, want %s", m, err, CodeTooMany)
	}
	if h.Free() != 1 {
		t.Errorf("a refused connection took a seat")
	}
}
