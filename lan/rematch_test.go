package lan

import (
	"testing"
	"time"
)

// TestRematchDealsAgainAtTheSameTable: once a game is over the host deals
// a new one at the same table - same seats and names, a new shuffle - and
// the guests play it through without joining again; their history starts
// again with it. A rematch before the end is refused.
func TestRematchDealsAgainAtTheSameTable(t *testing.T) {
	h := startHost(t, fakeCfg(3, 1, 21))
	a := join(t, h.Addr().String(), clientCfg("a"))
	b := join(t, h.Addr().String(), clientCfg("b"))
	waitFor(t, 5*time.Second, "the game to start", func() bool { return h.Started() })
	if err := h.Rematch(); err == nil {
		t.Fatal("a rematch before the game is over was accepted")
	}
	fa, fb := autoplay(a, randomChooser(1)), autoplay(b, randomChooser(2))
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-fa, <-fb})
	if err := h.Rematch(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 5*time.Second, "the new deal to reach the guests", func() bool {
		v := a.View()
		return v != nil && v.Deal == 1 && !v.Over && v.Version == 0
	})
	if hist := a.History(); hist.Deal != 1 || len(hist.Actions) != 0 {
		t.Fatalf("the new deal's history: %+v", hist)
	}
	fa, fb = autoplay(a, randomChooser(3)), autoplay(b, randomChooser(4))
	va, vb := <-fa, <-fb
	if !va.Over || va.Deal != 1 || !vb.Over {
		t.Fatalf("the second game did not reach its end: %+v", va)
	}
	if ss := h.Seats(); ss[a.Seat()].Name != "a" || ss[b.Seat()].Name != "b" || !ss[2].Bot {
		t.Fatalf("seats after a rematch: %+v", ss)
	}
	if hist := a.History(); hist.Deal != 1 || len(hist.Actions) != va.Version {
		t.Fatalf("the second game's history has %d actions of %d (deal %d)", len(hist.Actions), va.Version, hist.Deal)
	}
}
