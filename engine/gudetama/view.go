package gudetama

import (
	"slices"

	"github.com/trickparty/trickparty/engine"
)

// view describes an observation for drawing (Descriptor.View).
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := o.Viewpoint.View(Name, o.ToMove(), o.Over)
	v.Goal, v.Leader, v.Winners = o.Target, o.Leader, o.Winners
	v.RoundScores = o.RoundScores
	if !o.Over && o.LeadChoice == o.Viewer {
		v.Phase = engine.Decide
		p := &engine.Prompt{Kind: MoveLead, Say: "You won with a 14: choose who leads next",
			Title: "You won with a 14!", Ask: "Choose another player to lead the next trick.", Seat: -1, Leader: true}
		if len(o.Hand) == 0 {
			// The round's final trick: the choice names the next round's
			// leader, and is the winner's even if the round's result put
			// them out.
			p.Ask = "Choose who leads the next round."
		}
		for s := 0; s < o.NumPlayers; s++ {
			if a := LeadAction(s); legal[a] {
				p.Choices = append(p.Choices, engine.PromptChoice{Action: a, Seat: s, Legal: true})
			}
		}
		v.Prompt = p
	}
	for _, r := range o.Hand {
		a := PlayAction(r)
		v.Hand = append(v.Hand, engine.CardView{Name: r.String(), Action: a, Legal: legal[a]})
	}
	v.Seats = make([]engine.SeatView, o.NumPlayers)
	for s := range v.Seats {
		v.Seats[s] = engine.SeatView{HandCount: o.HandCounts[s], Score: o.Scores[s]}
		for _, r := range o.Piles[s] {
			v.Seats[s].Won = append(v.Seats[s].Won, r.String())
		}
	}
	for _, s := range o.Eliminated {
		if s >= 0 && s < len(v.Seats) {
			v.Seats[s].Eliminated = true
		}
	}
	v.Trick = engine.PlayRecords(o.Trick)
	if onePlayedInLastTrick(o) {
		v.Note = NoteOnePlayed
	}
	v.LastTrick = engine.LastRecord(o.Tricks, o.Round, observedRule)
	if o.Over && v.LastTrick != nil && len(v.LastTrick.Why) == 1 {
		// The trick that ended the game: a 14 in it handed no lead on.
		v.LastTrick.Why[0].ID = gameOverID(v.LastTrick.Why[0].ID)
	}
	if v.LastTrick != nil && len(v.LastTrick.Why) == 1 {
		observedTake(o, &v.LastTrick.Why[0])
	}
	return v
}

// NoteOnePlayed is the view's note while a 1 lies in the round's last
// trick: every card played in it will score, whoever wins it, which a
// player must know before choosing their card.
const NoteOnePlayed = "gudetama.note.one_played"

// onePlayedInLastTrick reports whether the trick in play is the round's
// last and holds a 1: nobody still in holds more than the card they are
// to play in it.
func onePlayedInLastTrick(o *Observation) bool {
	if o.Over || len(o.Trick) == 0 {
		return false
	}
	for s, n := range o.HandCounts {
		if n > 1 && !slices.Contains(o.Eliminated, s) {
			return false
		}
	}
	for _, p := range o.Trick {
		if p.Card == 1 {
			return true
		}
	}
	return false
}
