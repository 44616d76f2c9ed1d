package lan

import (
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestBotsOnlyTablePlaysThrough: a table whose every seat is a bot starts
// and plays to the end by itself (demos, soak tests); nobody's arrival is
// needed to kick off the first decision.
func TestBotsOnlyTablePlaysThrough(t *testing.T) {
	h := startHost(t, fakeCfg(3, 3, 5))
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, nil)
}

// TestResultReadyWhenDone: whoever wakes on Done reads the real result at
// once, every time: Done closes only after the result is published.
func TestResultReadyWhenDone(t *testing.T) {
	for i := 0; i < 10; i++ {
		cfg := fakeCfg(2, 1, uint64(i+1))
		// An autosave as slow as a disk write widens the gap between the
		// last move and its publication, where a Done closed early would
		// find the result empty.
		cfg.SaveTo = func([]byte) error { time.Sleep(2 * time.Millisecond); return nil }
		h := startHost(t, cfg)
		c := join(t, h.Addr().String(), clientCfg("p"))
		autoplay(c, randomChooser(uint64(i)))
		waitDone(t, h, 10*time.Second)
		scores, winners, ok := h.Result()
		if !ok || len(scores) != 2 || len(winners) == 0 {
			t.Fatalf("game %d: result at Done: scores %v winners %v ok %v", i, scores, winners, ok)
		}
		c.Close()
		h.Close()
	}
}

// panicBot panics at every decision.
type panicBot struct{}

func (panicBot) Level() bot.Level { return bot.Normal }
func (panicBot) Choose(engine.Observation, *engine.RNG) engine.Action {
	panic("broken on purpose")
}

// TestPanickingBotNeverStopsTheHost: a bot that panics neither crashes the
// host nor stalls the table: its first legal move is played for it.
func TestPanickingBotNeverStopsTheHost(t *testing.T) {
	cfg := fakeCfg(2, 2, 4)
	cfg.NewBot = func(bot.Level) (bot.Bot, error) { return panicBot{}, nil }
	h := startHost(t, cfg)
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, nil)
}
