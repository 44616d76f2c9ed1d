package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkTrickReasons: the examples play as they show, every trick of
// random games says why by the game's reasons, every one of which arises,
// and each seat's view of the last trick says why as the report does
// (Run).
func checkTrickReasons(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	shown := map[string]int{}
	for i, ex := range d.TrickExamples {
		shown[ex.Reason]++
		if err := ExamplePlays(d, ex); err != nil {
			t.Errorf("example %d (%s): %v", i, ex.Reason, err)
		}
	}
	for _, r := range d.TrickReasons {
		if shown[r.ID] != 1 {
			t.Errorf("%d examples of %s, want 1", shown[r.ID], r.ID)
		}
	}
	seen := map[string]int{}
	eachGame(t, d, tables, seeds(8), nil, func(cfg engine.Config, g engine.Game, _ []engine.Move) {
		rep := g.Report()
		if len(d.TrickReasons) == 0 {
			for k, tr := range rep.Tricks {
				if len(tr.Why) != 0 {
					t.Fatalf("%+v trick %d says why %+v, but the game lists no trick reasons", cfg, k, tr.Why)
				}
			}
			return
		}
		if err := CheckWhy(rep, d.ID, d.TrickReasons, seen); err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
	})
	CheckEveryReason(t, d.TrickReasons, seen)
	if len(d.TrickReasons) > 0 {
		var sizes []int
		for n := d.MinPlayers; n <= d.MaxPlayers; n++ {
			sizes = append(sizes, n)
		}
		CheckViewWhy(t, d.New, d.ID, sizes, seeds(4), d.View)
	}
}

// ExamplePlays deals ex's cards, one a seat, plays its trick as the
// round's only one through the game's rules, and checks the game records
// it as the example shows: the same plays, winners and reasons (and what
// each winner took, where the example shows it), ex.Reason among them and
// one of the game's.
func ExamplePlays(d *engine.Descriptor, ex engine.TrickExample) error {
	if _, ok := d.TrickReason(ex.Reason); !ok {
		return fmt.Errorf("%q is not one of the game's reasons", ex.Reason)
	}
	g, err := d.New(engine.Config{Game: d.ID, Players: ex.Players, Seed: 1, Deals: []engine.Deal{ex.Deal()}})
	if err != nil {
		return err
	}
	for _, m := range ex.Moves(d) {
		a, err := g.DecodeMove(m)
		if err == nil {
			err = g.Apply(m.Seat, a)
		}
		if err != nil {
			return fmt.Errorf("move %+v: %v", m, err)
		}
	}
	tricks := g.Report().Tricks
	if len(tricks) != 1 {
		return fmt.Errorf("%d tricks completed, want 1", len(tricks))
	}
	rec := tricks[0]
	if !reflect.DeepEqual(rec.Plays, ex.Plays) || rec.Leader != ex.Leader {
		return fmt.Errorf("played %+v led by %d, the example shows %+v led by %d", rec.Plays, rec.Leader, ex.Plays, ex.Leader)
	}
	// An example shows what a winner took only where it says so: played
	// as a round's only trick, a Gudetama example's trick is its final
	// one, which the example does not mean to show.
	why := append([]engine.TrickWhy(nil), rec.Why...)
	for i := range why {
		if i < len(ex.Why) && ex.Why[i].Take == "" {
			why[i].Take, why[i].Points, why[i].Others = "", 0, 0
		}
	}
	if !reflect.DeepEqual(rec.Winners, ex.Winners()) || !reflect.DeepEqual(why, ex.Why) {
		return fmt.Errorf("the rules say winners %v because %+v; the example says %v because %+v", rec.Winners, rec.Why, ex.Winners(), ex.Why)
	}
	for _, w := range ex.Why {
		if w.ID == ex.Reason {
			return nil
		}
	}
	return fmt.Errorf("none of its winners wins by %s: %+v", ex.Reason, ex.Why)
}
