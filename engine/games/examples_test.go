package games

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestTrickExamplesGoAsTheyShow: every game shows each of its trick
// reasons with exactly one example, and each example, dealt one card a seat
// and played as the round's only trick through the game's own rules, is
// won by the seats it marks, for the reasons it gives.
func TestTrickExamplesGoAsTheyShow(t *testing.T) {
	for _, d := range All() {
		shown := map[string]int{}
		for i, ex := range d.TrickExamples {
			shown[ex.Reason]++
			if _, ok := d.TrickReason(ex.Reason); !ok {
				t.Errorf("%s example %d shows %q, not one of the game's reasons", d.ID, i, ex.Reason)
			}
			rec, err := playExample(d, ex)
			if err != nil {
				t.Errorf("%s example %d (%s): %v", d.ID, i, ex.Reason, err)
				continue
			}
			if !reflect.DeepEqual(rec.Plays, ex.Plays) || rec.Leader != ex.Leader {
				t.Errorf("%s example %d: played %+v led by %d, the example shows %+v led by %d", d.ID, i, rec.Plays, rec.Leader, ex.Plays, ex.Leader)
			}
			if !reflect.DeepEqual(rec.Winners, ex.Winners()) || !reflect.DeepEqual(rec.Why, ex.Why) {
				t.Errorf("%s example %d: the rules say winners %v because %+v; the example says %v because %+v",
					d.ID, i, rec.Winners, rec.Why, ex.Winners(), ex.Why)
			}
			found := false
			for _, w := range ex.Why {
				found = found || w.ID == ex.Reason
			}
			if !found {
				t.Errorf("%s example %d is for %s, which none of its winners wins by: %+v", d.ID, i, ex.Reason, ex.Why)
			}
		}
		for _, r := range d.TrickReasons {
			if shown[r.ID] != 1 {
				t.Errorf("%s: %d examples of %s, want 1", d.ID, shown[r.ID], r.ID)
			}
		}
	}
}

// playExample deals ex's cards, one a seat, and plays its trick: the
// game's record of that trick.
func playExample(d *engine.Descriptor, ex engine.TrickExample) (engine.TrickRecord, error) {
	g, err := New(engine.Config{Game: d.ID, Players: ex.Players, Seed: 1, Deals: []engine.Deal{ex.Deal()}})
	if err != nil {
		return engine.TrickRecord{}, err
	}
	for _, m := range ex.Moves() {
		a, err := g.DecodeMove(m)
		if err != nil {
			return engine.TrickRecord{}, err
		}
		if err := g.Apply(m.Seat, a); err != nil {
			return engine.TrickRecord{}, err
		}
	}
	tricks := g.Report().Tricks
	if len(tricks) != 1 {
		return engine.TrickRecord{}, fmt.Errorf("%d tricks completed, want 1", len(tricks))
	}
	return tricks[0], nil
}
