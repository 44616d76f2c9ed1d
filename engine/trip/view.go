package trip

import (
	"github.com/trickparty/trickparty/engine"
)

// view describes an observation for drawing (Descriptor.View).
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Over)
	v.Rounds, v.Leader, v.Winners = o.Rounds, o.Leader, o.Winners.Seats()
	n := o.NumPlayers
	d := &engine.DraftView{To: ((o.Viewer+o.Pass)%n + n) % n, From: ((o.Viewer-o.Pass)%n + n) % n}
	d.Splitting, d.Picking = o.Phase == PhaseSplit, o.Phase == PhasePick
	switch o.Phase {
	case PhaseSplit:
		d.Drawn = o.Hand.Names()
		if v.ToMove.Has(o.Viewer) {
			v.Phase = engine.Split
		}
	case PhasePick:
		if v.ToMove.Has(o.Viewer) {
			v.Phase = engine.Pick
		}
	}
	if !o.Stand[0].Empty() || !o.Stand[1].Empty() {
		d.Offered = [][]string{o.Stand[0].Names(), o.Stand[1].Names()}
		d.PickActions = []engine.Action{PickAction(0), PickAction(1)}
	}
	if !o.Split[0].Empty() || !o.Split[1].Empty() {
		d.Own = [][]string{o.Split[0].Names(), o.Split[1].Names()}
		if o.Taken == 0 || o.Taken == 1 {
			d.Passed = o.Split[o.Taken].Names()
		}
	}
	v.Draft = d
	if o.Phase == PhasePlay || o.Phase == PhaseOver {
		for _, c := range o.Hand.Cards() {
			a := PlayAction(c)
			v.Hand = append(v.Hand, engine.CardView{Name: c.String(), Action: a, Legal: legal[a]})
		}
	}
	v.Seats = make([]engine.SeatView, n)
	for s := range v.Seats {
		v.Seats[s] = engine.SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s], Won: o.Won[s].Names()}
	}
	v.Trick = engine.PlayRecords(o.Trick)
	v.LastTrick = engine.LastRecord(o.Tricks, o.Round, observedRule)
	if v.LastTrick != nil && len(v.LastTrick.Winners) == 1 {
		if w := v.LastTrick.Winners[0]; w >= 0 && w < len(o.Won) {
			keepsOwn(v.LastTrick.Why, len(v.LastTrick.Plays), o.Won[w])
		}
	}
	return v
}
