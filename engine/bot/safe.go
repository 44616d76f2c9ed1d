package bot

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// ChooseSafely asks b for a move and turns a panic or "no move" into an
// error, so a bot's bug can neither take the program down nor leave a
// table waiting: the caller falls back to Fallback and carries on.
func ChooseSafely(b Bot, obs engine.Observation, rng *engine.RNG) (a engine.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, err = engine.NoAction, fmt.Errorf("the %s bot failed: %v", b.Level(), r)
		}
	}()
	a = b.Choose(obs, rng)
	if a == engine.NoAction {
		return a, fmt.Errorf("the %s bot found no move", b.Level())
	}
	return a, nil
}

// Fallback is the move played for seat when its bot failed: the first
// legal action, or NoAction if seat has none.
func Fallback(g engine.Game, seat int) engine.Action {
	var buf [engine.MaxActions]engine.Action
	if legal := g.Legal(seat, buf[:0]); len(legal) > 0 {
		return legal[0]
	}
	return engine.NoAction
}
