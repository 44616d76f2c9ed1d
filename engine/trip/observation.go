package trip

import (
	"errors"

	"github.com/trickparty/trickparty/engine"
)

// Phase is where a round stands, as an observation shows it.
type Phase string

// The phases of a round.
const (
	PhaseSplit Phase = "split" // seats split their six drawn cards
	PhasePick  Phase = "pick"  // every seat has split; seats pick from the stand received
	PhasePlay  Phase = "play"  // tricks
	PhaseOver  Phase = "over"  // the game has ended
)

var phaseNames = [...]Phase{phaseSplit: PhaseSplit, phasePick: PhasePick, phasePlay: PhasePlay, phaseOver: PhaseOver}

// Play is one card played to a trick.
type Play = engine.Played[Card]

// TrickView is a completed trick of the current round.
type TrickView = engine.WonTrick[Card]

// Observation is everything one seat may see of a Trick of Trip game and
// nothing more. Card sets appear in JSON as lists of card names.
type Observation struct {
	engine.Viewpoint
	// Rounds is how many rounds the game has.
	Rounds int `json:"rounds"`
	// Phase is where the round stands.
	Phase Phase `json:"phase"`
	// Pass is where stands go this round: seat s's stand goes to seat
	// s+Pass (PassLeft = 1, PassRight = -1).
	Pass int `json:"pass"`
	// Hand is the viewer's cards: the six drawn cards during the split
	// phase, nothing during the pick phase (they are on the stands), the
	// hand during the tricks.
	Hand CardSet `json:"hand"`
	// Split is the viewer's own two sets once it has split (empty before,
	// and in a round dealt without a draft).
	Split [2]CardSet `json:"split"`
	// Stand is the two sets of the stand the viewer receives, shown once
	// every seat has split.
	Stand [2]CardSet `json:"stand"`
	// Picked is the set the viewer took from Stand (-1 before it picks).
	Picked int `json:"picked"`
	// Taken is which of the viewer's own sets its neighbour took (-1 until
	// every seat has picked).
	Taken int `json:"taken"`
	// HandCounts is each seat's number of cards (drawn cards during the
	// split phase, 0 during the pick phase).
	HandCounts []int `json:"hand_counts"`
	// Due is the seats that still owe a split or a pick, or the seat to
	// play (engine.Observation's ToMove); in JSON the engine.SeatSet bitmask.
	Due engine.SeatSet `json:"to_move"`
	// Leader leads the current trick (during the draft: the round's first
	// trick); -1 once the game is over.
	Leader int `json:"leader"`
	// Trick is the current trick's plays so far.
	Trick []Play `json:"trick"`
	// Tricks is this round's completed tricks.
	Tricks []TrickView `json:"tricks"`
	// Won is each seat's won pile (every round so far).
	Won []CardSet `json:"won"`
	// Scores is each seat's score formula over its won pile.
	Scores []int `json:"scores"`
	// Over reports the end of the game; Winners is who won (empty before;
	// a bitmask in JSON).
	Over    bool           `json:"over"`
	Winners engine.SeatSet `json:"winners"`
}

var _ engine.Observation = (*Observation)(nil)

// Observe is everything seat may see. A seat outside the table sees only
// what is public.
func (g *Game) Observe(seat int) engine.Observation { return g.observe(seat) }

// observe is Observe with the concrete type.
func (g *Game) observe(seat int) *Observation {
	o := &Observation{
		Viewpoint: engine.Viewpoint{Viewer: seat, NumPlayers: g.players, Round: g.round}, Rounds: g.rounds,
		Phase: phaseNames[g.phase], Pass: g.pass(),
		Picked: -1, Taken: -1,
		HandCounts: make([]int, g.players),
		Due:        g.ToMove(),
		Leader:     g.leader,
		Trick:      make([]Play, g.nTrick),
		Tricks:     make([]TrickView, g.nDone),
		Won:        make([]CardSet, g.players),
		Scores:     make([]int, g.players),
		Over:       g.over,
		Winners:    g.winners,
	}
	for s := 0; s < g.players; s++ {
		switch g.phase {
		case phaseSplit:
			o.HandCounts[s] = g.drawn[s].Count()
		case phasePlay, phaseOver:
			o.HandCounts[s] = g.hand[s].Count()
		}
		o.Won[s] = g.won[s]
		o.Scores[s] = score(g.won[s])
	}
	for i := range o.Trick {
		o.Trick[i] = Play{Seat: (g.leader + i) % g.players, Card: g.trick[i]}
	}
	for i := range o.Tricks {
		t := &g.done[i]
		v := TrickView{Leader: int(t.leader), Winner: int(t.winner), Plays: make([]Play, g.players)}
		for j := range v.Plays {
			v.Plays[j] = Play{Seat: (int(t.leader) + j) % g.players, Card: t.cards[j]}
		}
		o.Tricks[i] = v
	}
	if seat < 0 || seat >= g.players {
		return o
	}
	switch g.phase {
	case phaseSplit:
		o.Hand = g.drawn[seat]
	case phasePlay, phaseOver:
		o.Hand = g.hand[seat]
	}
	if !g.drafted {
		return o
	}
	if g.split.Has(seat) {
		o.Split = g.sets[seat]
	}
	if g.phase != phaseSplit {
		o.Stand = g.sets[g.maker(seat)]
		o.Picked = int(g.picked[seat])
	}
	if g.phase == phasePlay || g.phase == phaseOver {
		o.Taken = int(g.picked[g.receiver(seat)])
	}
	return o
}

// GameName is "trip".
func (o *Observation) GameName() string { return Name }

// ToMove is the set of seats due to act.
func (o *Observation) ToMove() engine.SeatSet { return o.Due }

// Legal appends the viewer's legal actions to buf[:0], as Game.Legal.
func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if !o.Due.Has(o.Viewer) {
		return buf
	}
	switch o.Phase {
	case PhaseSplit:
		return append(buf, legalSplits[:]...)
	case PhasePick:
		return append(buf, FirstPick, FirstPick+1)
	case PhasePlay:
		led := NoCard
		if len(o.Trick) > 0 {
			led = o.Trick[0].Card
		}
		for t := legalPlays(o.Hand, led); t != 0; t &= t - 1 {
			buf = append(buf, PlayAction(t.Lowest()))
		}
	}
	return buf
}

// SplitAction builds the viewer's split action putting set0 (three of its
// drawn cards) into set 0.
func (o *Observation) SplitAction(set0 CardSet) (engine.Action, error) {
	return splitActionOf(o.Hand, set0)
}

// Validate checks the shape of an observation received from elsewhere (a
// peer, a save) before it is drawn: the view relies on it.
func (o *Observation) Validate() error {
	if err := o.CheckShape(MinPlayers, MaxPlayers, len(o.HandCounts), len(o.Scores), len(o.Won)); err != nil {
		return err
	}
	if !o.wellFormed() {
		return errors.New("observation: not one a game of Trick of Trip shows")
	}
	return nil
}
