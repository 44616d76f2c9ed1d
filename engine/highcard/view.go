package highcard

import "github.com/trickparty/trickparty/engine"

// view draws an observation in the shape every game shares.
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Turn < 0)
	v.Rounds, v.Leader = 1, o.Lead
	for c := Card(1); c <= Cards; c++ {
		if o.Hand&c.bit() != 0 {
			v.Hand = append(v.Hand, engine.CardView{Name: c.String(), Action: PlayAction(c), Legal: legal[PlayAction(c)]})
		}
	}
	v.Seats = []engine.SeatView{{Score: o.Points[0]}, {Score: o.Points[1]}}
	v.Seats[o.Viewer].HandCount, v.Seats[1-o.Viewer].HandCount = count(o.Hand), o.Other
	if o.Played != 0 {
		v.Trick = []engine.PlayRecord{{Seat: o.Lead, Card: o.Played.String()}}
	}
	if o.Out != 0 {
		last := trickRecord(o.LastLead, o.Last)
		v.LastTrick = &last
	}
	if v.Over {
		if o.Points[0] >= o.Points[1] {
			v.Winners = append(v.Winners, 0)
		}
		if o.Points[1] >= o.Points[0] {
			v.Winners = append(v.Winners, 1)
		}
	}
	return v
}
