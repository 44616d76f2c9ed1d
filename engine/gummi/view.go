package gummi

import (
	"github.com/trickparty/trickparty/engine"
)

// view describes an observation for drawing (Descriptor.View).
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Over)
	v.Rounds, v.Leader, v.Winners = o.Rounds, o.Leader, o.Winners
	v.RoundScores = o.RoundScores
	for _, c := range o.Hand {
		a := engine.Action(c)
		v.Hand = append(v.Hand, engine.CardView{Name: c.String(), Action: a, Legal: legal[a]})
	}
	if o.Viewer >= 0 && o.Viewer < len(o.Facedown) {
		// Face down to their owner too: the row names no card.
		row := engine.CardRow{ID: RowFacedown, Label: "Your face-down row", Seat: -1,
			AlsoPlayable: "{{.Why}}; your face-down row may be played too"}
		for p, down := range o.Facedown[o.Viewer] {
			a := FacedownAction(p)
			row.Cards = append(row.Cards, engine.RowCard{Played: !down, Action: a, Legal: legal[a]})
		}
		v.Rows = append(v.Rows, row)
	}
	v.Seats = make([]engine.SeatView, o.NumPlayers)
	for s := range v.Seats {
		sv := engine.SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s]}
		for _, d := range o.Facedown[s] {
			if d {
				sv.FacedownLeft++
			}
		}
		for _, c := range o.PilesFaceup[s] {
			sv.Won = append(sv.Won, c.String())
		}
		sv.WonHidden = len(o.PilesFacedown[s])
		sv.WonPoints = pileWorth(o.PilesFaceup[s], sv.WonHidden)
		v.Seats[s] = sv
	}
	for _, p := range o.Trick {
		v.Trick = append(v.Trick, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String(), Facedown: p.Facedown})
	}
	if n := len(o.Tricks); n > 0 {
		t := o.Tricks[n-1]
		rec := engine.TrickRecord{Round: o.Round, Leader: t.Leader, Winners: t.Winners}
		for _, p := range t.Plays {
			rec.Plays = append(rec.Plays, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String(), Facedown: p.Facedown})
		}
		rec.Why = observedWhy(t, o.NumPlayers)
		v.LastTrick = &rec
	}
	return v
}
