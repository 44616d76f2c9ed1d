package trip

import (
	"github.com/trickparty/trickparty/engine"
)

// pickLabels name the pick buttons by the set each takes, as the hint
// names it ("pick set 2": the decision's Hint) and the slots are labelled
// ("Set 1", "Set 2"), so a hint is found on the buttons.
var pickLabels = [2]string{"Pick set 1", "Pick set 2"}

// view describes an observation for drawing (Descriptor.View).
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Over)
	v.Rounds, v.Leader, v.Winners = o.Rounds, o.Leader, o.Winners.Seats()
	n := o.NumPlayers
	to, from := ((o.Viewer+o.Pass)%n+n)%n, ((o.Viewer-o.Pass)%n+n)%n
	mine := v.ToMove.Has(o.Viewer) && !o.Over
	switch o.Phase {
	case PhaseSplit:
		if mine {
			v.Phase = engine.Decide
			v.Prompt = &engine.Prompt{Kind: MoveSplit, Seat: to,
				Say:   "Split your six cards into the two slots of your stand, three in each",
				Title: "Your stand goes to {{.N}}",
				Arrange: &engine.Arrange{Cards: o.Hand.Names(),
					Slots:      []engine.Slot{{Label: "Set 1", Size: SetSize}, {Label: "Set 2", Size: SetSize}},
					Confirm:    "Confirm split",
					Incomplete: "Put three cards in each slot of your stand",
					Ready:      "Both sets are ready: press Confirm split, or move a card to change them",
					ReadyShort: "Both sets are ready: press Confirm split"}}
		}
	case PhasePick:
		if mine {
			v.Phase = engine.Decide
			p := &engine.Prompt{Kind: MovePick, Seat: from,
				Say:   "Pick one set from the stand passed to you",
				Title: "The stand from {{.N}}: pick one set"}
			for k, set := range o.Stand {
				a := PickAction(k)
				p.Choices = append(p.Choices, engine.PromptChoice{Action: a, Label: pickLabels[k], Seat: -1, Cards: set.Names(), Legal: legal[a]})
			}
			v.Prompt = p
		}
	}
	if o.Phase == PhaseSplit || o.Phase == PhasePick {
		// The stands between neighbours: while splitting, a seat's stand
		// stands out once it has split; while picking, until the seat it
		// went to has picked.
		pass := &engine.Passing{Offset: o.Pass, Taking: o.Phase == PhasePick, Out: make([]bool, n)}
		for s := range pass.Out {
			if pass.Taking {
				pass.Out[s] = v.ToMove.Has(pass.To(s, n))
			} else {
				pass.Out[s] = !v.ToMove.Has(s)
			}
		}
		v.Passing = pass
	}
	if (o.Taken == 0 || o.Taken == 1) && !o.roundUnderWay() {
		row := engine.CardRow{ID: RowTaken, Label: "{{.N}} picked from your stand: {{.Cards}}", Seat: to}
		for _, c := range o.Split[o.Taken].Names() {
			row.Cards = append(row.Cards, engine.RowCard{Name: c, Action: engine.NoAction})
		}
		if len(row.Cards) > 0 {
			v.Rows = append(v.Rows, row)
		}
	}
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

// roundUnderWay reports whether the round's tricks have begun: a card is
// on the table or a trick of the round is done. The note of the set a
// neighbour picked from the viewer's stand is news while the draft ends
// and the hand it made is first seen; after that it only stays in the way.
func (o *Observation) roundUnderWay() bool {
	return len(o.Trick) > 0 || len(o.Tricks) > 0 // Tricks: this round's
}
