package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkClone: copies are independent and play on alike (Run).
func checkClone(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	eachNewGame(t, d, tables, 3, func(cfg engine.Config, fresh engine.Game) {
		Play(t, d, cfg, func(p Position) {
			if p.Step%7 != 0 {
				return
			}
			if err := CopiesAreIndependent(p.Game, fresh, uint64(p.Step)); err != nil {
				t.Fatalf("%+v step %d: %v", cfg, p.Step, err)
			}
		})
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v: CopyFrom(nil) did not panic", cfg)
				}
			}()
			fresh.CopyFrom(nil)
		}()
	})
}

// CopiesAreIndependent makes a Clone of g and a copy of it in dst
// (CopyFrom), plays both to the end by the same random choices while g
// stays as it is, and checks they play alike, keep no trick log, and g did
// not change. dst
// must be a game of g's type; it is overwritten.
func CopiesAreIndependent(g, dst engine.Game, seed uint64) error {
	snap := Take(g)
	clone := g.Clone()
	dst.CopyFrom(g)
	dst.CopyFrom(dst) // onto itself: nothing changes
	for s := 0; s < g.Players(); s++ {
		if !reflect.DeepEqual(clone.Observe(s), g.Observe(s)) || !reflect.DeepEqual(dst.Observe(s), g.Observe(s)) {
			return fmt.Errorf("seat %d sees another game in a copy", s)
		}
	}
	r1, r2 := engine.NewRNG(seed), engine.NewRNG(seed)
	var b1, b2 [engine.MaxActions]engine.Action
	for !clone.Over() {
		to := clone.ToMove()
		if dst.Over() || dst.ToMove() != to {
			return fmt.Errorf("the copies disagree on who acts: %v and %v", to, dst.ToMove())
		}
		s := to.Seats()[r1.IntN(to.Count())]
		_ = r2.IntN(to.Count())
		l1, l2 := clone.Legal(s, b1[:0]), dst.Legal(s, b2[:0])
		if fmt.Sprint(l1) != fmt.Sprint(l2) {
			return fmt.Errorf("seat %d may take %v in the clone, %v in the copy", s, l1, l2)
		}
		a := l1[r1.IntN(len(l1))]
		_ = r2.IntN(len(l2))
		if err := clone.Apply(s, a); err != nil {
			return fmt.Errorf("the clone refused %s: %v", clone.ActionString(a), err)
		}
		if err := dst.Apply(s, a); err != nil {
			return fmt.Errorf("the copy refused %s: %v", dst.ActionString(a), err)
		}
	}
	if !dst.Over() {
		return fmt.Errorf("the clone's game ended, the copy's did not")
	}
	for s := 0; s < g.Players(); s++ {
		if clone.Score(s) != dst.Score(s) || !reflect.DeepEqual(clone.Observe(s), dst.Observe(s)) {
			return fmt.Errorf("seat %d: the clone and the copy ended apart", s)
		}
	}
	if len(clone.Report().Tricks) != 0 || len(dst.Report().Tricks) != 0 {
		return fmt.Errorf("a copy keeps a trick log (engine.Game.Clone: copies for search keep none)")
	}
	if snap.Changed() {
		return fmt.Errorf("playing the copies changed the original")
	}
	return nil
}
