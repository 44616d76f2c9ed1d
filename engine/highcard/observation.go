package highcard

import (
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// Observe is what seat sees: its hand, the other's card count, the card
// led and the cards gone.
func (g *game) Observe(seat int) engine.Observation {
	o := &Observation{Me: seat, Hand: g.Hands[seat], Other: popcount(g.Hands[1-seat]), Turn: g.Turn, Lead: g.Lead,
		Played: g.Played, Points: g.Points, Out: g.Out}
	if g.Over() {
		o.Turn = -1
	}
	return o
}

// Observation is what a seat sees; Turn is -1 once the game is over.
type Observation struct {
	Me     int          `json:"me"`
	Hand   uint16       `json:"hand"`
	Other  int          `json:"other"`
	Turn   int          `json:"turn"`
	Lead   int          `json:"lead"`
	Played int          `json:"played"`
	Points [Players]int `json:"points"`
	// Out are the cards played in finished tricks (not those never dealt,
	// which nobody sees).
	Out uint16 `json:"out"`
}

func (o *Observation) GameName() string { return Name }
func (o *Observation) Seat() int        { return o.Me }
func (o *Observation) Players() int     { return Players }

func (o *Observation) ToMove() engine.SeatSet {
	if o.Turn < 0 || o.Turn >= Players {
		return 0
	}
	return engine.SeatsOf(o.Turn)
}

func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	if o.Turn != o.Me || o.Me < 0 || o.Me >= Players {
		return buf[:0]
	}
	g := game{Turn: o.Turn, Played: o.Played}
	g.Hands[o.Me] = o.Hand
	return g.Legal(o.Me, buf)
}

// Determinize deals the other seat as many of the cards the seat has not
// seen as it holds.
func (o *Observation) Determinize(rng *engine.RNG, _ engine.Game) engine.Game {
	var unseen []int
	for c := 1; c <= Cards; c++ {
		if (o.Hand|o.Out)&(1<<c) == 0 && c != o.Played {
			unseen = append(unseen, c)
		}
	}
	engine.Shuffle(rng, unseen)
	g := &game{Turn: max(o.Turn, 0), Lead: o.Lead, Played: o.Played, Points: o.Points, Out: o.Out}
	g.Hands[o.Me] = o.Hand
	for _, c := range unseen[:min(o.Other, len(unseen))] {
		g.Hands[1-o.Me] |= 1 << c
	}
	return g
}

// view draws an observation in the shape every game shares.
func view(o *Observation) engine.View {
	legal := engine.LegalSet(o)
	v := engine.View{Game: Name, Seat: o.Me, Players: Players, Round: 1, Rounds: 1, ToMove: o.ToMove(), Leader: o.Lead, Over: o.Turn < 0}
	v.Phase = engine.PhaseOf(v.Over, v.ToMove, o.Me)
	for c := 1; c <= Cards; c++ {
		if o.Hand&(1<<c) != 0 {
			v.Hand = append(v.Hand, engine.CardView{Name: strconv.Itoa(c), Action: engine.Action(c), Legal: legal[engine.Action(c)]})
		}
	}
	v.Seats = []engine.SeatView{{Score: o.Points[0]}, {Score: o.Points[1]}}
	v.Seats[o.Me].HandCount, v.Seats[1-o.Me].HandCount = popcount(o.Hand), o.Other
	if o.Played != 0 {
		v.Trick = []engine.PlayRecord{{Seat: o.Lead, Card: strconv.Itoa(o.Played)}}
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
