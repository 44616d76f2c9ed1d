package bot

import (
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

type brokenBot struct{ panics bool }

func (brokenBot) Level() Level { return Normal }
func (b brokenBot) Choose(engine.Observation, *engine.RNG) engine.Action {
	if b.panics {
		panic("boom")
	}
	return engine.NoAction
}

func TestChooseSafelyReportsBrokenBots(t *testing.T) {
	var rng engine.RNG
	if _, err := ChooseSafely(brokenBot{panics: true}, nil, &rng); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("panic: %v", err)
	}
	if a, err := ChooseSafely(brokenBot{}, nil, &rng); err == nil || a != engine.NoAction {
		t.Errorf("no move: %v %v", a, err)
	}
}
