package lan

import (
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan/lantest"
)

// TestMeasureLostHostNoticed reports how long guests take, with the default
// timings, to say their host is lost: when its program is killed (the
// connection closes) and when its network goes away (nothing arrives any
// more, no FIN). It only prints (see skipUnlessMeasuring).
func TestMeasureLostHostNoticed(t *testing.T) {
	skipUnlessMeasuring(t)
	for _, how := range []string{"killed", "network gone"} {
		cfg := fakeCfg(2, 1, 5)
		cfg.KeepAlive = 0 // the defaults
		h := startHost(t, cfg)
		p := lantest.NewProxy(t, h.Addr().String())
		c := join(t, p.Addr(), ClientConfig{Code: "ABCD23", Name: "a"})
		waitFor(t, 5*time.Second, "the first view", func() bool { return c.View() != nil })
		time.Sleep(1500 * time.Millisecond) // mid-game, between pings
		start := time.Now()
		if how == "killed" {
			p.Cut()
		} else {
			p.Freeze()
		}
		waitFor(t, 10*time.Second, "the guest to notice", func() bool { _, _, lost := c.Lost(); return lost })
		t.Logf("host %s: the guest said it was lost after %v", how, time.Since(start).Round(time.Millisecond))
	}
}
