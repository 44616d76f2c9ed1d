package app

import (
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

func init() {
	RegisterViewer("gummi", viewGummi)
	RegisterViewer("gudetama", viewGudetama)
	RegisterViewer("trip", viewTrip)
}

// legalSet collects an observation's legal actions for lookups.
func legalSet(obs engine.Observation) map[engine.Action]bool {
	m := map[engine.Action]bool{}
	for _, a := range obs.Legal(nil) {
		m[a] = true
	}
	return m
}

func phaseOf(over bool, toMove engine.SeatSet, seat int) Phase {
	switch {
	case over:
		return Finished
	case toMove.Has(seat):
		return PlayCard
	}
	return Waiting
}

func viewGummi(obs engine.Observation) (View, error) {
	o, ok := obs.(*gummi.Observation)
	if !ok {
		return View{}, fmt.Errorf("gummi view of a %T", obs)
	}
	legal := legalSet(obs)
	v := View{Game: "gummi", Seat: o.Viewer, Players: o.NumPlayers, Round: o.Round, Rounds: o.Rounds,
		ToMove: obs.ToMove(), Leader: o.Leader, Over: o.Over}
	v.Phase = phaseOf(o.Over, v.ToMove, o.Viewer)
	v.RoundScores = o.RoundScores
	for _, c := range o.Hand {
		a := engine.Action(c)
		v.Hand = append(v.Hand, CardView{Name: c.String(), Action: a, Legal: legal[a]})
	}
	if o.Viewer >= 0 && o.Viewer < len(o.Facedown) {
		for p, down := range o.Facedown[o.Viewer] {
			a := gummi.ActionFacedown + engine.Action(p)
			v.Facedown = append(v.Facedown, FacedownView{Pos: p, Played: !down, Action: a, Legal: legal[a]})
		}
	}
	v.Seats = make([]SeatView, o.NumPlayers)
	for s := range v.Seats {
		sv := SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s]}
		for _, d := range o.Facedown[s] {
			if d {
				sv.FacedownLeft++
			}
		}
		for _, c := range o.PilesFaceup[s] {
			sv.Won = append(sv.Won, c.String())
		}
		sv.WonHidden = len(o.PilesFacedown[s])
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
		v.LastTrick = &rec
	}
	return v, nil
}

func viewGudetama(obs engine.Observation) (View, error) {
	o, ok := obs.(*gudetama.Observation)
	if !ok {
		return View{}, fmt.Errorf("gudetama view of a %T", obs)
	}
	legal := legalSet(obs)
	v := View{Game: "gudetama", Seat: o.Observer, Players: o.NumPlayers, Round: o.Round, Target: o.Target,
		ToMove: obs.ToMove(), Leader: o.Leader, Over: o.Over, Winners: o.Winners}
	v.Phase = phaseOf(o.Over, v.ToMove, o.Observer)
	v.RoundScores = o.RoundScores
	if !o.Over && o.LeadChoice == o.Observer {
		v.Phase = ChooseLead
		for s := 0; s < o.NumPlayers; s++ {
			if a := gudetama.LeadAction(s); legal[a] {
				v.LeadChoices = append(v.LeadChoices, Choice{Seat: s, Action: a})
			}
		}
	}
	for _, r := range o.Hand {
		a := gudetama.PlayAction(r)
		v.Hand = append(v.Hand, CardView{Name: r.String(), Action: a, Legal: legal[a]})
	}
	v.Seats = make([]SeatView, o.NumPlayers)
	for s := range v.Seats {
		v.Seats[s] = SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s]}
		for _, r := range o.Piles[s] {
			v.Seats[s].Won = append(v.Seats[s].Won, r.String())
		}
	}
	for _, s := range o.Eliminated {
		if s >= 0 && s < len(v.Seats) {
			v.Seats[s].Eliminated = true
		}
	}
	for _, p := range o.Trick {
		v.Trick = append(v.Trick, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String()})
	}
	if n := len(o.Tricks); n > 0 {
		t := o.Tricks[n-1]
		rec := engine.TrickRecord{Round: o.Round, Leader: t.Leader, Winners: []int{t.Winner}}
		for _, p := range t.Plays {
			rec.Plays = append(rec.Plays, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String()})
		}
		v.LastTrick = &rec
	}
	return v, nil
}

func viewTrip(obs engine.Observation) (View, error) {
	o, ok := obs.(*trip.Observation)
	if !ok {
		return View{}, fmt.Errorf("trip view of a %T", obs)
	}
	legal := legalSet(obs)
	v := View{Game: "trip", Seat: o.Viewer, Players: o.NumPlayers, Round: o.Round, Rounds: o.Rounds,
		ToMove: obs.ToMove(), Leader: o.Leader, Over: o.Over, Winners: o.Winners.Seats()}
	v.Phase = phaseOf(o.Over, v.ToMove, o.Viewer)
	n := o.NumPlayers
	d := &DraftView{To: ((o.Viewer+o.Pass)%n + n) % n, From: ((o.Viewer-o.Pass)%n + n) % n}
	d.Splitting, d.Picking = o.Phase == trip.PhaseSplit, o.Phase == trip.PhasePick
	switch o.Phase {
	case trip.PhaseSplit:
		d.Drawn = o.Hand.Names()
		if v.ToMove.Has(o.Viewer) {
			v.Phase = Split
		}
	case trip.PhasePick:
		if v.ToMove.Has(o.Viewer) {
			v.Phase = Pick
		}
	}
	if !o.Stand[0].Empty() || !o.Stand[1].Empty() {
		d.Offered = [][]string{o.Stand[0].Names(), o.Stand[1].Names()}
		d.PickActions = []engine.Action{trip.PickAction(0), trip.PickAction(1)}
	}
	if !o.Split[0].Empty() || !o.Split[1].Empty() {
		d.Own = [][]string{o.Split[0].Names(), o.Split[1].Names()}
		if o.Taken == 0 || o.Taken == 1 {
			d.Passed = o.Split[o.Taken].Names()
		}
	}
	v.Draft = d
	if o.Phase == trip.PhasePlay || o.Phase == trip.PhaseOver {
		for _, c := range o.Hand.Cards() {
			a := trip.PlayAction(c)
			v.Hand = append(v.Hand, CardView{Name: c.String(), Action: a, Legal: legal[a]})
		}
	}
	v.Seats = make([]SeatView, n)
	for s := range v.Seats {
		v.Seats[s] = SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s], Won: o.Won[s].Names()}
	}
	for _, p := range o.Trick {
		v.Trick = append(v.Trick, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String()})
	}
	if k := len(o.Tricks); k > 0 {
		t := o.Tricks[k-1]
		rec := engine.TrickRecord{Round: o.Round, Leader: t.Leader, Winners: []int{t.Winner}}
		for _, p := range t.Plays {
			rec.Plays = append(rec.Plays, engine.PlayRecord{Seat: p.Seat, Card: p.Card.String()})
		}
		v.LastTrick = &rec
	}
	return v, nil
}
