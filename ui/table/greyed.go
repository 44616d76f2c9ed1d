package table

import (
	"slices"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// greyedWhy is why the player's greyed cards may not be played now, in the
// game's words ("must play 8 or higher, or your lowest card (4)"); empty
// when every card may be. Cards greyed with no reason leave the player to
// find the rule by an illegal drag. The rule comes from the game itself: a
// greyed card is tried on a game sampled from what the player sees, which
// refuses it the way the table would.
func (f *feltArea) greyedWhy() string {
	obs := f.model.Observation()
	v := f.model.View()
	if obs == nil || v.Phase != engine.PlayCard || f.model.Human() < 0 {
		return ""
	}
	if f.greyed.obs == obs {
		return f.greyed.why
	}
	why := ""
	for _, c := range v.Hand {
		if c.Legal {
			continue
		}
		rng := engine.NewRNG(1)
		if g := obs.Determinize(&rng, nil); g != nil {
			if err := g.Apply(f.model.Human(), c.Action); err != nil {
				why = words.Refusal(f.game, err)
			}
		}
		break
	}
	if row, ok := tablemodel.PlayRow(v); ok && why != "" && row.AlsoPlayable != "" &&
		slices.ContainsFunc(row.Cards, func(c engine.RowCard) bool { return c.Legal && !c.Played }) {
		// The row is not greyed, and would say nothing of why: told only
		// to follow blue, a player cannot tell why a hint plays from it.
		why = lang.L(row.AlsoPlayable, map[string]any{"Why": why})
	}
	f.greyed.obs, f.greyed.why = obs, why
	return why
}

// greyedCache is greyedWhy's answer for one observation: the status is
// drawn again every second while a turn's clock runs.
type greyedCache struct {
	obs engine.Observation
	why string
}
